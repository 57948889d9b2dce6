import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_SERVER_ENV } from '@/supabase/local/database';
import { startCluster } from '@/supabase/local/postgres/cluster';

/**
 * One PostgreSQL server for the whole integration run. Each test file's in-memory stack gets its own database on
 * it, cloned from a migrated template, so files stay isolated and start in a fraction of a second.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-tests-'));
  const cluster = await startCluster({ pgdata: path.join(dir, 'pgdata'), ephemeral: true });
  process.env[SHARED_SERVER_ENV] = cluster.socketDir;
  return async () => {
    delete process.env[SHARED_SERVER_ENV];
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
