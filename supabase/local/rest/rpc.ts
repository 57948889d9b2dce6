import { rangeSql, SqlParams } from './build-sql';
import { queryStatement, runAsRequest, type RestRequest } from './context';
import { invalidBody, RestError } from './errors';
import { checkAcceptable } from './media-types';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { planRead, quoteIdent as q } from './plan-read';
import { checkStrict, preferenceApplied } from './preferences';
import { parseRangeHeader, topLevelRange } from './request';
import { assertSingular, emptyResponse, jsonResponse, pageResponse, withApplied } from './response';
import type { Func } from './schema-cache';
import { bodySql, buildReadStatement } from './statement';

function noFunction(r: RestRequest, name: string, keys: string[], candidates: Func[]): RestError {
  const post = r.method === 'POST';
  const withParams = keys.length ? `(${keys.join(', ')})` : ' without parameters';
  const searched = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters';
  const suggestion = candidates[0] ? `Perhaps you meant to call the function public.${name}(${candidates[0].args.map((a) => a.name).sort().join(', ')})` : null;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${withParams} in the schema cache`,
    `Searched for the function public.${name}${searched}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion,
  );
}

/** The overload whose named parameters cover the given keys and whose required ones the keys cover. */
function pickFunction(candidates: Func[], keys: string[]): Func | undefined {
  const matches = candidates.filter((f) => {
    const names = new Set(f.args.map((a) => a.name));
    return keys.every((k) => names.has(k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
  return matches.sort((a, b) => a.args.length - b.args.length)[0];
}

async function postArgs(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody('Empty or invalid json');
  return body as Record<string, unknown>;
}

/** POST, GET and HEAD on /rpc/<name>: named arguments, typed by the function's own signature. */
export async function callFunction(r: RestRequest, name: string): Promise<Response> {
  const candidates = r.cache.functions.get(name) ?? [];
  const argNames = new Set(candidates.flatMap((f) => f.args.map((a) => a.name)));
  const isPost = r.method === 'POST';
  const query = parseQuery(r.query, isPost ? undefined : argNames);
  const args: Record<string, unknown> = isPost ? await postArgs(r.req) : Object.fromEntries(query.args);
  const keys = Object.keys(args).sort();
  const fn = pickFunction(candidates, keys);
  if (!fn) throw noFunction(r, name, keys, candidates);

  const p = new SqlParams();
  const given = fn.args.filter((a) => a.name in args);
  const ctes: string[] = [];
  if (given.length) {
    const defs = given.map((a) => `${q(a.name)} ${a.type}`).join(', ');
    ctes.push(`"_args" as (select * from json_to_record(${p.add(JSON.stringify(args))}::json) as "_a"(${defs}))`);
  }
  const call = `"public".${q(fn.name)}(${given.map((a) => `${q(a.name)} := (select ${q(a.name)} from "_args")`).join(', ')})`;
  const withCtes = ctes.length ? `with ${ctes.join(', ')} ` : '';
  const readOnly = !isPost;
  const head = r.method === 'HEAD';
  const applied = preferenceApplied(r.prefer, 'call');

  if (fn.kind === 'void') {
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    await runAsRequest(r, readOnly, (tx) => tx.query(`${withCtes}select 1 from (select ${call}) as "_v"`, p.values));
    return emptyResponse(204, withApplied({}, applied));
  }
  const range = topLevelRange(parseRangeHeader(r.req.headers), query.nodes.get('')?.limit, query.nodes.get('')?.offset);
  if (fn.kind === 'scalar' && !fn.setof) {
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    const sql = `${withCtes}select null::int as total, 1 as n, to_json(${call})::text as body`;
    const result = await runAsRequest(r, readOnly, (tx) => queryStatement(tx, sql, p.values));
    const headers = withApplied({ 'content-range': '0-0/*' }, applied);
    return jsonResponse(head ? null : result.body, { contentType: r.accept.contentType, status: 200, headers });
  }
  const singular = r.accept.singular || !fn.setof;
  let sql: string;
  if (fn.kind === 'scalar') {
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    const page = `select "_v" from ${call} as "_r"("_v")${rangeSql(range.limit, range.offset, p)}`;
    const total = r.prefer.count ? `(select count(*) from ${call} as "_r"("_v"))::int` : 'null::int';
    const body = bodySql('"_src"."_v"', { singular, stripNulls: false });
    sql = `with ${[...ctes, `"_src" as (${page})`].join(', ')} select ${total} as total, count(*)::int as n, ${body} as body from "_src"`;
  } else {
    const relation = fn.rowRelation;
    if (!relation) throw new RestError(500, 'PGRSTX00', `public.${name} returns rows of an unknown type`);
    const select = parseSelect(query.select ?? '*');
    ctes.push(`"_call" as materialized (select * from ${call} as "_c")`);
    const root = planRead(r.cache, { relation, from: '"_call"', alias: fn.name }, select, query);
    checkAcceptable(r.accept);
    checkStrict(r.prefer);
    sql = buildReadStatement(
      root,
      { ctes, count: Boolean(r.prefer.count), singular, stripNulls: r.accept.stripNulls, order: true, ...range },
      p,
    );
  }
  const result = await runAsRequest(r, readOnly, async (tx) => {
    const res = await queryStatement(tx, sql, p.values);
    assertSingular(res, r.accept.singular);
    return res;
  });
  return pageResponse(result, { offset: range.offset, contentType: r.accept.contentType, head, applied });
}
