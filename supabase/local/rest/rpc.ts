import { parseJsonBounded } from '../json-depth';
import { rangeSql, SqlParams } from './build-sql';
import { queryStatement, runAsRequest, runStatementAsRequest, type RestRequest } from './context';
import { invalidBody, RestError } from './errors';
import { checkAcceptable } from './media-types';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { planRead, quoteIdent as q } from './plan-read';
import { checkStrict, preferenceApplied } from './preferences';
import { parseRangeHeader, topLevelRange } from './request';
import { assertSingular, contentRange, emptyResponse, pageResponse, withApplied } from './response';
import { bodyKind, findFunction, takesWholeBody, type BodyKind } from './rpc-resolve';
import type { Func } from './schema-cache';
import { bodySql, buildReadStatement } from './statement';

/** A POST body: its raw bytes for a single unnamed parameter, and the argument names PostgREST would see in it. */
interface Payload {
  raw: Uint8Array;
  keys: string[];
  args?: Record<string, unknown>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** PostgREST's payloadAttributes: an object's keys, the shared keys of an array of objects, or none. */
async function readPayload(req: Request, kind: BodyKind): Promise<Payload> {
  const raw = new Uint8Array(await req.arrayBuffer());
  if (kind === 'text' || kind === 'xml' || kind === 'bytea') return { raw, keys: [] };
  const text = new TextDecoder().decode(raw);
  if (text.trim() === '') return { raw, keys: [], args: {} };
  const parsed = parseJsonBounded(text);
  if (!parsed.ok) throw invalidBody('Empty or invalid json', parsed.tooDeep ? parsed.message : null);
  const body = parsed.value;
  if (isObject(body)) return { raw, keys: Object.keys(body), args: body };
  if (!Array.isArray(body) || body.length === 0) return { raw, keys: [] };
  const first = body[0] as unknown;
  if (!isObject(first)) throw invalidBody('All object keys must match');
  const keys = Object.keys(first).sort();
  const uniform = body.every((row: unknown) => isObject(row) && Object.keys(row).sort().join(',') === keys.join(','));
  if (!uniform) throw invalidBody('All object keys must match');
  return { raw, keys };
}

/** SQL calling fn: the whole body as its one unnamed argument, or named arguments typed by its signature. */
function callSql(
  fn: Func,
  args: Record<string, unknown> | undefined,
  payload: Payload | undefined,
  ctes: string[],
  p: SqlParams,
): string {
  if (payload && takesWholeBody(fn)) {
    // The type is one of json, jsonb, text, xml or bytea: the schema cache keeps no other unnamed parameter.
    const type = fn.args[0].type;
    const value =
      type === 'bytea'
        ? `decode(${p.add(Buffer.from(payload.raw).toString('base64'))}, 'base64')`
        : `${p.add(new TextDecoder().decode(payload.raw))}::${type}`;
    return `"public".${q(fn.name)}(${value})`;
  }
  if (!args) throw invalidBody('Empty or invalid json');
  const given = fn.args.filter((a) => a.name in args);
  if (given.length) {
    const defs = given.map((a) => `${q(a.name)} ${a.type}`).join(', ');
    ctes.push(`"_args" as (select * from json_to_record(${p.add(JSON.stringify(args))}::json) as "_a"(${defs}))`);
  }
  return `"public".${q(fn.name)}(${given.map((a) => `${q(a.name)} := (select ${q(a.name)} from "_args")`).join(', ')})`;
}

/** POST, GET and HEAD on /rpc/<name>: arguments by name, or the whole body for a single unnamed parameter. */
export async function callFunction(r: RestRequest, name: string): Promise<Response> {
  const isPost = r.method === 'POST';
  const kind = isPost ? bodyKind(r.req.headers) : 'json';
  const query = parseQuery(r.query, !isPost);
  const payload = isPost ? await readPayload(r.req, kind) : undefined;
  const keys = payload ? payload.keys : [...query.args.keys()];
  const fn = findFunction(r.cache.functions.get(name) ?? [], name, keys, isPost, kind);
  const p = new SqlParams();
  const ctes: string[] = [];
  const call = callSql(fn, payload ? payload.args : Object.fromEntries(query.args), payload, ctes, p);
  const withCtes = ctes.length ? `with ${ctes.join(', ')} ` : '';
  const readOnly = !isPost;
  const head = r.method === 'HEAD';
  const applied = preferenceApplied(r.prefer, 'call');
  const total = r.prefer.count ? '1' : 'null::int';

  if (fn.kind === 'void' || (fn.kind === 'scalar' && !fn.setof)) {
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    const sql = `${withCtes}select ${total} as total, 1 as n, to_json(${call})::text as body`;
    const result = await runStatementAsRequest(r, readOnly, sql, p.values);
    if (fn.kind === 'void')
      return emptyResponse(204, withApplied({ 'content-range': contentRange(0, 0, result.total) }, applied));
    // A scalar result is one row, so a count says 1 (PostgREST counts the rows of its call's CTE).
    return pageResponse(result, { offset: 0, contentType: r.accept.contentType, head, applied });
  }
  const range = topLevelRange(parseRangeHeader(r.req.headers), query.nodes.get('')?.limit, query.nodes.get('')?.offset);
  const singular = r.accept.singular || !fn.setof;
  let sql: string;
  if (fn.kind === 'scalar') {
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    const page = `select "_v" from ${call} as "_r"("_v")${rangeSql(range.limit, range.offset, p)}`;
    const count = r.prefer.count ? `(select count(*) from ${call} as "_r"("_v"))::int` : 'null::int';
    const body = bodySql('"_src"."_v"', { singular, stripNulls: false });
    sql = `with ${[...ctes, `"_src" as (${page})`].join(', ')} select ${count} as total, count(*)::int as n, ${body} as body from "_src"`;
  } else {
    const relation = fn.rowRelation;
    if (!relation) throw new RestError(500, 'PGRSTX00', `public.${name} returns rows of an unknown type`);
    const select = parseSelect(query.select ?? '*');
    ctes.push(`"_call" as materialized (select * from ${call} as "_c")`);
    const root = planRead(r.cache, { relation, from: '"_call"', alias: fn.name }, select, query);
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    const opts = { ctes, count: Boolean(r.prefer.count), singular, stripNulls: r.accept.stripNulls, order: true, ...range };
    sql = buildReadStatement(root, opts, p);
  }
  const result = await runAsRequest(r, readOnly, async (tx) => {
    const res = await queryStatement(tx, sql, p.values);
    assertSingular(res, r.accept.singular);
    return res;
  });
  return pageResponse(result, { offset: range.offset, contentType: r.accept.contentType, head, applied });
}
