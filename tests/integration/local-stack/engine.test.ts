import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestStack } from './helpers';

/*
 * The server's lifecycle as `npm run supabase:start` lives it: real processes, real signals. Each run of the CLI
 * gets its own data directory, so these tests never touch the shared test server.
 */
const CLI = path.resolve(import.meta.dirname, '../../../supabase/local/cli.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function startCli(dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: '0', SUPABASE_LOCAL_SHARED_SERVER: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Mailbox URL')) resolve({ child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the CLI exited (${code}) before it was ready:\n${output}`)));
  });
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie has exited and only waits to be reaped: it has no command line any more.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').length > 0;
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-engine-'));
  dirs.push(dir);
  return dir;
}

describe('the PostgreSQL server never outlives its stack', () => {
  it('runs a real PostgreSQL 17 server in the data directory', async () => {
    const dataDir = tempDir();
    const { child } = await startCli(dataDir);
    expect(readFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8').trim()).toBe('17');
    expect(alive(postmasterPid(dataDir))).toBe(true);
    child.kill('SIGTERM');
  });

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGKILL'] as const) {
    it(`stops the server when the stack gets ${signal}`, async () => {
      const dataDir = tempDir();
      const { child } = await startCli(dataDir);
      const pid = postmasterPid(dataDir);
      expect(alive(pid)).toBe(true);
      child.kill(signal);
      expect(await gone(pid, 10_000)).toBe(true);
    });
  }

  it('stops a server left running by a killed run (watchdog and all) on the next start, keeping the data', async () => {
    const dataDir = tempDir();
    const first = await startCli(dataDir);
    const stale = postmasterPid(dataDir);
    const watchdog = Number(readFileSync(`/proc/${stale}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    process.kill(watchdog, 'SIGKILL');
    first.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(stale)).toBe(true);

    const second = await startCli(dataDir);
    expect(second.output()).toContain('left running on');
    expect(second.output()).toContain('migrations: none new');
    expect(alive(stale), 'stale server still alive').toBe(false);
    const fresh = postmasterPid(dataDir);
    expect(fresh).not.toBe(stale);
    const exited = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    expect(await gone(fresh, 10_000)).toBe(true);
    await exited;
    expect(existsSync(path.join(dataDir, 'owner.pid')), 'owner file left behind').toBe(false);
  });
});

describe('a stop has an upper bound', () => {
  it('cuts a query that would hold the database for ten minutes and stops the server', async () => {
    const dataDir = tempDir();
    const previous = process.env.SUPABASE_LOCAL_SHARED_SERVER;
    process.env.SUPABASE_LOCAL_SHARED_SERVER = '';
    const stack = await startTestStack({ dataDir: path.join(dataDir, 'data') }).finally(() => {
      process.env.SUPABASE_LOCAL_SHARED_SERVER = previous;
    });
    const pid = postmasterPid(path.join(dataDir, 'data'));
    const held = stack.db.query('select pg_sleep(600)').then(
      () => 'finished',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 200));
    await stack.stop();
    expect(await held).toBe('cut');
    expect(await gone(pid, 10_000)).toBe(true);
  }, 30_000);
});
