import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A server still running on pgdata with no live owner is left from a run that was killed together with its
 * watchdog (say `kill -9` of every process): stop it, so this start can use the data directory. A server whose
 * owner is alive belongs to another running stack: refuse, rather than pull the database from under it.
 */
export async function stopStaleServer(pgdata: string): Promise<void> {
  const pid = postmasterPid(pgdata);
  if (!pid || !isPostgres(pid)) return;
  const owner = ownerPid(pgdata);
  if (owner && isAlive(owner)) {
    throw new Error(`The local database in ${pgdata} is in use by process ${owner} (another local stack). Stop it first.`);
  }
  console.warn(`[local-stack] Stopping a PostgreSQL server (pid ${pid}) left running on ${pgdata} by an earlier run.`);
  for (const [signal, waitMs] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await exited(pid, waitMs)) return;
  }
  throw new Error(`Could not stop the PostgreSQL server (pid ${pid}) left running on ${pgdata}.`);
}

/** Records which process owns the server on pgdata, for the check above. */
export function ownerFile(pgdata: string): string {
  return path.join(path.dirname(pgdata), 'owner.pid');
}

function ownerPid(pgdata: string): number | undefined {
  const file = ownerFile(pgdata);
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) || undefined : undefined;
}

function postmasterPid(pgdata: string): number | undefined {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in postmaster.pid may since have been reused by an unrelated process. */
function isPostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file, as pg_ctl does.
    return true;
  }
}

async function exited(pid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}
