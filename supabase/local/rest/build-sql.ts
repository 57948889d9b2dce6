import { notEmbedded, RestError } from './errors';
import type { Condition, Filter, OrderTerm } from './parse-filters';
import { outputName, type FieldRef } from './parse-select';
import { checkColumn, quoteIdent as q, type EmbedNode, type ReadNode } from './plan-read';

/** Collects values as $n parameters, so no request value is ever spliced into SQL text. */
export class SqlParams {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const BINARY_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};
const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** A Postgres array literal, every element quoted, for `= any($n)`. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export function fieldSql(node: ReadNode, field: FieldRef, p: SqlParams): string {
  let sql = `${q(node.alias)}.${q(checkColumn(node.relation, field))}`;
  for (const step of field.jsonPath) {
    sql +=
      typeof step.key === 'number' ? `${step.arrow}${p.add(String(step.key))}::int` : `${step.arrow}${p.add(step.key)}::text`;
  }
  return sql;
}

function likePattern(op: string, v: string): string {
  return op === 'like' || op === 'ilike' ? v.replace(/\*/g, '%') : v;
}

function filterSql(node: ReadNode, f: Filter, p: SqlParams): string {
  const embed = f.field.jsonPath.length === 0 && f.op === 'is' && f.value === 'null' ? findEmbed(node, f.field.name) : undefined;
  let sql: string;
  if (embed) {
    // `author=is.null` tests the embedded resource, not a column.
    sql = `not exists (select 1 ${fromWhere(embed, node, p)})`;
  } else {
    const lhs = fieldSql(node, f.field, p);
    const value = f.value;
    if (f.op === 'is') sql = `${lhs} ${IS_SQL[value as string]}`;
    else if (f.op === 'in') sql = `${lhs} = any(${p.add(arrayLiteral(value as string[]))})`;
    else if (f.quantifier) {
      const list = (value as string[]).map((v) => likePattern(f.op, v));
      sql = `${lhs} ${BINARY_OPS[f.op]} ${f.quantifier}(${p.add(arrayLiteral(list))})`;
    } else if (f.op in FTS_FUNCTIONS) {
      const lang = f.language ? `${p.add(f.language)}::regconfig, ` : '';
      sql = `${lhs} @@ ${FTS_FUNCTIONS[f.op]}(${lang}${p.add(value as string)})`;
    } else sql = `${lhs} ${BINARY_OPS[f.op]} ${p.add(likePattern(f.op, value as string))}`;
  }
  return f.negate ? `not (${sql})` : sql;
}

function findEmbed(node: ReadNode, name: string): EmbedNode | undefined {
  return node.embeds.find((e) => e.key === name);
}

export function conditionSql(node: ReadNode, c: Condition, p: SqlParams): string {
  if (c.kind === 'filter') return filterSql(node, c, p);
  const parts = c.children.map((child) => conditionSql(node, child, p));
  const sql = parts.length ? `(${parts.join(c.op === 'or' ? ' or ' : ' and ')})` : c.op === 'or' ? 'false' : 'true';
  return c.negate ? `not ${sql}` : sql;
}

/** Everything that restricts a node's rows: its own filters and the embeds it joins with `!inner`. */
export function whereParts(node: ReadNode, p: SqlParams): string[] {
  const parts = node.params.conditions.map((c) => conditionSql(node, c, p));
  for (const e of node.embeds) if (e.inner) parts.push(`exists (select 1 ${fromWhere(e, node, p)})`);
  return parts;
}

function joinConditions(child: EmbedNode, parent: ReadNode): string[] {
  const { rel } = child;
  if (!rel.junction) {
    return rel.targetColumns.map((col, i) => `${q(child.alias)}.${q(col)} = ${q(parent.alias)}.${q(rel.originColumns[i])}`);
  }
  const j = q(`${child.alias}_junction`);
  const links = [
    ...rel.junction.sourceColumns.map((col, i) => `${j}.${q(col)} = ${q(parent.alias)}.${q(rel.originColumns[i])}`),
    ...rel.junction.targetColumns.map((col, i) => `${j}.${q(col)} = ${q(child.alias)}.${q(rel.targetColumns[i])}`),
  ];
  return [`exists (select 1 from "public".${q(rel.junction.table)} as ${j} where ${links.join(' and ')})`];
}

