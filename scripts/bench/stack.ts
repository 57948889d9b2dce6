import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** `psql -h <socket dir> -U postgres -d <database>` as the stack prints it: the bench's own way in. */
  db: { host: string; database: string; user: 'postgres' };
  stop: () => Promise<void>;
}

/**
 * A fresh in-memory local stack with the migrations and seed, in its own process (as under `npm run dev`), so
 * its work never shares an event loop with the load generator. `keysDir` keeps its keys where a build can find
 * them (a production build inlines the anon key).
 */
export async function startBenchStack(port: number, env: Record<string, string> = {}): Promise<BenchStack> {
  const child = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'supabase/local/cli.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SUPABASE_LOCAL_DATA_DIR: 'memory',
      SUPABASE_LOCAL_PORT: String(port),
      // Never the integration tests' shared Postgres server: the bench's data is its own.
      SUPABASE_LOCAL_SHARED_SERVER: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString('utf8');
      if (output.includes('migrations:')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the local stack exited (${code}):\n${output}`)));
  });
  const find = (re: RegExp) => {
    const found = re.exec(output)?.[1];
    if (!found) throw new Error(`${re} not in the stack's output:\n${output}`);
    return found;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: find(/anon key: (\S+)/),
    serviceRoleKey: find(/service_role key: (\S+)/),
    db: { host: find(/psql -h (\S+)/), database: find(/ -d (\S+)/), user: 'postgres' },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
