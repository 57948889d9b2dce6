import { SqlParams } from './build-sql';
import { countApplied, queryStatement, runAsRequest, type RestRequest } from './context';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { planRead, quoteIdent } from './plan-read';
import { parseRangeHeader, topLevelRange } from './request';
import { assertSingular, pageResponse } from './response';
import type { Relation } from './schema-cache';
import { buildReadStatement } from './statement';

/** GET and HEAD on a table or view. */
export async function readRelation(r: RestRequest, relation: Relation): Promise<Response> {
  const query = parseQuery(r.query);
  const select = parseSelect(query.select ?? '*');
  const root = planRead(r.cache, { relation, from: `"public".${quoteIdent(relation.name)}`, alias: relation.name }, select, query);
  const range = topLevelRange(parseRangeHeader(r.req.headers), root.params.limit, root.params.offset);
  const p = new SqlParams();
  const sql = buildReadStatement(
    root,
    { count: r.prefer.count, singular: r.accept.singular, stripNulls: r.accept.stripNulls, order: true, ...range },
    p,
  );
  const result = await runAsRequest(r, true, (tx) => queryStatement(tx, sql, p.values));
  assertSingular(result, r.accept.singular);
  return pageResponse(result, { offset: range.offset, singular: r.accept.singular, head: r.method === 'HEAD', preferApplied: countApplied(r) });
}
