import type { LoadResult } from './load';

/** What a row is held to on the reference 2-core machine (issue 13). */
export type Target =
  | { kind: 'ceiling' }
  /** Requests per second at least this share of the static file's. */
  | { kind: 'share-of-ceiling'; share: number }
  | { kind: 'p95-at-most'; ms: number }
  | { kind: 'rps-at-least'; rps: number }
  | { kind: 'p50-at-most'; ms: number };

export interface Row {
  name: string;
  clients: number;
  /** Bytes of the response body, uncompressed (one request). */
  bytes: number;
  result: LoadResult;
  target: Target;
}

export function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'ceiling':
      return 'ceiling';
    case 'share-of-ceiling':
      return `≥ ${target.share} × ceiling`;
    case 'p95-at-most':
      return `p95 ≤ ${target.ms} ms`;
    case 'rps-at-least':
      return `≥ ${target.rps} req/s`;
    case 'p50-at-most':
      return `p50 ≤ ${target.ms} ms`;
  }
}

/** Whether a row meets its target; null for the ceiling itself. */
export function meets(row: Row, ceilingRps: number): boolean | null {
  const { target, result } = row;
  switch (target.kind) {
    case 'ceiling':
      return null;
    case 'share-of-ceiling':
      return result.rps >= target.share * ceilingRps;
    case 'p95-at-most':
      return result.p95 <= target.ms;
    case 'rps-at-least':
      return result.rps >= target.rps;
    case 'p50-at-most':
      return result.p50 <= target.ms;
  }
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** The markdown table: one line per row, its figures and its target with pass or fail. */
export function markdownTable(rows: readonly Row[]): string {
  const ceiling = rows.find((r) => r.target.kind === 'ceiling')?.result.rps ?? NaN;
  const lines = rows.map((row) => {
    const ok = meets(row, ceiling);
    const share = row.target.kind === 'share-of-ceiling' ? ` (${(row.result.rps / ceiling).toFixed(2)})` : '';
    const verdict = ok === null ? '' : ok ? 'pass' : '**fail**';
    const r = row.result;
    return `| ${row.name} | ${row.clients} | ${Math.round(r.rps)}${share} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${kb(row.bytes)} | ${describeTarget(row.target)} | ${verdict} |`;
  });
  return [
    '| Request | Clients | Req/s | p50 (ms) | p95 (ms) | p99 (ms) | KiB | Target | Result |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...lines,
  ].join('\n');
}

/** Rows that miss their target. */
export function misses(rows: readonly Row[]): Row[] {
  const ceiling = rows.find((r) => r.target.kind === 'ceiling')?.result.rps ?? NaN;
  return rows.filter((r) => meets(r, ceiling) === false);
}
