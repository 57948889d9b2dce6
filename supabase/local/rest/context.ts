import type { LocalDb, RequestScope, Tx } from '../db';
import type { AcceptOptions } from './media-types';
import type { Preferences } from './preferences';
import type { RequestAuth } from './request';
import type { SchemaCache } from './schema-cache';
import type { StatementResult } from './statement';

/** Everything a REST action needs about the request it answers. */
export interface RestRequest {
  req: Request;
  method: string;
  /** What follows /rest/v1, e.g. `/posts` or `/rpc/fn`. */
  path: string;
  query: URLSearchParams;
  auth: RequestAuth;
  prefer: Preferences;
  accept: AcceptOptions;
  cache: SchemaCache;
  db: LocalDb;
}

/** The request's role and claims, and PostgREST's request settings. */
function requestScope(r: RestRequest, readOnly: boolean): RequestScope {
  const headers: Record<string, string> = {};
  r.req.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const settings: Record<string, string> = {
    'request.method': r.method,
    'request.path': r.path,
    'request.headers': JSON.stringify(headers),
  };
  if (r.prefer.timezone) settings.timezone = r.prefer.timezone;
  return { role: r.auth.role, claims: r.auth.claims, readOnly, settings };
}

/** Thrown out of the transaction to make asRequest roll it back; the result travels beside it. */
const ROLLBACK = new Error('rollback requested by Prefer: tx=rollback');

/**
 * Runs fn in a transaction as the request's role with PostgREST's request settings, so RLS applies. When the
 * request ends in a rollback (Prefer: tx=rollback, or db-tx-end), deferred constraints are checked first, as
 * PostgREST does, and fn's result is still returned.
 */
export async function runAsRequest<T>(r: RestRequest, readOnly: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let kept: { value: T } | undefined;
  try {
    return await r.db.asRequest(requestScope(r, readOnly), async (tx) => {
      const value = await fn(tx);
      if (!r.prefer.rollback) return value;
      await tx.exec('set constraints all immediate');
      kept = { value };
      throw ROLLBACK;
    });
  } catch (e) {
    if (e === ROLLBACK && kept) return kept.value;
    throw e;
  }
}

/**
 * One statement as the request, in one round trip to the server (see LocalDb.requestStatement): for requests
 * whose whole work is that statement and that need nothing of its result before the transaction ends.
 */
export async function runStatementAsRequest(
  r: RestRequest,
  readOnly: boolean,
  sql: string,
  params: string[],
): Promise<StatementResult> {
  const rows = await r.db.requestStatement<StatementResult>(
    requestScope(r, readOnly),
    sql,
    params,
    r.prefer.rollback ? 'rollback' : 'commit',
  );
  return rows[0];
}

export async function queryStatement(tx: Tx, sql: string, params: string[]): Promise<StatementResult> {
  const { rows } = await tx.query<StatementResult>(sql, params);
  return rows[0];
}
