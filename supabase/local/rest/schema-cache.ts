import type { LocalDb } from '../db';

export interface Column {
  name: string;
  /** As format_type prints it, so it can be spliced into a column definition list. */
  type: string;
}

/** Something rows can be selected from: a table or view of `public`, or the row type a function returns. */
export interface Relation {
  name: string;
  columns: Map<string, Column>;
  columnList: Column[];
  pk: string[];
  uniques: string[][];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** The table linking both ends of a many-to-many relationship, and its columns pointing at each end. */
export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** Paired with the origin's originColumns. */
  sourceColumns: string[];
  /** Paired with the target's targetColumns. */
  targetColumns: string[];
}

/** A foreign key seen from one of its two ends (origin), or a pair of them through a junction table. */
export interface Relationship {
  constraint: string;
  origin: string;
  target: string;
  cardinality: Cardinality;
  /** Joined pairwise: target.targetColumns[i] = origin.originColumns[i]. */
  originColumns: string[];
  targetColumns: string[];
  /** Whether the foreign key is declared on the origin (many-to-one side). */
  fromOrigin: boolean;
  junction?: Junction;
}

export interface FuncArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Func {
  name: string;
  args: FuncArg[];
  setof: boolean;
  kind: 'void' | 'scalar' | 'composite';
  /** For composite results: the relation describing the returned rows (a public table when it is one). */
  rowRelation?: Relation;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  /** By origin relation name. */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, Func[]>;
  /** Type names a `::cast` in select may use, from pg_catalog, public and extensions. */
  types: Set<string>;
}

interface RawRelation {
  name: string;
  columns: Column[] | null;
  keys: { type: 'p' | 'u'; cols: string[] }[] | null;
}
interface RawForeignKey {
  name: string;
  table: string;
  ref_table: string;
  cols: string[];
  ref_cols: string[];
}
interface RawFunc {
  name: string;
  setof: boolean;
  is_void: boolean;
  ret_relation: string | null;
  ret_columns: Column[] | null;
  ndefaults: number;
  args: { name: string; type: string; mode: string }[] | null;
}

/** Names of the columns an int2vector of attribute numbers lists, in order. */
const keyColumns = (keys: string, attrel: string) =>
  `(select json_agg(a.attname order by x.i) from unnest(${keys}) with ordinality x(n, i)
     join pg_attribute a on a.attrelid = ${attrel} and a.attnum = x.n)`;

// One round trip: the whole public schema as JSON.
const INTROSPECT = `
select json_build_object(
  'relations', (
    select coalesce(json_agg(json_build_object(
      'name', c.relname,
      'columns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                  from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'keys', (select json_agg(json_build_object('type', k.contype, 'cols', ${keyColumns('k.conkey', 'k.conrelid')}))
               from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u'))
    )), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
  ),
  'foreign_keys', (
    select coalesce(json_agg(json_build_object(
      'name', k.conname, 'table', c1.relname, 'ref_table', c2.relname,
      'cols', ${keyColumns('k.conkey', 'k.conrelid')},
      'ref_cols', ${keyColumns('k.confkey', 'k.confrelid')}
    )), '[]')
    from pg_constraint k
    join pg_class c1 on c1.oid = k.conrelid join pg_namespace n1 on n1.oid = c1.relnamespace
    join pg_class c2 on c2.oid = k.confrelid join pg_namespace n2 on n2.oid = c2.relnamespace
    where k.contype = 'f' and n1.nspname = 'public' and n2.nspname = 'public'
  ),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'setof', p.proretset,
      'is_void', p.prorettype = 'void'::regtype,
      'ret_relation', (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
                       where rc.oid = rt.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'v', 'm', 'f', 'p')),
      'ret_columns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                      from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped),
      'ndefaults', p.pronargdefaults,
      'args', (select json_agg(json_build_object('name', coalesce(p.proargnames[x.i], ''), 'type', format_type(x.t, null),
                                                 'mode', coalesce(p.proargmodes[x.i], 'i')) order by x.i)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, i))
    )), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'
  ),
  'types', (
    select json_agg(t.typname) from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname in ('pg_catalog', 'public', 'extensions') and t.typtype in ('b', 'd', 'e', 'r', 'm') and t.typelem = 0
  )
)::text as schema`;

