import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalDb } from './db';

export const BOOTSTRAP_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Brings the database up to date: bootstrap SQL (idempotent), then every migration file not yet recorded,
 * in name order, each in its own transaction; then the seed file, only on a database that was new.
 */
export async function migrate(
  db: LocalDb,
  opts: { migrationsDir?: string; seedFile?: string; isNew: boolean },
): Promise<MigrationReport> {
  await db.exec(readFileSync(BOOTSTRAP_SQL, 'utf8'));
  const applied: string[] = [];
  const dir = opts.migrationsDir;
  if (dir && existsSync(dir)) {
    const done = new Set(
      (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      const { version, name } = parseMigrationName(file);
      if (done.has(version)) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
            version,
            name,
            [sql],
          ]);
        });
      } catch (e) {
        throw new Error(`Migration ${file} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      applied.push(file);
    }
  }
  let seeded = false;
  if (opts.isNew && opts.seedFile && existsSync(opts.seedFile)) {
    try {
      await db.transaction((tx) => tx.exec(readFileSync(opts.seedFile as string, 'utf8')));
    } catch (e) {
      throw new Error(`Seed ${opts.seedFile} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    seeded = true;
  }
  return { applied, seeded };
}

/** `20250101000000_create_colleges.sql` → version 20250101000000, name create_colleges (the CLI's convention). */
export function parseMigrationName(file: string): { version: string; name: string } {
  const base = file.replace(/\.sql$/, '');
  const i = base.indexOf('_');
  return i < 0 ? { version: base, name: '' } : { version: base.slice(0, i), name: base.slice(i + 1) };
}
