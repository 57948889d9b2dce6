import { Worker } from 'node:worker_threads';
import type { DbRole, JwtClaims } from './types';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

/** A connection handed to code that holds the database exclusively. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
}

/** Error raised by Postgres, with the fields PostgREST and GoTrue report. */
export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string';
}

export interface RequestScope {
  role: DbRole;
  claims: JwtClaims;
  readOnly?: boolean;
  /** Extra transaction-local settings, e.g. request.method, request.path, request.headers. */
  settings?: Record<string, string>;
}

type WorkerReply = { id: number; result?: unknown; error?: Record<string, unknown> };
type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

/**
 * The embedded database. Postgres runs in a worker thread with a single connection, so every use goes through
 * one queue here: no two transactions ever interleave, each caller waits its turn, and the HTTP server on the
 * main thread keeps accepting requests while a slow query runs.
 */
export class LocalDb {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (reply.error) p.reject(toError(reply.error));
      else p.resolve(reply.result);
    });
    worker.on('error', (e) => this.failAll(e));
    worker.on('exit', (code) => this.failAll(new Error(`database worker exited with code ${code}`)));
  }

  /** Opens the database in dataDir, or in memory — from a snapshot made by dump() when one is given. */
  static async open(dataDir: string | undefined, snapshot?: Blob): Promise<LocalDb> {
    const snapshotBytes = snapshot ? new Uint8Array(await snapshot.arrayBuffer()) : undefined;
    const worker = new Worker(new URL('./db-worker.mjs', import.meta.url), {
      workerData: { dataDir, snapshot: snapshotBytes },
      transferList: snapshotBytes ? [snapshotBytes.buffer as ArrayBuffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready: boolean; error?: Record<string, unknown> }) =>
        m.ready ? resolve() : reject(toError(m.error ?? {})),
      );
      worker.once('error', reject);
    });
    return new LocalDb(worker);
  }

  private call<T>(op: string, payload: Record<string, unknown> = {}): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...payload });
    });
  }

  private failAll(e: Error) {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  private readonly conn: Tx = {
    query: <T>(sql: string, params?: unknown[]) => this.call<QueryResult<T>>('query', { sql, params }),
    exec: async (sql: string) => {
      await this.call('exec', { sql });
    },
  };

  /** Runs fn with the database to itself, outside any transaction. */
  exclusive<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => fn(this.conn));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Runs fn inside one transaction as the postgres superuser; rolls back when fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.inTransaction('begin', fn);
  }

  /**
   * Runs fn in one transaction as the request's role with its JWT claims set, exactly as PostgREST does,
   * so row-level-security policies decide what the request may see and change.
   */
  asRequest<T>(scope: RequestScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const settings: Record<string, string> = {
      search_path: 'public, extensions',
      role: scope.role,
      'request.jwt.claims': JSON.stringify(scope.claims),
      ...(scope.readOnly ? { transaction_read_only: 'on' } : {}),
      ...scope.settings,
    };
    // One batch with BEGIN saves worker round trips on every request; values travel as quoted SQL literals.
    const calls = Object.entries(settings)
      .map(([name, value]) => `set_config(${quoteLiteral(name)}, ${quoteLiteral(value)}, true)`)
      .join(', ');
    return this.inTransaction(`begin; select ${calls};`, fn);
  }

  private inTransaction<T>(beginSql: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(async (tx) => {
      await tx.exec(beginSql);
      try {
        const result = await fn(tx);
        await tx.exec('commit');
        return result;
      } catch (e) {
        await tx.exec('rollback');
        throw e;
      }
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.exclusive((tx) => tx.query<T>(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.exclusive((tx) => tx.exec(sql));
  }

  /** The whole data directory as a tarball, for LocalDb.open(undefined, snapshot). */
  dump(): Promise<Blob> {
    return this.exclusive(async () => new Blob([await this.call<Uint8Array<ArrayBuffer>>('dump')]));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.queue;
    await this.call('close');
    this.closed = true;
    await this.worker.terminate();
  }
}

/** A SQL string literal; standard_conforming_strings is on, so only quotes need doubling. NUL is refused. */
function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('NUL character in a setting value');
  return `'${value.replace(/'/g, "''")}'`;
}

function toError(fields: Record<string, unknown>): Error {
  const e = new Error(String(fields.message ?? 'database error'));
  Object.assign(e, fields);
  return e;
}
