import { textResponse } from '../text-body';
import { RestError, singularity } from './errors';
import type { StatementResult } from './statement';

/** PostgREST's Content-Range: `lower-upper/total`, `*` for an empty page or an unknown total. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 416 past the end, 206 for a partial page of a counted result, else 200 (RangeQuery.rangeStatus). */
export function rangeStatus(lower: number, upper: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  if (1 + upper - lower < total) return 206;
  return 200;
}

export function outOfRange(offset: number, total: number | null): RestError {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`,
  );
}

/** Throws PGRST116 unless exactly one row came back; called inside the transaction so a mutation rolls back. */
export function assertSingular(result: StatementResult, singular: boolean): void {
  if (singular && result.n !== 1) throw singularity(result.n);
}

export interface BodyOptions {
  /** The negotiated media type (media-types.ts). */
  contentType: string;
  status: number;
  headers: Record<string, string>;
}

export function jsonResponse(body: string | null, opts: BodyOptions): Response {
  return textResponse(body ?? '', { status: opts.status, headers: { 'content-type': opts.contentType, ...opts.headers } });
}

/** Headers with Preference-Applied added when any preference was honoured. */
export function withApplied(headers: Record<string, string>, applied: string | undefined): Record<string, string> {
  return applied ? { ...headers, 'preference-applied': applied } : headers;
}

export function emptyResponse(status: number, headers: Record<string, string>): Response {
  return new Response(null, { status, headers });
}

/** The response to a read of a table, view or set-returning function. */
export function pageResponse(
  result: StatementResult,
  opts: { offset: number; contentType: string; head: boolean; applied: string | undefined },
): Response {
  const lower = opts.offset;
  const upper = lower + result.n - 1;
  const status = rangeStatus(lower, upper, result.total);
  if (status === 416) throw outOfRange(lower, result.total);
  const headers = withApplied({ 'content-range': contentRange(lower, upper, result.total) }, opts.applied);
  return jsonResponse(opts.head ? null : result.body, { contentType: opts.contentType, status, headers });
}
