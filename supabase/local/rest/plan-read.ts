import { notEmbedded, RestError, tableNotFound, undefinedColumn } from './errors';
import type { NodeParams, ParsedQuery } from './parse-query';
import type { FieldRef, SelectItem } from './parse-select';
import { findRelationship, isToOne } from './relationships';
import type { Relation, Relationship, SchemaCache } from './schema-cache';

/** One level of a read: where rows come from and what of them is output, filtered and ordered. */
export interface ReadNode {
  relation: Relation;
  /** SQL the rows are read from (trusted: a quoted catalog name or an internal CTE). */
  from: string;
  /** Alias of `from` in the SQL. */
  alias: string;
  /** Plain columns and stars, in select order; embeds are interleaved through `order`. */
  items: OutputItem[];
  embeds: EmbedNode[];
  params: NodeParams;
}

export type OutputItem = Extract<SelectItem, { kind: 'star' | 'field' }> | { kind: 'embed'; index: number };

export interface EmbedNode extends ReadNode {
  /** The key it gets in the parent's JSON, also the name filters use (`key.col=eq.1`). */
  key: string;
  rel: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Checks a column against the schema cache and returns it, so only known names reach SQL. */
export function checkColumn(relation: Relation, field: FieldRef): string {
  if (!relation.columns.has(field.name)) throw undefinedColumn(relation.name, field.name);
  return field.name;
}

/** SQL's own spellings of built-in types, which pg_type knows by their internal names. */
const TYPE_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  boolean: 'bool',
  decimal: 'numeric',
  'character varying': 'varchar',
  character: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
};

/** A `::type` of the select parameter as quoted SQL, once the type is known to exist. */
function castSql(cache: SchemaCache, cast: string): string {
  const array = cast.endsWith('[]');
  const name = cast
    .slice(0, array ? -2 : undefined)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const typname = TYPE_ALIASES[name] ?? name;
  if (!cache.types.has(typname)) throw new RestError(400, '42704', `type "${name}" does not exist`);
  return `${quoteIdent(typname)}${array ? '[]' : ''}`;
}

/**
 * PostgREST joins each embed as `<parent>_<name>_<depth>`, so two embeds of one parent under the same name make
 * Postgres refuse the query with 42712; the same error is given here before any SQL runs.
 */
function duplicateEmbed(parent: string, name: string, depth: number): RestError {
  return new RestError(400, '42712', `table name "${parent}_${name}_${depth}" specified more than once`);
}

interface PlanContext {
  cache: SchemaCache;
  query: ParsedQuery;
  used: Set<string>;
  aliasCount: number;
}

/** Resolves a parsed select against the schema cache into a tree of nodes, attaching each node's query params. */
export function planRead(
  cache: SchemaCache,
  root: { relation: Relation; from: string; alias: string },
  select: SelectItem[],
  query: ParsedQuery,
): ReadNode {
  const ctx: PlanContext = { cache, query, used: new Set(), aliasCount: 0 };
  const node = buildNode(ctx, root.relation, root.from, root.alias, select, []);
  for (const path of query.nodes.keys()) {
    if (!ctx.used.has(path)) {
      throw notEmbedded(path.split('.').pop() ?? path);
    }
  }
  return node;
}

function buildNode(
  ctx: PlanContext,
  relation: Relation,
  from: string,
  alias: string,
  select: SelectItem[],
  path: string[],
): ReadNode {
  const key = path.join('.');
  ctx.used.add(key);
  const node: ReadNode = {
    relation,
    from,
    alias,
    items: [],
    embeds: [],
    params: ctx.query.nodes.get(key) ?? { conditions: [] },
  };
  const embedNames = new Set<string>();
  for (const item of select) {
    if (item.kind !== 'embed') {
      if (item.kind === 'field') {
        checkColumn(relation, item.field);
        node.items.push(item.cast === undefined ? item : { ...item, cast: castSql(ctx.cache, item.cast) });
      } else node.items.push(item);
      continue;
    }
    const rel = findRelationship(ctx.cache, relation.name, item.target, item.hint);
    const target = ctx.cache.relations.get(rel.target);
    if (!target) throw tableNotFound(rel.target);
    const name = item.alias ?? item.target;
    if (embedNames.has(name)) throw duplicateEmbed(relation.name, name, path.length + 1);
    embedNames.add(name);
    const toOne = isToOne(rel);
    if (item.spread && !toOne) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${name}' is not possible`,
        `'${relation.name}' and '${name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    ctx.aliasCount += 1;
    const child = buildNode(ctx, target, `"public".${quoteIdent(target.name)}`, `${target.name}_${ctx.aliasCount}`, item.select, [
      ...path,
      name,
    ]);
    node.items.push({ kind: 'embed', index: node.embeds.length });
    node.embeds.push({ ...child, key: name, rel, toOne, inner: item.inner, spread: item.spread });
  }
  return node;
}
