import pg from 'pg';
import { PreparedStatements } from './prepared-statements';
import { literal } from './sql-literal';
import type { DbRole, JwtClaims } from './types';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

/** The stack's own sessions, as pg_stat_activity names them (the worker and tools connect under other names). */
const STACK_APPLICATION = 'supabase-local-stack';
/** How long close() lets running queries finish. */
const CLOSE_GRACE_MS = 3_000;

/** A connection handed to code that runs inside one transaction. */
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

export interface DbConnection {
  /** Directory of the server's Unix socket. */
  socketDir: string;
  database: string;
  /** Connections kept open for requests; default 10. */
  poolSize?: number;
}

const INT8 = 20;
const DATE = 1082;

/*
 * Rows come back as the services expect them: bigint as a number while it is exact (node-postgres gives a
 * string), and a date as its 'YYYY-MM-DD' text (node-postgres gives a local-midnight Date, which shifts the day
 * east of UTC). Everything PostgREST answers is rendered as JSON by Postgres itself and never goes through here.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => (Number.isSafeInteger(Number(value)) ? Number(value) : value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * The local stack's database: a pool of connections to a real PostgreSQL server, so requests run side by side.
 * Each request is one transaction, as PostgREST makes it: the role of its JWT, its claims in
 * `request.jwt.claims`, and the settings the role has in Postgres (Supabase gives `anon` and `authenticated`
 * their statement timeouts this way), so row-level security and timeouts are Postgres's own.
 */
export class LocalDb {
  private readonly pool: pg.Pool;
  private roleSettings = new Map<string, Record<string, string>>();
  private closed = false;

  constructor(readonly connection: DbConnection) {
    this.pool = new pg.Pool({
      host: connection.socketDir,
      database: connection.database,
      user: 'postgres',
      max: connection.poolSize ?? 10,
      application_name: STACK_APPLICATION,
      types,
    });
    // A connection the server drops while idle (a restart, pg_terminate_backend) must not take the stack down.
    this.pool.on('error', () => undefined);
  }

  /** Re-reads the per-role settings (`alter role … set …`) applied to each request, as PostgREST does on reload. */
  async loadRoleSettings(): Promise<void> {
    const { rows } = await this.query<{ role: string; config: string[] }>(
      `select r.rolname as role, s.setconfig as config
         from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by s.setdatabase`,
    );
    const settings = new Map<string, Record<string, string>>();
    for (const { role, config } of rows) {
      const own = settings.get(role) ?? {};
      for (const entry of config) {
        const i = entry.indexOf('=');
        if (i > 0) own[entry.slice(0, i)] = entry.slice(i + 1);
      }
      settings.set(role, own);
    }
    this.roleSettings = settings;
  }

  /** Runs fn inside one transaction as the postgres superuser; rolls back when fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.inTransaction('begin', fn);
  }

  /** Runs fn in one transaction as the request's role with its JWT claims, so RLS policies decide. */
  asRequest<T>(scope: RequestScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.inTransaction(this.requestPrologue(scope), fn);
  }

  /**
   * One statement as the request's role, in a transaction of its own that ends in `end`, all in one message to
   * the server: the common request (a read, a function call) costs one round trip instead of three.
   *
   * The statement runs as a prepared statement of the connection (PREPARE on its first use there, EXECUTE with
   * the parameters as literals after), so Postgres parses and plans a statement once per connection rather
   * than on every request: planning is most of the server's work for a read by key. Plans stay correct across
   * roles and schema changes, which Postgres tracks for prepared statements itself.
   */
  async requestStatement<T>(
    scope: RequestScope,
    sql: string,
    params: readonly string[],
    end: 'commit' | 'rollback',
  ): Promise<T[]> {
    const client = await this.connect();
    const prepared = this.preparedOf(client);
    const { setup, name } = prepared.use(sql);
    const execute = params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`;
    // Statements sent in one simple-protocol message run as one implicit transaction, ended by a commit after the
    // last; the settings are transaction-local, so they hold for the statement and vanish with it.
    const statements =
      end === 'commit'
        ? [`select ${this.settingCalls(scope)}`, ...setup, execute]
        : ['begin', `select ${this.settingCalls(scope)}`, ...setup, execute, 'set constraints all immediate', 'rollback'];
    let broken: Error | undefined;
    try {
      const results = (await client.query(`${statements.join('; ')};`)) as unknown as pg.QueryResult[];
      prepared.confirm(sql);
      return results[statements.indexOf(execute)].rows as T[];
    } catch (e) {
      // The rest of the message was skipped: an explicit transaction is left aborted, and which statements of
      // the message were prepared before the failure is unknown, so the connection forgets them all.
      await client
        .query(end === 'rollback' ? 'rollback; deallocate all' : 'deallocate all')
        .then(() => prepared.clear())
        .catch((cleanupError: Error) => {
          broken = cleanupError;
        });
      broken ??= isPgError(e) ? undefined : (e as Error);
      throw e;
    } finally {
      client.release(broken);
    }
  }

  private readonly preparedByClient = new WeakMap<pg.PoolClient, PreparedStatements>();

  private preparedOf(client: pg.PoolClient): PreparedStatements {
    let prepared = this.preparedByClient.get(client);
    if (!prepared) this.preparedByClient.set(client, (prepared = new PreparedStatements()));
    return prepared;
  }

  /** BEGIN and every setting of the request (read-only among them) in one batch. */
  private requestPrologue(scope: RequestScope): string {
    return `begin; select ${this.settingCalls(scope)};`;
  }

  /** The request's settings as set_config calls, transaction-local; values travel as quoted SQL literals. */
  private settingCalls(scope: RequestScope): string {
    const settings: Record<string, string> = {
      ...this.roleSettings.get(scope.role),
      search_path: 'public, extensions',
      ...(scope.readOnly ? { transaction_read_only: 'on' } : {}),
      role: scope.role,
      'request.jwt.claims': JSON.stringify(scope.claims),
      ...scope.settings,
    };
    return Object.entries(settings)
      .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
      .join(', ');
  }

  private async inTransaction<T>(beginSql: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.connect();
    const tx = wrap(client);
    let broken: Error | undefined;
    try {
      await client.query(beginSql);
      try {
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw e;
      }
    } catch (e) {
      broken ??= isPgError(e) ? undefined : (e as Error);
      throw e;
    } finally {
      // A connection that failed outside Postgres's own error handling is discarded, never reused.
      client.release(broken);
    }
  }

  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    const client = await this.connect();
    try {
      return await wrap(client).query<T>(sql, params);
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.query(sql);
  }

  private connect(): Promise<pg.PoolClient> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    return this.pool.connect();
  }

  /**
   * Waits a few seconds for running queries, then has the server end the stack's sessions that are still busy
   * (a request waiting on a lock, a client that never lets go), so a stop has an upper bound.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const ended = this.pool.end();
    const inTime = await Promise.race([
      ended.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_GRACE_MS).unref()),
    ]);
    if (inTime) return;
    const admin = new pg.Client({ host: this.connection.socketDir, database: this.connection.database, user: 'postgres' });
    try {
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
        [STACK_APPLICATION],
      );
    } finally {
      await admin.end().catch(() => undefined);
    }
    await ended;
  }
}

function wrap(client: pg.PoolClient): Tx {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0, fields: r.fields };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}
