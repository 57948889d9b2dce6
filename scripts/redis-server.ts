import { spawn, type ChildProcess } from 'node:child_process';
import { exited } from './child-exit';
import { freePort } from './free-port';

/**
 * A throw-away redis-server (Debian's package, installed by scripts/test.sh) for the tests of the shared cache and the bench:
 * on a free port, in memory only, stopped by the test that started it.
 */
export interface RedisServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH || 'redis-server';

async function stopped(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
}

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts connections. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    child.once('error', (error) =>
      settle(new Error(`Cannot run ${REDIS_SERVER} (${error.message}). Install it: apt-get install -y redis-server`)),
    );
    child.once('exit', (code) => settle(new Error(`redis-server exited with code ${code}:\n${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) settle();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  child.removeAllListeners('exit');
  return { port: chosen, url: `redis://127.0.0.1:${chosen}`, stop: () => stopped(child) };
}
