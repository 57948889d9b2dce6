/**
 * `npm run dev`, `npm start` and `npm run build` go through here.
 *
 * With NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY set (environment or .env files) the app talks
 * to that Supabase project and nothing else is started. Without them the local stack (supabase/local) is started
 * first, or reused when one already answers on its port, and its URL and keys are handed to Next.js.
 *
 * Next.js inlines NEXT_PUBLIC_* into the build, so a build only works against the URL and anon key it was made
 * with. Each build made here records both (the key as a fingerprint) in .next/SUPABASE_TARGET; `start` rebuilds
 * when the build is missing or was made for another URL or key (a local stack's keys are made per data directory).
 *
 * SERVER_PROCESSES (start only; ./server-processes.ts) runs that many `next start` processes on the one port
 * through ./next-cluster.ts, and needs REDIS_URL when above one.
 *
 * SUPABASE_LOCAL_FORCE=true ignores a configured project and always uses the local stack (tests do this).
 *
 * SUPABASE_LOCAL_CONTROL_PORT (tests only) opens a control server on 127.0.0.1 with POST /suspend and
 * POST /resume, so a browser test can stop the stack while the app keeps running and start it again with its
 * data intact. Suspending closes the stack's one HTTP port (REST, Auth, Storage) and every open connection, so
 * each call the app makes is refused as when the stack is down; the app never reaches Postgres any other way, and
 * Postgres keeps the data for the restart.
 *
 * Usage: tsx scripts/with-local-stack.ts dev|start|build [extra next arguments]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { buildMatches, forgetBuildTarget, forgetDataOfOtherDatabases, recordBuildTarget } from './build-target';
import { exited } from './child-exit';
import { serverProcesses } from './server-processes';

type Mode = 'dev' | 'start' | 'build';

/** The upper bound of a stop: the orderly one (worker, Next.js, the stack's connections) normally takes a second. */
const SHUTDOWN_LIMIT_MS = 10_000;

interface RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** What data the stack serves (see LocalStack.dataIdentity); unknown for a stack another process started. */
  dataIdentity?: string;
  /** The stack's database and SMTP server, for the worker; unknown for a stack another process started. */
  databaseUrl?: string;
  smtpUrl?: string;
  /** Only for a stack started here: stop listening (connection refused) and listen again, keeping the data. */
  suspend?(): Promise<void>;
  resume?(): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');
const NEXT_DIR = path.join(ROOT, '.next');

function log(message: string) {
  console.log(`[mba-disha] ${message}`);
}

function fail(message: string): never {
  console.error(`[mba-disha] ${message}`);
  process.exit(1);
}

function parseMode(value: string | undefined): Mode {
  if (value === 'dev' || value === 'start' || value === 'build') return value;
  fail(`Unknown mode "${value ?? ''}". Use dev, start or build.`);
}

/** The Next.js process running now (a build or the server), so a signal can be passed on to it. */
let current: ChildProcess | null = null;

function runNext(args: string[], env: NodeJS.ProcessEnv, processes = 1): ChildProcess {
  // process.execPath: the same Node (24, scripts/node24.sh) and the flags it was started with.
  const command =
    processes > 1
      ? [...process.execArgv, path.join(ROOT, 'scripts/next-cluster.ts'), String(processes), ...args.slice(1)]
      : [NEXT_BIN, ...args];
  current = spawn(process.execPath, command, { cwd: ROOT, env, stdio: 'inherit' });
  return current;
}

async function build(env: NodeJS.ProcessEnv, url: string, extra: string[] = []): Promise<void> {
  log(`Building for Supabase at ${url} …`);
  forgetBuildTarget(NEXT_DIR);
  const code = await exited(runNext(['build', ...extra], env));
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  recordBuildTarget(NEXT_DIR, env);
}

