import { orderSql, rangeSql, selectList, whereParts, type SqlParams } from './build-sql';
import { quoteIdent as q, type ReadNode } from './plan-read';

export interface ReadOptions {
  /** CTEs the read's `from` refers to (function calls, mutations). */
  ctes?: string[];
  count: boolean;
  singular: boolean;
  stripNulls: boolean;
  order: boolean;
  limit?: number;
  offset?: number;
  /** More output columns of the statement's single row, e.g. a mutation's insert count. */
  extraColumns?: string[];
}

/** Row of every statement: total only when counted, n rows in the page, body the JSON text Postgres produced. */
export interface StatementResult {
  total: number | null;
  n: number;
  body: string | null;
}

/**
 * The whole read in one statement, shaped like PostgREST's: the page in a CTE, then its size, the total count and
 * the JSON body, which Postgres renders so numbers, timestamps and jsonb come out exactly as PostgREST's do.
 */
export function buildReadStatement(root: ReadNode, opts: ReadOptions, p: SqlParams): string {
  const where = whereParts(root, p);
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const from = `from ${root.from} as ${q(root.alias)}${whereSql}`;
  const page =
    `select ${selectList(root, p)} ${from}` +
    (opts.order ? orderSql(root, root.params.order, p) : '') +
    rangeSql(opts.limit, opts.offset, p);
  const total = opts.count ? `(select count(*) ${from})::int` : 'null::int';
  const ctes = [...(opts.ctes ?? []), `"_src" as (${page})`];
  const extra = (opts.extraColumns ?? []).map((c) => `, ${c}`).join('');
  return `with ${ctes.join(', ')} select ${total} as total, count(*)::int as n, ${bodySql('"_src"', opts)} as body${extra} from "_src"`;
}

export function bodySql(rows: string, opts: { singular: boolean; stripNulls: boolean }): string {
  const agg = opts.singular ? `json_agg(${rows})->0` : `coalesce(json_agg(${rows}), '[]')`;
  return opts.stripNulls ? `json_strip_nulls(${agg})::text` : `(${agg})::text`;
}