function fromWhere(child: EmbedNode, parent: ReadNode, p: SqlParams): string {
  const join = joinConditions(child, parent);
  return `from ${child.from} as ${q(child.alias)} where ${[...join, ...whereParts(child, p)].join(' and ')}`;
}

/** `order=author(name)`: the embedded row's column, allowed only for to-one embeds as in PostgREST. */
function relatedOrderSql(node: ReadNode, relation: string, field: FieldRef, p: SqlParams): string {
  const embed = findEmbed(node, relation);
  if (!embed) throw notEmbedded(relation);
  if (!embed.toOne) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${relation}' is not possible`,
      `'${node.relation.name}' and '${relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return `(select ${fieldSql(embed, field, p)} ${fromWhere(embed, node, p)})`;
}

export function orderSql(node: ReadNode, terms: OrderTerm[] | undefined, p: SqlParams): string {
  if (!terms?.length) return '';
  const list = terms.map((t) => {
    const nulls = t.nulls ? ` nulls ${t.nulls}` : '';
    return `${t.relation ? relatedOrderSql(node, t.relation, t.field, p) : fieldSql(node, t.field, p)} ${t.desc ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${list.join(', ')}`;
}

export function rangeSql(limit: number | undefined, offset: number | undefined, p: SqlParams): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${p.add(String(limit))}`;
  if (offset) sql += ` offset ${p.add(String(offset))}`;
  return sql;
}

interface OutputColumn {
  expr: string;
  /** Output key; absent for `alias.*`. */
  name?: string;
}

/** The select list of a node: columns, stars, and one JSON-valued subquery per embed. */
export function selectList(node: ReadNode, p: SqlParams): string {
  return outputColumns(node, p)
    .map((c) => (c.name === undefined ? c.expr : `${c.expr} as ${q(c.name)}`))
    .join(', ');
}

function outputColumns(node: ReadNode, p: SqlParams, expandStar = false): OutputColumn[] {
  const out: OutputColumn[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') {
      if (!expandStar) out.push({ expr: `${q(node.alias)}.*` });
      else for (const col of node.relation.columnList) out.push({ expr: `${q(node.alias)}.${q(col.name)}`, name: col.name });
    } else if (item.kind === 'field') {
      const expr = fieldSql(node, item.field, p);
      // planRead replaced the cast with the quoted name of a type pg_type has.
      out.push({ expr: item.cast ? `(${expr})::${item.cast}` : expr, name: item.alias ?? outputName(item.field) });
    } else {
      const child = node.embeds[item.index];
      // An embed selecting nothing (`users()`) only joins, for `!inner` and filters; PostgREST leaves it out of rows.
      if (child.items.length > 0) out.push(...embedColumns(child, node, p));
    }
  }
  return out;
}

function embedColumns(child: EmbedNode, parent: ReadNode, p: SqlParams): OutputColumn[] {
  const row = q(`${child.alias}_row`);
  if (child.spread) {
    // A spread to-one embed lifts each of its columns into the parent, each a scalar subquery.
    return outputColumns(child, p, true).map((c) => ({
      expr: `(select ${c.expr} ${fromWhere(child, parent, p)})`,
      name: c.name,
    }));
  }
  if (child.toOne) {
    return [
      {
        expr: `(select row_to_json(${row}) from (select ${selectList(child, p)} ${fromWhere(child, parent, p)}) as ${row})`,
        name: child.key,
      },
    ];
  }
  const range = rangeSql(child.params.limit, child.params.offset, p);
  const inner = `select ${selectList(child, p)} ${fromWhere(child, parent, p)}${orderSql(child, child.params.order, p)}${range}`;
  return [{ expr: `coalesce((select json_agg(${row}) from (${inner}) as ${row}), '[]')`, name: child.key }];
}
