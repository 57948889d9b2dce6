import type { Tx } from '../db';
import { parseJsonBounded } from '../json-depth';
import { SqlParams } from './build-sql';
import { runAsRequest, type RestRequest } from './context';
import { invalidBody, RestError } from './errors';
import { checkAcceptable } from './media-types';
import { checkColumns, insertColumns, insertSql, isRow, whereSql } from './mutate-sql';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { planRead, quoteIdent as q, type ReadNode } from './plan-read';
import { checkMaxAffected, checkStrict, preferenceApplied, type AppliedKind } from './preferences';
import { assertSingular, contentRange, emptyResponse, jsonResponse, withApplied } from './response';
import type { Relation } from './schema-cache';
import { buildReadStatement, type StatementResult } from './statement';

async function readJsonBody(req: Request): Promise<unknown> {
  const parsed = parseJsonBounded(await req.text());
  if (!parsed.ok) throw invalidBody('Empty or invalid json', parsed.tooDeep ? parsed.message : null);
  return parsed.value;
}

/** The mutation as SQL, and whether its RETURNING reports which rows were inserted rather than merged. */
interface Mutation {
  sql: string;
  tracksInserts: boolean;
}

/** Result of a mutation statement: `inserted` counts new rows of an upsert, null when not tracked. */
type MutationResult = StatementResult & { inserted: number | null };

const KINDS: Record<string, AppliedKind> = { POST: 'create', PATCH: 'update', DELETE: 'delete' };

/** POST, PATCH and DELETE on a table or updatable view. */
export async function mutateRelation(r: RestRequest, relation: Relation): Promise<Response> {
  const query = parseQuery(r.query);
  const select = parseSelect(query.select ?? '*');
  const returned = planRead(r.cache, { relation, from: '"_m"', alias: relation.name }, select, query);
  // Root filters pick the rows to change; the rows returned are not filtered again.
  const filterNode: ReadNode = { ...returned, from: `"public".${q(relation.name)}`, embeds: [], items: [] };
  returned.params = { conditions: [] };
  // PostgREST looks at handling=strict before it negotiates the media type of a write.
  checkStrict(r.prefer);
  checkAcceptable(r.accept);
  const p = new SqlParams();
  const conflict = r.method === 'POST' ? checkColumns(relation, query.onConflict ?? relation.pk) : [];
  let mutation: Mutation;
  if (r.method === 'POST') {
    const body = await readJsonBody(r.req);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isRow)) throw invalidBody('All object keys must match');
    const columns = insertColumns(relation, rows, query.columns);
    if (rows.length === 0) return respond(r, { total: null, n: 0, body: '[]', inserted: 0 }, conflict);
    // xmax is 0 only on a row this statement inserted, which tells inserts from merges; views have no xmax.
    const tracksInserts =
      r.prefer.resolution === 'merge-duplicates' && conflict.length > 0 && (relation.kind === 'r' || relation.kind === 'p');
    mutation = { sql: insertSql(r, relation, rows, columns, conflict, p), tracksInserts };
  } else if (r.method === 'PATCH') {
    const body = await readJsonBody(r.req);
    if (!isRow(body)) throw invalidBody('Empty or invalid json');
    const columns = checkColumns(relation, query.columns ?? Object.keys(body));
    if (columns.length === 0) return respond(r, { total: null, n: 0, body: '[]', inserted: null }, conflict);
    const target = `"public".${q(relation.name)}`;
    const sets = columns.map((c) => `${q(c)} = "_body".${q(c)}`).join(', ');
    const sql =
      `update ${target} as ${q(relation.name)} set ${sets} ` +
      `from json_populate_record(null::${target}, ${p.add(JSON.stringify(body))}::json) as "_body"${whereSql('PATCH', filterNode, p)}`;
    mutation = { sql, tracksInserts: false };
  } else {
    mutation = {
      sql: `delete from "public".${q(relation.name)} as ${q(relation.name)}${whereSql('DELETE', filterNode, p)}`,
      tracksInserts: false,
    };
  }

  const sql = statementSql(r, relation, returned, mutation, p);
  const result = await runAsRequest(r, false, async (tx: Tx) => {
    const { rows } = await tx.query<MutationResult>(sql, p.values);
    const res = rows[0];
    assertSingular(res, r.accept.singular);
    if (r.method !== 'POST') checkMaxAffected(r.prefer, res.n);
    return res;
  });
  return respond(r, result, conflict);
}

