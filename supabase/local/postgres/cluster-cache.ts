import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './cluster';
import { chownTree, serverUser } from './os-user';

const CACHE_ROOT = path.join(os.tmpdir(), 'supabase-local-clusters');
/** Each edit of a migration or the seed makes a new entry (about 40 MB); keep only the newest few. */
const KEEP = 4;

/**
 * A data directory for an in-memory stack, copied from a cluster that was migrated and seeded once and kept in
 * the system temp dir under the name of its inputs. Copying takes a fraction of a second where initdb,
 * migrations and seed take seconds; and every in-memory stack made from the same files holds the very same
 * rows, down to the generated ids, so a build prerendered against one stack is served correctly by the next
 * (the browser suite builds, then starts, each with its own in-memory stack).
 */
export async function copyCachedCluster(
  name: string,
  pgdata: string,
  build: (socketDir: string) => Promise<void>,
): Promise<void> {
  const cached = path.join(CACHE_ROOT, name);
  if (!existsSync(path.join(cached, 'PG_VERSION'))) await buildCache(cached, build);
  cpSync(cached, pgdata, { recursive: true });
  chmodSync(pgdata, 0o700);
  const user = serverUser();
  if (user) chownTree(pgdata, user.uid, user.gid);
}

async function buildCache(cached: string, build: (socketDir: string) => Promise<void>): Promise<void> {
  mkdirSync(CACHE_ROOT, { recursive: true });
  // Built aside and renamed into place, so a parallel process never copies a half-made cluster.
  const staging = path.join(CACHE_ROOT, `.building-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const cluster = await startCluster({ pgdata: path.join(staging, 'pgdata'), ephemeral: true });
    try {
      await build(cluster.socketDir);
    } finally {
      await cluster.stop();
    }
    try {
      renameSync(path.join(staging, 'pgdata'), cached);
    } catch (e) {
      // Another process finished the same cluster first: theirs is as good as ours.
      if (!existsSync(path.join(cached, 'PG_VERSION'))) throw e;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  prune();
}

function prune(): void {
  const entries = readdirSync(CACHE_ROOT)
    .filter((f) => !f.startsWith('.'))
    .map((f) => ({ f, t: statSync(path.join(CACHE_ROOT, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { f } of entries.slice(KEEP)) rmSync(path.join(CACHE_ROOT, f), { recursive: true, force: true });
}