export function makeRelation(name: string, columns: Column[], pk: string[] = [], uniques: string[][] = []): Relation {
  return { name, columns: new Map(columns.map((c) => [c.name, c])), columnList: columns, pk, uniques };
}

export async function loadSchemaCache(db: LocalDb): Promise<SchemaCache> {
  const { rows } = await db.query<{ schema: string }>(INTROSPECT);
  const raw = JSON.parse(rows[0].schema) as {
    relations: RawRelation[];
    foreign_keys: RawForeignKey[];
    functions: RawFunc[];
    types: string[] | null;
  };

  const relations = new Map<string, Relation>();
  for (const r of raw.relations) {
    const keys = r.keys ?? [];
    const pk = keys.find((k) => k.type === 'p')?.cols ?? [];
    relations.set(r.name, makeRelation(r.name, r.columns ?? [], pk, keys.map((k) => k.cols)));
  }

  const relationships = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => {
    const list = relationships.get(rel.origin) ?? [];
    list.push(rel);
    relationships.set(rel.origin, list);
  };
  for (const fk of raw.foreign_keys) {
    // A foreign key whose columns are also unique makes the link one-to-one in both directions.
    const unique = (relations.get(fk.table)?.uniques ?? []).some((u) => sameSet(u, fk.cols));
    add({
      constraint: fk.name,
      origin: fk.table,
      target: fk.ref_table,
      cardinality: unique ? 'one-to-one' : 'many-to-one',
      originColumns: fk.cols,
      targetColumns: fk.ref_cols,
      fromOrigin: true,
    });
    add({
      constraint: fk.name,
      origin: fk.ref_table,
      target: fk.table,
      cardinality: unique ? 'one-to-one' : 'one-to-many',
      originColumns: fk.ref_cols,
      targetColumns: fk.cols,
      fromOrigin: false,
    });
  }

  addManyToMany(raw.foreign_keys, relations, add);

  const functions = new Map<string, Func[]>();
  for (const f of raw.functions) {
    const all = f.args ?? [];
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - f.ndefaults;
    const args = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault }));
    let kind: Func['kind'] = 'scalar';
    let rowRelation: Relation | undefined;
    if (f.is_void) kind = 'void';
    else if (f.ret_relation && relations.has(f.ret_relation)) {
      kind = 'composite';
      rowRelation = relations.get(f.ret_relation);
    } else if (f.ret_columns?.length) {
      kind = 'composite';
      rowRelation = makeRelation(f.name, f.ret_columns);
    } else if (outputs.length > 1 || (outputs.length === 1 && f.setof && all.some((a) => a.mode === 't'))) {
      kind = 'composite';
      rowRelation = makeRelation(f.name, outputs.map((o) => ({ name: o.name, type: o.type })));
    }
    const list = functions.get(f.name) ?? [];
    list.push({ name: f.name, args, setof: f.setof, kind, rowRelation });
    functions.set(f.name, list);
  }
  return { relations, relationships, functions, types: new Set(raw.types ?? []) };
}

/**
 * PostgREST's junction rule: a table with two foreign keys whose columns all belong to its primary key links the
 * two referenced tables many-to-many, in both directions.
 */
function addManyToMany(fks: RawForeignKey[], relations: Map<string, Relation>, add: (r: Relationship) => void): void {
  for (const fk1 of fks) {
    const pk = relations.get(fk1.table)?.pk ?? [];
    for (const fk2 of fks) {
      if (fk2 === fk1 || fk2.table !== fk1.table) continue;
      if (![...fk1.cols, ...fk2.cols].every((c) => pk.includes(c))) continue;
      add({
        constraint: fk1.name,
        origin: fk1.ref_table,
        target: fk2.ref_table,
        cardinality: 'many-to-many',
        originColumns: fk1.ref_cols,
        targetColumns: fk2.ref_cols,
        fromOrigin: false,
        junction: { table: fk1.table, constraint1: fk1.name, constraint2: fk2.name, sourceColumns: fk1.cols, targetColumns: fk2.cols },
      });
    }
  }
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
