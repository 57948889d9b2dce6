import { SqlParams } from './build-sql';
import { runStatementAsRequest, type RestRequest } from './context';
import { checkAcceptable } from './media-types';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { planRead, quoteIdent } from './plan-read';
import { checkStrict, preferenceApplied } from './preferences';
import { parseRangeHeader, topLevelRange } from './request';
import { assertSingular, pageResponse } from './response';
import type { Relation } from './schema-cache';
import { buildReadStatement } from './statement';

/** GET and HEAD on a table or view. */
export async function readRelation(r: RestRequest, relation: Relation): Promise<Response> {
  const query = parseQuery(r.query);
  const select = parseSelect(query.select ?? '*');
  const root = planRead(
    r.cache,
    { relation, from: `"public".${quoteIdent(relation.name)}`, alias: relation.name },
    select,
    query,
  );
  // PostgREST negotiates the media type before it looks at handling=strict for reads.
  checkAcceptable(r.accept);
  checkStrict(r.prefer);
  const range = topLevelRange(parseRangeHeader(r.req.headers), root.params.limit, root.params.offset);
  const p = new SqlParams();
  const sql = buildReadStatement(
    root,
    { count: Boolean(r.prefer.count), singular: r.accept.singular, stripNulls: r.accept.stripNulls, order: true, ...range },
    p,
  );
  // A read changes nothing, so a singular violation found after the transaction ended is as good as before.
  const result = await runStatementAsRequest(r, true, sql, p.values);
  assertSingular(result, r.accept.singular);
  return pageResponse(result, {
    offset: range.offset,
    contentType: r.accept.contentType,
    head: r.method === 'HEAD',
    applied: preferenceApplied(r.prefer, 'read'),
  });
}
