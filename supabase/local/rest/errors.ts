import { isPgError } from '../db';
import type { DbRole } from '../types';

export interface ErrorBody {
  code: string;
  details: unknown;
  hint: unknown;
  message: string;
}

/** A PostgREST error: the JSON body, its HTTP status and any extra headers. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: a query parameter PostgREST's parser would reject. */
export function badParam(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

/** What Postgres itself says for an unknown column; we check before Postgres sees the query, so we say it. */
export function undefinedColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function tableNotFound(name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

export function singularity(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

export function notEmbedded(name: string): RestError {
  const hint = `Verify that '${name}' is included in the 'select' query parameter.`;
  return new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, hint);
}

/** PGRST102; `details` says why when the reason is ours (over-deep JSON) rather than a plain syntax error. */
export function invalidBody(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details);
}

/** mapSQLtoHTTP from PostgREST's Error.hs, reduced to the SQLSTATE classes Postgres in WASM can raise. */
export function statusForSqlState(code: string, message: string, role: DbRole): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P17') return 500;
  if (code === '42P01') return 404;
  if (code === '42883') return 404;
  if (code === 'P0001') return 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code.startsWith('PT')) {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53' || code === '57P01') return code === '53400' ? 500 : 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) return 500;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  return 400;
}

/** Turns anything thrown while serving a request into PostgREST's error response fields. */
export function toRestError(e: unknown, role: DbRole): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) {
    const status = statusForSqlState(e.code, e.message, role);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers);
  }
  console.error('[local-stack] rest: unexpected error', e);
  return new RestError(500, 'PGRSTX00', e instanceof Error ? e.message : String(e));
}

export function errorResponse(err: RestError): Response {
  return new Response(JSON.stringify(err.body()), {
    status: err.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...err.headers },
  });
}
