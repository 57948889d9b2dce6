import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries';
import { chownTree, type ServerUser } from './os-user';

/*
 * As root, PostgreSQL runs as the unprivileged `postgres` account (os-user.ts), which must reach its programs and
 * its data directory. In a clone under a private directory (/root is mode 700 in most containers) it can reach
 * neither. Rather than loosen the permissions of someone's home directory, the programs are copied to, and the
 * data kept in, places that account can reach.
 */

/** Whether user can reach (search or execute) target, through every directory above it. */
export function reachableBy(user: ServerUser, target: string): boolean {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/**
 * The binaries as they are when user can run them; otherwise a copy of their package in the system temp dir
 * (made once per package, built aside and renamed into place so parallel stacks never see half a copy).
 */
export function binariesFor(bin: PostgresBinaries, user: ServerUser | undefined): PostgresBinaries {
  if (!user || (reachableBy(user, bin.postgres) && reachableBy(user, bin.initdb))) return bin;
  const packageDir = path.resolve(path.dirname(bin.postgres), '../..');
  const id = createHash('sha256').update(packageDir).digest('hex').slice(0, 12);
  const copy = path.join(os.tmpdir(), `supabase-local-postgres-${id}`);
  if (!existsSync(path.join(copy, '.complete'))) {
    const staging = `${copy}.${process.pid}-${randomBytes(4).toString('hex')}`;
    cpSync(packageDir, staging, { recursive: true, verbatimSymlinks: true });
    cpSync(path.join(staging, 'package.json'), path.join(staging, '.complete'));
    rmSync(copy, { recursive: true, force: true });
    try {
      renameSync(staging, copy);
    } catch (e) {
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(path.join(copy, '.complete'))) throw e;
    }
  }
  const moved = (file: string) => path.join(copy, path.relative(packageDir, file));
  return { postgres: moved(bin.postgres), initdb: moved(bin.initdb) };
}

/** Where data directories that their place in the tree keeps from the server's account are kept instead. */
const OUTSIDE_ROOT = '/var/lib/supabase-local';

/**
 * The directory to give the server as its data directory for the cluster whose home is pgdata. When the server's
 * account cannot reach pgdata, pgdata becomes a symbolic link to a directory of its own under /var/lib, so the
 * stack's files stay where they were (db:reset still removes the link, and a start without the link begins anew).
 */
export function serverDataDir(pgdata: string, user: ServerUser | undefined): string {
  if (!user) return pgdata;
  if (isLink(pgdata)) return path.resolve(path.dirname(pgdata), readlinkSync(pgdata));
  if (reachableBy(user, path.dirname(pgdata))) return pgdata;
  const outside = path.join(OUTSIDE_ROOT, createHash('sha256').update(pgdata).digest('hex').slice(0, 16), 'pgdata');
  // Without the link, whatever is outside belongs to a database that was reset.
  rmSync(outside, { recursive: true, force: true });
  mkdirSync(path.dirname(outside), { recursive: true, mode: 0o711 });
  if (existsSync(pgdata)) {
    cpSync(pgdata, outside, { recursive: true, verbatimSymlinks: true });
    rmSync(pgdata, { recursive: true, force: true });
  } else {
    mkdirSync(outside, { mode: 0o700 });
  }
  chownTree(outside, user.uid, user.gid);
  symlinkSync(outside, pgdata);
  return outside;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
