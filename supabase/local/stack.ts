import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthService } from './auth';
import { DEFAULT_BODY_LIMIT, DEFAULT_STORAGE_BODY_LIMIT } from './body';
import { checkTrustedProxies } from './client-address';
import { openDatabase } from './database';
import type { DbConnection, LocalDb } from './db';
import { definedOnly } from './defined-only';
import { Keys, loadProjectKeys } from './keys';
import { handleMailbox, Mailbox } from './mailbox';
import { createMailer } from './mailer';
import type { MigrationReport } from './migrate';
import { createRestService } from './rest';
import { createServer } from './server';
import { startSmtpServer, type LocalSmtpServer } from './smtp';
import { createStorageService } from './storage';
import type { StackConfig, StackContext } from './types';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LocalStackOptions {
  /** 54321 by default; 0 picks a free port. */
  port?: number;
  /** Where the gateway and the SMTP server listen; default 127.0.0.1. */
  host?: string;
  /**
   * The SMTP server's port: by default the API port + 4 (54325 beside 54321, the Supabase CLI's Inbucket SMTP
   * port), or a free one (0) when `port` is 0, so stacks started side by side never fight over it.
   */
  smtpPort?: number;
  /** The From of Auth's e-mail; default `MBA Disha <noreply@mbadisha.local>`. */
  mailFrom?: string;
  /** A directory for the database, storage files and signing key, or 'memory' (a throwaway database). */
  dataDir?: string;
  /** null for none; default supabase/migrations. */
  migrationsDir?: string | null;
  /** null for none; default supabase/seed.sql. */
  seedFile?: string | null;
  /** Default true: sign-up and e-mail changes are confirmed by a link sent to the address (false: auto-confirm). */
  confirmEmail?: boolean;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  jwtExpiry?: number;
  rateLimits?: Partial<StackConfig['rateLimits']>;
  /**
   * Where the JWT secret, API keys and token-signing key are kept (made at random on first start). Default: the
   * data directory; for 'memory', none (new keys for each stack).
   */
  keysDir?: string;
  /** Use the Supabase CLI's well-known demo secret and keys instead (SUPABASE_LOCAL_DEMO_KEYS=true). */
  demoKeys?: boolean;
  /** Database connections kept for requests; default 10. */
  poolSize?: number;
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
  /** smtp://HOST:PORT of the stack's mail server; what it receives is in the mailbox. */
  smtpUrl: string;
  /** The postgres superuser on the server's Unix socket, as a connection string `pg` and `psql` take. */
  databaseUrl: string;
  dataDir: string;
  migrations: MigrationReport;
  /**
   * Names the data this stack serves: the cluster's system identifier (new with each initdb, the same for every
   * copy of a cached cluster) and the database. A page cache filled from other data must not be served with it.
   */
  dataIdentity: string;
  /** Direct database access as the postgres superuser, for tests and tools. */
  db: LocalDb;
  config: StackConfig;
  /** Every message the SMTP server received. */
  mailbox: Mailbox;
  /** Re-reads tables, columns, relationships and functions after DDL run through `db` (PostgREST's NOTIFY pgrst). */
  reloadSchema(): Promise<void>;
  /** Stops HTTP listening, so clients see the connection refused, but keeps the database and SMTP: for outage tests. */
  suspend(): Promise<void>;
  /** Listens again on the same port after suspend(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, '.supabase/local');
/** The Supabase CLI's Inbucket SMTP port. */
export const DEFAULT_SMTP_PORT = 54325;

export const DEFAULT_RATE_LIMITS: StackConfig['rateLimits'] = {
  token: 600,
  signup: 300,
  recover: 120,
  verify: 300,
  windowMs: 60_000,
  // Per account, from any address: the sixth wrong password within 15 minutes is refused (auth/rate-limit.ts).
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
};

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  checkTrustedProxies(options.trustedProxies ?? []);
  const memory = options.dataDir === 'memory';
  const dataDir = memory
    ? mkdtempSync(path.join(os.tmpdir(), 'supabase-local-'))
    : path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const storageDir = path.join(dataDir, 'storage');
  mkdirSync(storageDir, { recursive: true });

  const migrationsDir =
    options.migrationsDir === null ? undefined : (options.migrationsDir ?? path.join(PROJECT_ROOT, 'supabase/migrations'));
  const seedFile = options.seedFile === null ? undefined : (options.seedFile ?? path.join(PROJECT_ROOT, 'supabase/seed.sql'));
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir, memory, migrationsDir, seedFile, poolSize: options.poolSize });
  } catch (e) {
    if (memory) rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const { db, migrations } = database;
  const { rows: identity } = await db.query<{ id: string }>(
    `select system_identifier::text || '/' || current_database() as id from pg_control_system()`,
  );
  const keysDir = options.keysDir ? path.resolve(options.keysDir) : memory ? undefined : dataDir;
  const keys = await Keys.load(keysDir, await loadProjectKeys(keysDir, options.demoKeys ?? false));
  const config: StackConfig = {
    url: '',
    siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    confirmEmail: options.confirmEmail ?? true,
    jwtExpiry: options.jwtExpiry ?? 3600,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...definedOnly(options.rateLimits) },
    storageDir,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    storageBodyLimit: options.storageBodyLimit ?? DEFAULT_STORAGE_BODY_LIMIT,
    trustedProxies: options.trustedProxies ?? [],
  };
  const host = options.host ?? '127.0.0.1';
  const mailbox = new Mailbox();
  // The Supabase CLI's layout, API on 54321 and SMTP on 54325, kept for every API port: stacks side by side
  // (a developer's, the browser suite's, Lighthouse's) each get their own SMTP port without a setting.
  const apiPort = options.port ?? 54321;
  const smtpPort = options.smtpPort ?? (apiPort === 0 ? 0 : apiPort + (DEFAULT_SMTP_PORT - 54321));
  let smtp: LocalSmtpServer;
  try {
    smtp = await startSmtpServer({ host, port: smtpPort, mailbox });
  } catch (e) {
    await database.close();
    if (memory) rmSync(dataDir, { recursive: true, force: true });
    // A second stack on another API port still asks for the default SMTP port: say which setting moves it.
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    throw new Error(`SMTP port ${smtpPort} is in use; set SUPABASE_LOCAL_SMTP_PORT (the smtpPort option) to another.`, {
      cause: e,
    });
  }
  const mailer = createMailer(smtp.url, options.mailFrom);
  const ctx: StackContext = { config, db, keys, mailer };

  const rest = await createRestService(ctx);
  const server = createServer(ctx, {
    rest,
    auth: createAuthService(ctx),
    storage: createStorageService(ctx),
    mailbox: { handle: (req, p) => handleMailbox(req, p, mailbox) },
  });
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
  try {
    await listen(options.port ?? 54321);
  } catch (e) {
    mailer.close();
    await smtp.stop();
    await database.close();
    if (memory) rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const { port } = server.address() as AddressInfo;
  config.url = `http://${host}:${port}`;

  let stopped = false;
  return {
    url: config.url,
    anonKey: keys.project.anonKey,
    serviceRoleKey: keys.project.serviceRoleKey,
    publishableKey: keys.project.publishableKey,
    secretKey: keys.project.secretKey,
    jwtSecret: keys.project.jwtSecret,
    mailboxUrl: `${config.url}/mailbox`,
    smtpUrl: smtp.url,
    databaseUrl: databaseUrl(db.connection),
    dataDir,
    migrations,
    dataIdentity: identity[0].id,
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
      mailer.close();
      await smtp.stop();
      await database.close();
      if (memory) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function databaseUrl({ socketDir, database }: DbConnection): string {
  return `postgresql://postgres@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}`;
}
