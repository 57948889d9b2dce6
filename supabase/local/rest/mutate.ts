import type { Tx } from '../db';
import { orderSql, rangeSql, SqlParams, whereParts } from './build-sql';
import { queryStatement, runAsRequest, type RestRequest } from './context';
import { columnNotFound, invalidBody, RestError } from './errors';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { planRead, quoteIdent as q, type ReadNode } from './plan-read';
import { assertSingular, contentRange, emptyResponse, jsonResponse } from './response';
import type { Relation } from './schema-cache';
import { buildReadStatement, type StatementResult } from './statement';

type Row = Record<string, unknown>;

async function readJsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkColumns(relation: Relation, columns: string[]): string[] {
  for (const c of columns) if (!relation.columns.has(c)) throw columnNotFound(relation.name, c);
  return columns;
}

/** The columns an insert writes: `columns=` when given, else the keys every payload object must share. */
function insertColumns(relation: Relation, rows: Row[], columnsParam: string[] | undefined): string[] {
  if (columnsParam) return checkColumns(relation, columnsParam);
  const keys = Object.keys(rows[0] ?? {});
  for (const row of rows) {
    const k = Object.keys(row);
    if (k.length !== keys.length || !k.every((x) => keys.includes(x))) throw invalidBody('All object keys must match');
  }
  return checkColumns(relation, keys);
}

function insertSql(r: RestRequest, relation: Relation, rows: Row[], columns: string[], onConflict: string[] | undefined, p: SqlParams): string {
  const target = `"public".${q(relation.name)}`;
  let sql = `insert into ${target} as ${q(relation.name)}`;
  if (columns.length === 0) {
    const first = q(relation.columnList[0].name);
    sql += rows.length === 1 ? ' default values' : ` (${first}) values ${rows.map(() => '(default)').join(', ')}`;
  } else if (r.prefer.missingDefault) {
    // Keys a row leaves out take the column default, which only a VALUES list can say.
    const values = rows.map((row) => {
      const param = p.add(JSON.stringify(row));
      const cells = columns.map((c) => (c in row ? `(json_populate_record(null::${target}, ${param}::json)).${q(c)}` : 'default'));
      return `(${cells.join(', ')})`;
    });
    sql += ` (${columns.map(q).join(', ')}) values ${values.join(', ')}`;
  } else {
    const list = columns.map(q).join(', ');
    sql += ` (${list}) select ${list} from json_populate_recordset(null::${target}, ${p.add(JSON.stringify(rows))}::json)`;
  }
  const resolution = r.prefer.resolution;
  const conflict = checkColumns(relation, onConflict ?? relation.pk);
  if (resolution && conflict.length) {
    const updates = columns.map((c) => `${q(c)} = excluded.${q(c)}`);
    const action = resolution === 'ignore-duplicates' || updates.length === 0 ? 'do nothing' : `do update set ${updates.join(', ')}`;
    sql += ` on conflict (${conflict.map(q).join(', ')}) ${action}`;
  }
  return sql;
}

/**
 * The WHERE of an update or delete. With limit/offset (PostgREST's limited update/delete) the rows are picked
 * first, in the requested order, and then changed by ctid, so a limit never widens into every matching row.
 */
function whereSql(filterNode: ReadNode, p: SqlParams): string {
  const parts = whereParts(filterNode, p);
  const where = parts.length ? ` where ${parts.join(' and ')}` : '';
  const { limit, offset, order } = filterNode.params;
  if (limit === undefined && !offset) return where;
  const alias = q(filterNode.alias);
  const picked = `select ${alias}.ctid from ${filterNode.from} as ${alias}${where}${orderSql(filterNode, order, p)}${rangeSql(limit, offset, p)}`;
  return ` where ${alias}.ctid in (${picked})`;
}

/** POST, PATCH and DELETE on a table or updatable view. */
export async function mutateRelation(r: RestRequest, relation: Relation): Promise<Response> {
  const query = parseQuery(r.query);
  const select = parseSelect(query.select ?? '*');
  const returned = planRead(r.cache, { relation, from: '"_m"', alias: relation.name }, select, query);
  // Root filters pick the rows to change; the rows returned are not filtered again.
  const filterNode: ReadNode = { ...returned, from: `"public".${q(relation.name)}`, embeds: [], items: [] };
  returned.params = { conditions: [] };
  const p = new SqlParams();
  let mutation: string;
  if (r.method === 'POST') {
    const body = await readJsonBody(r.req);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isRow)) throw invalidBody('All object keys must match');
    const columns = insertColumns(relation, rows, query.columns);
    if (rows.length === 0) return respond(r, { total: null, n: 0, body: '[]' });
    mutation = insertSql(r, relation, rows, columns, query.onConflict, p);
  } else if (r.method === 'PATCH') {
    const body = await readJsonBody(r.req);
    if (!isRow(body)) throw invalidBody('Empty or invalid json');
    const columns = checkColumns(relation, query.columns ?? Object.keys(body));
    if (columns.length === 0) return respond(r, { total: null, n: 0, body: '[]' });
    const target = `"public".${q(relation.name)}`;
    const sets = columns.map((c) => `${q(c)} = "_body".${q(c)}`).join(', ');
    mutation =
      `update ${target} as ${q(relation.name)} set ${sets} ` +
      `from json_populate_record(null::${target}, ${p.add(JSON.stringify(body))}::json) as "_body"${whereSql(filterNode, p)}`;
  } else {
    mutation = `delete from "public".${q(relation.name)} as ${q(relation.name)}${whereSql(filterNode, p)}`;
  }

  const representation = r.prefer.representation;
  const sql = representation
    ? buildReadStatement(
        returned,
        {
          ctes: [`"_m" as (${mutation} returning ${q(relation.name)}.*)`],
          count: false,
          singular: r.accept.singular,
          stripNulls: r.accept.stripNulls,
          order: false,
        },
        p,
      )
    : `with "_m" as (${mutation} returning 1) select null::int as total, count(*)::int as n, null::text as body from "_m"`;
  const result = await runAsRequest(r, false, async (tx: Tx) => {
    const res = await queryStatement(tx, sql, p.values);
    assertSingular(res, r.accept.singular);
    return res;
  });
  return respond(r, result);
}

function respond(r: RestRequest, result: StatementResult): Response {
  assertSingular(result, r.accept.singular);
  const total = r.prefer.count ? result.n : null;
  const headers: Record<string, string> = {
    'content-range': r.method === 'PATCH' ? contentRange(0, result.n - 1, total) : contentRange(1, 0, total),
  };
  if (r.prefer.applied.length) headers['preference-applied'] = r.prefer.applied.join(', ');
  const status = r.method === 'POST' ? 201 : r.prefer.representation ? 200 : 204;
  if (!r.prefer.representation) return emptyResponse(status, headers);
  return jsonResponse(result.body, { singular: r.accept.singular, status, headers });
}

export function unsupportedMethod(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}
