import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
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

/**
 * The embedded database. Postgres in WASM has a single connection, so every use goes through one queue:
 * no two transactions ever interleave, and each caller waits its turn without blocking the HTTP server.
 */
export class LocalDb {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(readonly pg: PGlite) {}

  /** Opens the database in dataDir, or in memory — from a snapshot made by dump() when one is given. */
  static async open(dataDir: string | undefined, snapshot?: Blob): Promise<LocalDb> {
    const extensions = { pgcrypto, pg_trgm, uuid_ossp };
    const pg = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions, loadDataDir: snapshot });
    await pg.waitReady;
    return new LocalDb(pg);
  }

  /** The whole data directory as a tarball, for LocalDb.open(undefined, snapshot). */
  dump(): Promise<Blob> {
    return this.exclusive(() => this.pg.dumpDataDir('none'));
  }

  /** Runs fn with the database to itself, outside any transaction. */
  exclusive<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => fn(wrap(this.pg)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Runs fn inside one transaction as the postgres superuser; rolls back when fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.pg.transaction((t) => fn(wrap(t))));
  }

  /**
   * Runs fn in one transaction as the request's role with its JWT claims set, exactly as PostgREST does,
   * so row-level-security policies decide what the request may see and change.
   */
  asRequest<T>(scope: RequestScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      if (scope.readOnly) await tx.exec('set transaction read only');
      const settings: Record<string, string> = {
        search_path: 'public, extensions',
        role: scope.role,
        'request.jwt.claims': JSON.stringify(scope.claims),
        ...scope.settings,
      };
      const names = Object.keys(settings);
      const calls = names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
      await tx.query(`select ${calls}`, names.flatMap((n) => [n, settings[n]]));
      return fn(tx);
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.exclusive((tx) => tx.query<T>(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.exclusive((tx) => tx.exec(sql));
  }

  async close(): Promise<void> {
    await this.queue;
    await this.pg.close();
  }
}

function wrap(conn: PGlite | Transaction): Tx {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const r = await conn.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0, fields: r.fields };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}