/** The mutation in a CTE, then the rows it returned rendered like a read, its row count and its insert count. */
function statementSql(r: RestRequest, relation: Relation, returned: ReadNode, m: Mutation, p: SqlParams): string {
  const alias = q(relation.name);
  const inserted = m.tracksInserts ? `(select count(*) filter (where "_inserted") from "_w")::int` : 'null::int';
  if (!r.prefer.representation) {
    const returning = m.tracksInserts ? `(${alias}.xmax = 0) as "_inserted"` : '1';
    return `with "_w" as (${m.sql} returning ${returning}) select null::int as total, count(*)::int as n, null::text as body, ${inserted} as inserted from "_w"`;
  }
  const columns = returnedColumns(relation, returned);
  const list = columns?.map((c) => `${alias}.${q(c)}`).join(', ');
  let ctes: string[];
  if (!m.tracksInserts) ctes = [`"_m" as (${m.sql} returning ${list ?? `${alias}.*`})`];
  else if (!columns)
    ctes = [
      `"_w" as (${m.sql} returning ${alias} as "_row", (${alias}.xmax = 0) as "_inserted")`,
      `"_m" as (select ("_w"."_row").* from "_w")`,
    ];
  else
    ctes = [
      `"_w" as (${m.sql} returning ${list}, (${alias}.xmax = 0) as "_inserted")`,
      `"_m" as (select ${columns.map(q).join(', ')} from "_w")`,
    ];
  return buildReadStatement(
    returned,
    {
      ctes,
      count: false,
      singular: r.accept.singular,
      stripNulls: r.accept.stripNulls,
      order: false,
      extraColumns: [`${inserted} as inserted`],
    },
    p,
  );
}

/**
 * What RETURNING asks for, as PostgREST's inferColsEmbedNeeds: everything when the root select has a star, else
 * the selected columns, the key and the columns embeds join on (null = all). Returning only these matters on a
 * table with column privileges: `returning *` would need SELECT on columns the caller may not read (42501).
 */
function returnedColumns(relation: Relation, returned: ReadNode): string[] | null {
  if (returned.items.some((i) => i.kind === 'star')) return null;
  const columns = new Set<string>(relation.pk);
  for (const item of returned.items) if (item.kind === 'field') columns.add(item.field.name);
  for (const embed of returned.embeds) for (const c of embed.rel.originColumns) columns.add(c);
  if (columns.size === 0) return null;
  return [...columns];
}

function respond(r: RestRequest, result: MutationResult, conflict: string[]): Response {
  assertSingular(result, r.accept.singular);
  const total = r.prefer.count ? result.n : null;
  const range = r.method === 'PATCH' ? contentRange(0, result.n - 1, total) : contentRange(1, 0, total);
  // Resolution is reported only when there was a key to resolve conflicts on.
  const applied = preferenceApplied(r.prefer, KINDS[r.method], { resolution: conflict.length > 0 });
  const headers = withApplied({ 'content-range': range }, applied);
  let status = r.prefer.representation ? 200 : 204;
  if (r.method === 'POST') {
    // An upsert whose every row merged into an existing one created nothing (Response.hs isInsertIfGTZero).
    const merged = r.prefer.resolution === 'merge-duplicates' && result.inserted !== null && result.inserted <= 0;
    status = merged ? 200 : 201;
  }
  if (!r.prefer.representation) return emptyResponse(status, headers);
  return jsonResponse(result.body, { contentType: r.accept.contentType, status, headers });
}

export function unsupportedMethod(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}
