import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * In-memory stacks (one per test file) would each spend seconds on initdb, bootstrap, migrations and seed.
 * The first one saves the resulting data directory under the temp dir, keyed by everything that shaped it;
 * later ones load it in about a second. Any change to those inputs gives a new key, so a stale snapshot is never used.
 */
export function snapshotPath(inputs: { bootstrapFile: string; migrationsDir?: string; seedFile?: string }): string {
  const hash = createHash('sha256');
  // The package does not export its package.json; its entry sits in dist/, one level below it.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  hash.update(readFileSync(inputs.bootstrapFile));
  const dir = inputs.migrationsDir;
  if (dir && existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      hash.update(`\n-- ${file}\n`);
      hash.update(readFileSync(path.join(dir, file)));
    }
  }
  if (inputs.seedFile && existsSync(inputs.seedFile)) {
    hash.update('\n-- seed\n');
    hash.update(readFileSync(inputs.seedFile));
  }
  return path.join(os.tmpdir(), 'supabase-local-snapshots', `${hash.digest('hex').slice(0, 32)}.tar`);
}

export function readSnapshot(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Writes atomically, so parallel test workers never read a half-written snapshot. */
export async function writeSnapshot(file: string, data: Blob): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, Buffer.from(await data.arrayBuffer()));
  renameSync(tmp, file);
  pruneSnapshots(path.dirname(file), KEEP_SNAPSHOTS);
}

/** Each edit of a migration makes a new key; keep only the newest few (about 40 MB each). */
const KEEP_SNAPSHOTS = 6;

function pruneSnapshots(dir: string, keep: number): void {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.tar'))
    .map((f) => ({ f, t: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { f } of files.slice(keep)) rmSync(path.join(dir, f), { force: true });
}
