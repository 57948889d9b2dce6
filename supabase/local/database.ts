import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalDb } from './db';
import { BOOTSTRAP_SQL, migrate, type MigrationReport } from './migrate';
import { startCluster } from './postgres/cluster';
import { copyCachedCluster } from './postgres/cluster-cache';
import { cloneTemplate, dropDatabase, templateName } from './postgres/templates';

/**
 * Set by the integration tests' global setup to the socket directory of the one server of the whole run: every
 * in-memory stack then gets its own database cloned from a migrated template instead of a server of its own.
 */
export const SHARED_SERVER_ENV = 'SUPABASE_LOCAL_SHARED_SERVER';

export interface OpenDatabaseOptions {
  dataDir: string;
  memory: boolean;
  migrationsDir?: string;
  seedFile?: string;
  poolSize?: number;
}

export interface OpenedDatabase {
  db: LocalDb;
  migrations: MigrationReport;
  /** Closes the pool, then drops the cloned database or stops the server this stack started. */
  close(): Promise<void>;
}

/** Marks a data directory whose `pgdata` was made by PostgreSQL itself (not the earlier WASM engine). */
const ENGINE_MARKER = 'engine';
const ENGINE = 'postgresql-17';

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const shared = process.env[SHARED_SERVER_ENV];
  if (options.memory && shared) return openClone(shared, options);
  return openOwnServer(options);
}

async function openOwnServer(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const pgdata = path.join(options.dataDir, 'pgdata');
  retireForeignData(options.dataDir, pgdata);
  if (options.memory)
    await copyCachedCluster(templateFor(options), pgdata, (socketDir) => migrateFresh(socketDir, 'postgres', options));
  const cluster = await startCluster({ pgdata, ephemeral: options.memory });
  writeFileSync(path.join(options.dataDir, ENGINE_MARKER), `${ENGINE}\n`);
  const db = new LocalDb({ socketDir: cluster.socketDir, database: 'postgres', poolSize: options.poolSize });
  const close = async () => {
    await db.close();
    await cluster.stop();
  };
  try {
    const migrations = options.memory
      ? await appliedMigrations(db, options)
      : await migrate(db, { migrationsDir: options.migrationsDir, seedFile: options.seedFile, isNew: cluster.created });
    await db.loadRoleSettings();
    return { db, migrations, close };
  } catch (e) {
    await close();
    throw e;
  }
}

async function openClone(socketDir: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const database = await cloneTemplate(socketDir, templateFor(options), (building) => migrateFresh(socketDir, building, options));
  const db = new LocalDb({ socketDir, database, poolSize: options.poolSize });
  const close = async () => {
    await db.close();
    await dropDatabase(socketDir, database);
  };
  try {
    const migrations = await appliedMigrations(db, options);
    await db.loadRoleSettings();
    return { db, migrations, close };
  } catch (e) {
    await close();
    throw e;
  }
}

function templateFor(options: OpenDatabaseOptions): string {
  return templateName({ bootstrapFile: BOOTSTRAP_SQL, migrationsDir: options.migrationsDir, seedFile: options.seedFile });
}

/** Bootstrap, migrations and seed on a new database: what a template or a cached cluster is made of. */
async function migrateFresh(socketDir: string, database: string, options: OpenDatabaseOptions): Promise<void> {
  const builder = new LocalDb({ socketDir, database, poolSize: 1 });
  try {
    await migrate(builder, { migrationsDir: options.migrationsDir, seedFile: options.seedFile, isNew: true });
  } finally {
    await builder.close();
  }
}

/** What a database copied from a template holds, reported as if its migrations had just run. */
async function appliedMigrations(db: LocalDb, options: OpenDatabaseOptions): Promise<MigrationReport> {
  const { rows } = await db.query<{ file: string }>(
    `select version || coalesce('_' || nullif(name, ''), '') || '.sql' as file from supabase_migrations.schema_migrations order by version`,
  );
  return { applied: rows.map((r) => r.file), seeded: Boolean(options.seedFile && existsSync(options.seedFile)) };
}

/**
 * A data directory from before the move to PostgreSQL holds a database the server cannot open. It is set
 * aside (not deleted: it may hold someone's work) and a new one is made from the migrations and seed.
 */
function retireForeignData(dataDir: string, pgdata: string): void {
  if (!existsSync(pgdata) || existsSync(path.join(dataDir, ENGINE_MARKER))) return;
  const aside = `${pgdata}-old-engine-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(pgdata, aside);
  console.warn(
    `[local-stack] ${pgdata} was made by the earlier embedded engine; moved it to ${aside} and starting a new database.`,
  );
}
