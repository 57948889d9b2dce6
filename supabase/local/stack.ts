import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthService } from './auth';
import { DEFAULT_BODY_LIMIT, DEFAULT_STORAGE_BODY_LIMIT } from './body';
import { checkTrustedProxies } from './client-address';
import { LocalDb } from './db';
import { definedOnly } from './env-options';
import { ANON_KEY, JWT_SECRET, Keys, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys';
import { Mailbox, handleMailbox } from './mailbox';
import { BOOTSTRAP_SQL, migrate, type MigrationReport } from './migrate';
import { createRestService } from './rest';
import { createServer } from './server';
import { readSnapshot, snapshotPath, writeSnapshot } from './snapshot';
import { createStorageService } from './storage';
import type { StackConfig, StackContext } from './types';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LocalStackOptions {
  /** 54321 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** A directory for the database, storage files and signing key, or 'memory' (files go to a temp dir). */
  dataDir?: string;
  /** null for none; default supabase/migrations. */
  migrationsDir?: string | null;
  /** null for none; default supabase/seed.sql. */
  seedFile?: string | null;
  confirmEmail?: boolean;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  jwtExpiry?: number;
  rateLimits?: Partial<StackConfig['rateLimits']>;
  /** Bytes; default 1 MiB. Request bodies above it are refused with 413 while they stream in. */
  bodyLimit?: number;
  /** Bytes; default 50 MiB, Storage's global file size limit, for uploads to /storage/v1/object. */
  storageBodyLimit?: number;
  /** Proxies whose X-Forwarded-For is believed (IPs or CIDR ranges); default none. */
  trustedProxies?: string[];
}

export interface LocalStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  mailboxUrl: string;
  dataDir: string;
  migrations: MigrationReport;
  /** Direct database access as the postgres superuser, for tests and tools. */
  db: LocalDb;
  config: StackConfig;
  mailbox: Mailbox;
  /** Re-reads tables, columns, relationships and functions after DDL run through `db` (PostgREST's NOTIFY pgrst). */
  reloadSchema(): Promise<void>;
  /** Stops listening, so clients see the connection refused, but keeps the database: for outage tests. */
  suspend(): Promise<void>;
  /** Listens again on the same port after suspend(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, '.supabase/local');

export const DEFAULT_RATE_LIMITS: StackConfig['rateLimits'] = {
  token: 600,
  signup: 300,
  recover: 120,
  verify: 300,
  windowMs: 60_000,
};

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  checkTrustedProxies(options.trustedProxies ?? []);
  const memory = options.dataDir === 'memory';
  const dataDir = memory ? mkdtempSync(path.join(os.tmpdir(), 'supabase-local-')) : path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const pgDir = path.join(dataDir, 'pgdata');
  const isNew = memory || !existsSync(path.join(pgDir, 'PG_VERSION'));
  const storageDir = path.join(dataDir, 'storage');
  mkdirSync(storageDir, { recursive: true });

  const migrationsDir =
    options.migrationsDir === null ? undefined : (options.migrationsDir ?? path.join(PROJECT_ROOT, 'supabase/migrations'));
  const seedFile = options.seedFile === null ? undefined : (options.seedFile ?? path.join(PROJECT_ROOT, 'supabase/seed.sql'));
  const snapshotFile = memory ? snapshotPath({ bootstrapFile: BOOTSTRAP_SQL, migrationsDir, seedFile }) : undefined;
  const snapshot = snapshotFile ? readSnapshot(snapshotFile) : undefined;

  const db = await LocalDb.open(memory ? undefined : pgDir, snapshot);
  const keys = await Keys.load(memory ? undefined : dataDir);
  const config: StackConfig = {
    url: '',
    siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    confirmEmail: options.confirmEmail ?? false,
    jwtExpiry: options.jwtExpiry ?? 3600,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...definedOnly(options.rateLimits) },
    storageDir,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    storageBodyLimit: options.storageBodyLimit ?? DEFAULT_STORAGE_BODY_LIMIT,
    trustedProxies: options.trustedProxies ?? [],
  };
  const mailbox = new Mailbox();
  const ctx: StackContext = { config, db, keys, mailbox };

  let migrations: MigrationReport;
  try {
    if (snapshot) {
      const { rows } = await db.query<{ file: string }>(
        `select version || coalesce('_' || nullif(name, ''), '') || '.sql' as file from supabase_migrations.schema_migrations order by version`,
      );
      migrations = { applied: rows.map((r) => r.file), seeded: Boolean(seedFile && existsSync(seedFile)) };
    } else {
      migrations = await migrate(db, { migrationsDir, seedFile, isNew });
      if (snapshotFile) await writeSnapshot(snapshotFile, await db.dump());
    }
  } catch (e) {
    await db.close();
    if (memory) rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }

  const rest = await createRestService(ctx);
  const server = createServer(ctx, {
    rest,
    auth: createAuthService(ctx),
    storage: createStorageService(ctx),
    mailbox: { handle: (req, p) => handleMailbox(req, p, mailbox) },
  });
  const host = options.host ?? '127.0.0.1';
  const listen = (wanted: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(wanted, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(options.port ?? 54321);
  const { port } = server.address() as AddressInfo;
  config.url = `http://${host}:${port}`;

  let stopped = false;
  return {
    url: config.url,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    jwtSecret: JWT_SECRET,
    mailboxUrl: `${config.url}/mailbox`,
    dataDir,
    migrations,
    db,
    config,
    mailbox,
    reloadSchema: () => rest.reloadSchema(),
    async suspend() {
      if (server.listening) await close();
    },
    async resume() {
      if (!server.listening && !stopped) await listen(port);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (server.listening) await close();
      await db.close();
      if (memory) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