/** A local stack already serving on the port (another `npm run dev`, say) is reused rather than fought over. */
async function probeExistingStack(url: string): Promise<'stack' | 'free' | 'other'> {
  try {
    const res = await fetch(`${url}/auth/v1/.well-known/jwks.json`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return 'other';
    const body: unknown = await res.json().catch(() => null);
    return typeof body === 'object' && body !== null && 'keys' in body ? 'stack' : 'other';
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? (e.cause as NodeJS.ErrnoException) : undefined;
    return cause?.code === 'ECONNREFUSED' ? 'free' : 'other';
  }
}

async function startStack(siteUrl: string): Promise<RunningStack> {
  // Imported lazily so that running against a real project never loads the local stack.
  const local = await import('../supabase/local/index');
  const { stackOptionsFromEnv, describeStack } = await import('../supabase/local/env');
  const options = stackOptionsFromEnv(process.env);
  const url = `http://127.0.0.1:${options.port}`;
  const state = await probeExistingStack(url);
  if (state === 'stack') return reuseStack(url, options, local);
  if (state === 'other') {
    fail(
      `Port ${options.port} is taken by something that is not the local Supabase stack. Set SUPABASE_LOCAL_PORT to a free port.`,
    );
  }

  const dataDir = options.dataDir;
  log(`Starting the local Supabase stack on port ${options.port} (data: ${dataDir === 'memory' ? 'in memory' : dataDir}) …`);
  const started = Date.now();
  const stack = await local.startLocalStack({ ...options, siteUrl: options.siteUrl ?? siteUrl });
  const { applied, seeded } = stack.migrations;
  log(
    `Local Supabase stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      `${applied.length ? `; migrations applied: ${applied.length}` : ''}${seeded ? '; seed loaded' : ''}.\n` +
      describeStack(stack, options.demoKeys ?? false),
  );
  return stack;
}

/**
 * Another `npm run dev` already serves the stack on this port: use it, with the keys it keeps in its data (or
 * keys) directory, after checking the stack accepts them.
 */
async function reuseStack(
  url: string,
  options: { dataDir: string; keysDir?: string; demoKeys?: boolean },
  local: typeof import('../supabase/local/index'),
): Promise<RunningStack> {
  const keysDir = options.keysDir ?? (options.dataDir === 'memory' ? undefined : options.dataDir);
  const keys = options.demoKeys ? local.DEMO_KEYS : keysDir ? local.readProjectKeys(path.resolve(keysDir)) : undefined;
  const accepted =
    keys &&
    (await fetch(`${url}/rest/v1/`, { headers: { apikey: keys.anonKey } }).then(
      (r) => r.status !== 401,
      () => false,
    ));
  if (!keys || !accepted) {
    fail(
      `A local Supabase stack already runs at ${url}, but not with the keys of ${keysDir ?? 'this configuration'}. ` +
        'Stop it, or set SUPABASE_LOCAL_PORT to another port.',
    );
  }
  log(`Using the local Supabase stack already running at ${url}.`);
  return { url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, stop: async () => {} };
}

/**
 * The background worker (scripts/worker.ts: e-mail, reminders, housekeeping) beside the site, as its own
 * process so that it runs exactly as `npm run worker` does in production. It is started again if it dies.
 */
function superviseWorker(env: NodeJS.ProcessEnv): { stop(): Promise<void> } {
  let child: ChildProcess | null = null;
  let stopped = false;
  let restart: NodeJS.Timeout | undefined;
  const start = () => {
    const worker = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'scripts/worker.ts')], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child = worker;
    worker.on('exit', (code, signal) => {
      if (stopped) return;
      log(`The worker exited (${signal ?? `code ${code}`}); starting it again in 2 s.`);
      restart = setTimeout(start, 2000);
    });
  };
  start();
  return {
    async stop() {
      stopped = true;
      clearTimeout(restart);
      const worker = child;
      if (worker && worker.exitCode === null && worker.signalCode === null) {
        worker.kill('SIGTERM');
        await exited(worker);
      }
    },
  };
}

/** What the worker beside the site connects to, or why none runs. */
function workerEnv(env: NodeJS.ProcessEnv, stack: RunningStack | null, port: string): NodeJS.ProcessEnv | string {
  if (env.START_WORKER === 'false') return 'START_WORKER=false';
  const databaseUrl = env.DATABASE_URL?.trim() || stack?.databaseUrl;
  if (!databaseUrl) {
    return stack
      ? 'the local stack belongs to another process, which runs its own worker'
      : 'DATABASE_URL is not set; e-mail waits in the outbox until a worker runs (npm run worker)';
  }
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    SMTP_URL: env.SMTP_URL?.trim() || stack?.smtpUrl || '',
    SITE_INTERNAL_URL: env.SITE_INTERNAL_URL?.trim() || `http://127.0.0.1:${port}`,
    LOG_SERVICE_NAME: 'mba-disha-worker',
  };
}

/** The test-only control server of SUPABASE_LOCAL_CONTROL_PORT: POST /suspend and POST /resume, nothing else. */
async function startControlServer(stack: RunningStack, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const action = req.method === 'POST' && (req.url === '/suspend' || req.url === '/resume') ? req.url : null;
    if (!action) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('POST /suspend or POST /resume\n');
      return;
    }
    const run = action === '/suspend' ? stack.suspend : stack.resume;
    if (!run) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('The stack was not started by this process\n');
      return;
    }
    run.call(stack).then(
      () => {
        log(`Local Supabase stack ${action === '/suspend' ? 'suspended' : 'resumed'} (control server).`);
        res.writeHead(204).end();
      },
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${e instanceof Error ? e.message : String(e)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  log(`Test control server on http://127.0.0.1:${port} (POST /suspend, POST /resume).`);
  return server;
}

/** SERVER_PROCESSES, checked before anything starts. */
function processesOrFail(): number {
  try {
    const { SERVER_PROCESSES, REDIS_URL } = process.env;
    return serverProcesses({ SERVER_PROCESSES, REDIS_URL }, os.availableParallelism());
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}

async function main() {
  const mode = parseMode(process.argv[2]);
  const extra = process.argv.slice(3);
  nextEnv.loadEnvConfig(ROOT, mode === 'dev', { info: () => {}, error: console.error });

  const port = process.env.PORT || '3000';
  const nextArgs = mode === 'build' ? extra : [mode, '--port', port, ...extra];
  const processes = mode === 'start' ? processesOrFail() : 1;
  // Tests set SUPABASE_LOCAL_FORCE so that a developer's .env.local can never point them at a real project.
  const forceLocal = process.env.SUPABASE_LOCAL_FORCE === 'true';
  const configuredUrl = forceLocal ? undefined : process.env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  const configuredKey = forceLocal ? undefined : process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim();

  if (configuredUrl && !configuredKey) {
    fail(
      'NEXT_PUBLIC_SUPABASE_URL is set but NEXT_PUBLIC_SUPABASE_ANON_KEY is not. Set both, or neither to use the local stack.',
    );
  }

  let stack: RunningStack | null = null;
  let control: Server | null = null;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port };
  if (configuredUrl) {
    log(`Using the Supabase project at ${configuredUrl}; no local stack started.`);
  } else {
    const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${port}`;
    stack = await startStack(siteUrl);
    env.NEXT_PUBLIC_SUPABASE_URL = stack.url;
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY = stack.anonKey;
    env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
    if (stack.dataIdentity) env.SUPABASE_LOCAL_DATA_IDENTITY = stack.dataIdentity;
    forgetDataOfOtherDatabases(NEXT_DIR, stack.dataIdentity);
    const controlPort = process.env.SUPABASE_LOCAL_CONTROL_PORT;
    if (controlPort) {
      if (!/^\d+$/.test(controlPort)) fail('SUPABASE_LOCAL_CONTROL_PORT must be a port number.');
      control = await startControlServer(stack, Number(controlPort));
    }
  }
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL as string;

  let stopping = false;
  let worker: { stop(): Promise<void> } | null = null;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // The last resort: whatever still holds on (a job, a request, a client) is cut, and leaving the process
    // closes the database's lifeline pipe, which stops PostgreSQL (supabase/local/postgres/cluster.ts).
    setTimeout(() => {
      console.error(`[mba-disha] Stopping took more than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting now.`);
      current?.kill('SIGKILL');
      process.exit(code);
    }, SHUTDOWN_LIMIT_MS);
    await worker?.stop();
    const child = current;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    control?.close();
    await stack?.stop();
    process.exit(code);
  };
  // Ctrl-C reaches the whole process group; SIGTERM (a supervisor, Playwright) reaches only us and is passed on.
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));

  try {
    if (mode === 'build') {
      await build(env, supabaseUrl, extra);
      await shutdown(0);
      return;
    }
    if (mode === 'start' && !buildMatches(NEXT_DIR, env)) {
      log(
        existsSync(path.join(NEXT_DIR, 'BUILD_ID'))
          ? 'The existing build is incomplete or was made for another Supabase URL or other keys.'
          : 'No build found.',
      );
      await build(env, supabaseUrl);
    }
  } catch (e) {
    console.error(`[mba-disha] ${e instanceof Error ? e.message : String(e)}`);
    await shutdown(1);
    return;
  }

  if (stopping) return;
  const withWorker = workerEnv(env, stack, port);
  if (typeof withWorker === 'string') log(`No background worker: ${withWorker}.`);
  else worker = superviseWorker(withWorker);
  const code = await exited(runNext(nextArgs, env, processes));
  // The app stopped on its own (crash, or next exited): take the stack down with it.
  if (!stopping && stack) log(`Next.js exited (code ${code}); stopping the local Supabase stack.`);
  await shutdown(code);
}

main().catch((e: unknown) => {
  console.error(`[mba-disha] ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
