import type { LocalDb, Tx } from '../db';
import type { AcceptOptions, Preferences, RequestAuth } from './request';
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

/** Runs fn in a transaction as the request's role with PostgREST's request settings, so RLS applies. */
export function runAsRequest<T>(r: RestRequest, readOnly: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const headers: Record<string, string> = {};
  r.req.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return r.db.asRequest(
    {
      role: r.auth.role,
      claims: r.auth.claims,
      readOnly,
      settings: { 'request.method': r.method, 'request.path': r.path, 'request.headers': JSON.stringify(headers) },
    },
    fn,
  );
}

export async function queryStatement(tx: Tx, sql: string, params: string[]): Promise<StatementResult> {
  const { rows } = await tx.query<StatementResult>(sql, params);
  return rows[0];
}

/** The count preference as PostgREST echoes it in Preference-Applied. */
export function countApplied(r: RestRequest): string[] {
  return r.prefer.applied.filter((v) => v.startsWith('count='));
}
