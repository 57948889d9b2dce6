/**
 * Several `next start` processes on one port, for `npm start` with SERVER_PROCESSES above 1 (scripts/with-local-stack.ts):
 * Node's cluster module accepts the connections here and hands each to one of the workers, so a machine's cores all
 * serve. Each worker is an unchanged `next start`; they share the cache through REDIS_URL (./server-processes.ts).
 *
 * Usage: tsx scripts/next-cluster.ts <processes> <next start arguments…>
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');
const [countArg, ...nextArgs] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isSafeInteger(count) || count < 1) throw new Error(`Not a number of processes: ${countArg ?? ''}`);

// The page cache fills by asking its own port for the page, and the fill may land on any worker: all of them must
// recognise it (lib/page-cache/serve.ts). Made per start and given to the workers only.
process.env.PAGE_CACHE_FILL_SECRET = randomUUID();
// Workers run the plain Next.js binary, without this script's TypeScript loader.
cluster.setupPrimary({ exec: NEXT_BIN, args: ['start', ...nextArgs], execArgv: [] });

let stopping = false;
let exitCode = 0;
for (let i = 0; i < count; i++) cluster.fork();
console.log(`[mba-disha] ${count} server processes share port ${process.env.PORT ?? '3000'}.`);

cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    return;
  }
  // A worker that dies on its own takes the others down with it, as a single `next start` that crashed would: the
  // supervisor (or with-local-stack.ts, which stops the local stack) sees the exit instead of a server quietly
  // running at a fraction of its capacity.
  console.error(`[mba-disha] server process ${worker.process.pid} exited (${signal ?? code}); stopping the others.`);
  exitCode = code || 1;
  stop();
});

function stop() {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) process.exit(exitCode);
  for (const worker of workers) worker?.process.kill('SIGTERM');
}

process.on('SIGTERM', () => {
  exitCode = 143;
  stop();
});
process.on('SIGINT', () => {
  exitCode = 130;
  stop();
});
