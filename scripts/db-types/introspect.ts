/**
 * Reads a schema's tables, views, columns, foreign keys, functions and types from the Postgres catalogs into
 * the plain model render.ts turns into TypeScript. It asks the same questions the Supabase CLI's generator
 * (postgres-meta) asks, with catalog queries that work on any PostgreSQL 15+ as a superuser.
 */
import type {
  ArgMode,
  ColumnModel,
  CompositeTypeModel,
  EnumModel,
  FunctionArgModel,
  FunctionModel,
  RelationshipModel,
  SchemaModel,
  TableModel,
  ViewModel,
} from './model';
import { viewColumnOrigins } from './node-tree';

/** Anything that runs SQL: the local stack's `db`, a node-postgres client or pool. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The PostgREST version the generated types declare (`__InternalSupabase.PostgrestVersion`). */
export const POSTGREST_VERSION = '12';

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

/** A type the generator knows by name: any but the row types of sequences, indexes, toast and foreign tables. */
const KNOWN_TYPE = (t: string, c: string) => `(${t}.typrelid = 0 or ${c}.relkind in ('c', 'r', 'v', 'm', 'p'))`;

/** Runs `sql` wrapped so its rows come back as one JSON text, read the same way from any driver. */
async function rows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await db.query<{ data: string }>(
    `select coalesce(json_agg(q), '[]')::text as data from (${sql}) as q`,
    params,
  );
  return JSON.parse(result.rows[0].data) as T[];
}

interface RelationRow {
  id: number;
  schema: string;
  name: string;
  kind: 'r' | 'p' | 'f' | 'v' | 'm';
  updatable: boolean;
}

interface ColumnRow {
  table_id: number;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: '' | 'a' | 'd';
  updatable: boolean;
}

interface ForeignKeyRow {
  id: number;
  name: string;
  schema: string;
  relation: string;
  relid: number;
  key: number[];
  columns: string[];
  referenced_schema: string;
  referenced_relation: string;
  referenced_relid: number;
  referenced_key: number[];
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface ViewRow {
  id: number;
  schema: string;
  name: string;
  definition: string;
  columns: Record<string, string>;
}

interface FunctionRow {
  name: string;
  argument_types: string;
  return_type_text: string;
  return_type_oid: number;
  return_type: string | null;
  returns_set: boolean;
  rows: number;
  return_relid: number;
  return_relation_type: boolean;
  args: { name: string; mode: string; type_oid: number; type: string | null; has_default: boolean; row_type: string | null }[];
}

const ARG_MODES: Record<string, ArgMode> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };

async function readRelations(db: Queryable, schema: string): Promise<RelationRow[]> {
  return rows<RelationRow>(
    db,
    `select c.oid::int8 as id, n.nspname as schema, c.relname as name, c.relkind::text as kind,
            c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  );
}

async function readColumns(db: Queryable, schema: string): Promise<ColumnRow[]> {
  // As postgres-meta: a domain counts as its base type, and a NOT NULL domain makes the column not nullable.
  return rows<ColumnRow>(
    db,
    `select a.attrelid::int8 as table_id, a.attname as name, coalesce(bt.typname, t.typname) as type,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable,
            a.atthasdef as has_default,
            a.attidentity::text as identity,
            (c.relkind in ('r', 'p')
              or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))) as updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by a.attrelid, a.attnum`,
    [schema],
  );
}

async function readForeignKeys(db: Queryable): Promise<ForeignKeyRow[]> {
  // One-to-one: the referencing columns, in key order, are exactly those of a primary key or unique
  // constraint of the referencing table, in column order (as PostgREST and postgres-meta compare them).
  return rows<ForeignKeyRow>(
    db,
    `with keys as (
       select c.oid, c.conname, c.conrelid, c.confrelid, c.conkey, c.confkey,
              array(select a.attname from unnest(c.conkey) with ordinality as k(attnum, ord)
                      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.ord) as cols,
              array(select a.attname from unnest(c.confkey) with ordinality as k(attnum, ord)
                      join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.ord) as refs
         from pg_constraint c
        where c.contype = 'f' and c.conparentid = 0
     )
     select k.oid::int8 as id, k.conname as name,
            n1.nspname as schema, r1.relname as relation, k.conrelid::int8 as relid,
            to_json(k.conkey) as key, to_json(k.cols) as columns,
            n2.nspname as referenced_schema, r2.relname as referenced_relation, k.confrelid::int8 as referenced_relid,
            to_json(k.confkey) as referenced_key, to_json(k.refs) as referenced_columns,
            exists (
              select from pg_constraint u
               where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                 and array(select a.attname from pg_attribute a
                            where a.attrelid = u.conrelid and a.attnum = any (u.conkey) order by a.attnum) = k.cols
            ) as is_one_to_one
       from keys k
       join pg_class r1 on r1.oid = k.conrelid
       join pg_namespace n1 on n1.oid = r1.relnamespace
       join pg_class r2 on r2.oid = k.confrelid
       join pg_namespace n2 on n2.oid = r2.relnamespace
      where n1.nspname not in ${SYSTEM_SCHEMAS}
      order by n1.nspname, r1.relname, k.conname`,
  );
}

async function readViews(db: Queryable): Promise<ViewRow[]> {
  return rows<ViewRow>(
    db,
    `select c.oid::int8 as id, n.nspname as schema, c.relname as name, r.ev_action::text as definition,
            (select json_object_agg(a.attnum, a.attname) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
      where c.relkind in ('v', 'm') and n.nspname not in ${SYSTEM_SCHEMAS}
      order by n.nspname, c.relname`,
  );
}

async function readFunctions(db: Queryable, schema: string): Promise<FunctionRow[]> {
  // Arguments as postgres-meta lists them: every argument (in, out, inout, variadic, table columns) with a
  // name ('' when unnamed); the last pronargdefaults of the first pronargs have defaults.
  return rows<FunctionRow>(
    db,
    `with f as (
       select p.*,
              coalesce(p.proallargtypes, p.proargtypes::oid[]) as arg_types,
              coalesce(p.proargmodes,
                       array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
                as arg_modes,
              coalesce(p.proargnames,
                       array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
                as arg_names
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind = 'f'
          and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     )
     select f.proname as name,
            pg_get_function_arguments(f.oid) as argument_types,
            pg_get_function_result(f.oid) as return_type_text,
            f.prorettype::int8 as return_type_oid,
            case when ${KNOWN_TYPE('rt', 'rc')} then rt.typname end as return_type,
            f.proretset as returns_set,
            f.prorows::float8 as rows,
            rt.typrelid::int8 as return_relid,
            coalesce(rc.relkind in ('c', 'r', 'v', 'm', 'p'), false) as return_relation_type,
            (select coalesce(json_agg(json_build_object(
                      'name', a.name,
                      'mode', a.mode::text,
                      'type_oid', a.type_oid::int8,
                      'type', case when ${KNOWN_TYPE('t', 'tc')} then t.typname end,
                      'has_default', a.ord <= f.pronargs and a.ord > f.pronargs - f.pronargdefaults,
                      'row_type', case when t.typrelid <> 0 and tc.relkind in ('c', 'r', 'v', 'm', 'p')
                                       then format_type(t.oid, null) end
                    ) order by a.ord), '[]')
               from unnest(f.arg_names, f.arg_modes, f.arg_types) with ordinality as a(name, mode, type_oid, ord)
               left join pg_type t on t.oid = a.type_oid
               left join pg_class tc on tc.oid = t.typrelid) as args
       from f
       left join pg_type rt on rt.oid = f.prorettype
       left join pg_class rc on rc.oid = rt.typrelid
      order by f.proname, f.oid`,
    [schema],
  );
}

async function readEnums(db: Queryable): Promise<EnumModel[]> {
  return rows<EnumModel>(
    db,
    `select n.nspname as schema, t.typname as name,
            (select coalesce(json_agg(e.enumlabel order by e.enumsortorder), '[]')
               from pg_enum e where e.enumtypid = t.oid) as values
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
      where t.typtype = 'e'
      order by n.nspname, t.typname`,
  );
}

async function readCompositeTypes(db: Queryable): Promise<CompositeTypeModel[]> {
  return rows<CompositeTypeModel>(
    db,
    `select n.nspname as schema, t.typname as name,
            (select coalesce(json_agg(json_build_object(
                      'name', a.attname,
                      'type', case when ${KNOWN_TYPE('at', 'ac')} then at.typname end
                    ) order by a.attnum), '[]')
               from pg_attribute a
               join pg_type at on at.oid = a.atttypid
               left join pg_class ac on ac.oid = at.typrelid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as attributes
       from pg_type t
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_namespace n on n.oid = t.typnamespace
      order by n.nspname, t.typname`,
  );
}

/** All combinations taking one element from each list, first list outermost. */
function combinations<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((item) => [...prefix, item])), [[]]);
}

interface KeyDependency {
  view: ViewRow;
  /** For each key column in key order: the view's columns that show it. */
  viewColumns: string[][];
}

/**
 * Foreign keys carried over to views, as PostgREST derives them: a view that shows every referencing column
 * of a foreign key (directly or through other views) can be joined to the referenced table, and a view that
 * shows every referenced column can be joined from the referencing table.
 */
function viewRelationships(
  foreignKeys: ForeignKeyRow[],
  views: ViewRow[],
): (RelationshipModel & { schema: string; referencedSchema: string })[] {
  if (views.length === 0) return [];
  const byId = new Map(views.map((v) => [v.id, v]));
  const origins = new Map(views.map((v) => [v.id, viewColumnOrigins(v.definition)]));

  // For each view: table column (`relid:attnum`) → the view's column names showing it, through any views between.
  const shown = new Map<number, Map<string, string[]>>();
  for (const view of views) {
    const map = new Map<string, string[]>();
    for (const entry of origins.get(view.id) ?? []) {
      const name = view.columns[String(entry.resno)];
      if (name === undefined) continue;
      let { resorigtbl: table, resorigcol: column } = entry;
      const seen = new Set<number>();
      while (table !== 0 && !seen.has(table)) {
        seen.add(table);
        const key = `${table}:${column}`;
        map.set(key, [...(map.get(key) ?? []), name]);
        const next = origins.get(table)?.find((o) => o.resno === column);
        if (!byId.has(table) || !next) break;
        table = next.resorigtbl;
        column = next.resorigcol;
      }
    }
    shown.set(view.id, map);
  }

  const dependencies = (table: number, key: number[]): KeyDependency[] =>
    views.flatMap((view) => {
      const map = shown.get(view.id)!;
      const viewColumns = key.map((attnum) => map.get(`${table}:${attnum}`) ?? []);
      return viewColumns.every((c) => c.length > 0) ? [{ view, viewColumns }] : [];
    });

  return foreignKeys.flatMap((fk) => {
    const fromViews = dependencies(fk.relid, fk.key);
    const toViews = dependencies(fk.referenced_relid, fk.referenced_key);
    const relationship = (
      from: { schema: string; name: string },
      columns: string[],
      to: { schema: string; name: string },
      referencedColumns: string[],
    ) => ({
      schema: from.schema,
      referencedSchema: to.schema,
      foreignKeyName: fk.name,
      relation: from.name,
      columns,
      isOneToOne: fk.is_one_to_one,
      referencedRelation: to.name,
      referencedColumns,
    });
    const table = { schema: fk.schema, name: fk.relation };
    const referenced = { schema: fk.referenced_schema, name: fk.referenced_relation };
    return [
      ...fromViews.flatMap((d) =>
        combinations(d.viewColumns).map((cols) => relationship(d.view, cols, referenced, fk.referenced_columns)),
      ),
      ...toViews.flatMap((d) =>
        combinations(d.viewColumns).map((refs) => relationship(table, fk.columns, d.view, refs)),
      ),
      ...fromViews.flatMap((from) =>
        combinations(from.viewColumns).flatMap((cols) =>
          toViews.flatMap((to) =>
            combinations(to.viewColumns).map((refs) => relationship(from.view, cols, to.view, refs)),
          ),
        ),
      ),
    ];
  });
}

/** Everything the type generator needs about `schema`. */
export async function introspectSchema(db: Queryable, schema = 'public'): Promise<SchemaModel> {
  const relations = await readRelations(db, schema);
  const columns = await readColumns(db, schema);
  const foreignKeys = await readForeignKeys(db);
  const hasViews = relations.some((r) => r.kind === 'v' || r.kind === 'm');
  const views = hasViews ? await readViews(db) : [];
  const functionRows = await readFunctions(db, schema);
  const enums = await readEnums(db);
  const compositeTypes = await readCompositeTypes(db);

  const columnsOf = (id: number): ColumnModel[] =>
    columns
      .filter((c) => c.table_id === id)
      .map((c) => ({
        name: c.name,
        type: c.type,
        nullable: c.nullable,
        hasDefault: c.has_default,
        identity: c.identity === 'a' ? 'ALWAYS' : c.identity === 'd' ? 'BY DEFAULT' : null,
        updatable: c.updatable,
      }));

  const tables: TableModel[] = relations
    .filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f')
    .map((r) => ({ name: r.name, columns: columnsOf(r.id), ...(r.kind === 'f' ? { foreign: true } : {}) }));
  const viewModels: ViewModel[] = relations
    .filter((r) => r.kind === 'v' || r.kind === 'm')
    .map((r) => ({
      name: r.name,
      columns: columnsOf(r.id),
      updatable: r.updatable,
      ...(r.kind === 'm' ? { materialized: true } : {}),
    }));

  type Located = RelationshipModel & { schema: string; referencedSchema: string };
  const relationships: RelationshipModel[] = [
    ...foreignKeys.map((fk): Located => ({
      schema: fk.schema,
      referencedSchema: fk.referenced_schema,
      foreignKeyName: fk.name,
      relation: fk.relation,
      columns: fk.columns,
      isOneToOne: fk.is_one_to_one,
      referencedRelation: fk.referenced_relation,
      referencedColumns: fk.referenced_columns,
    })),
    ...viewRelationships(foreignKeys, views),
  ]
    .filter((r) => r.schema === schema && r.referencedSchema === schema)
    .map(({ schema: _schema, referencedSchema: _referencedSchema, ...r }) => r);

  const relationNames = new Map(relations.map((r) => [r.id, r.name]));
  const functions: FunctionModel[] = functionRows.map((f) => {
    const returnsRowOf = relationNames.get(f.return_relid) ?? null;
    return {
      name: f.name,
      args: f.args.map(
        (a): FunctionArgModel => ({
          name: a.name,
          mode: ARG_MODES[a.mode] ?? 'in',
          typeOid: a.type_oid,
          type: a.type,
          hasDefault: a.has_default,
          rowType: a.row_type,
        }),
      ),
      argumentTypes: f.argument_types,
      returnTypeText: f.return_type_text,
      returnTypeOid: f.return_type_oid,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsComposite: f.return_relid !== 0,
      rows: f.rows,
      returnsRowOf,
      setofTarget: f.return_relid === 0 ? null : (returnsRowOf ?? (f.return_relation_type ? f.return_type : null)),
    };
  });

  return {
    schema,
    postgrestVersion: POSTGREST_VERSION,
    tables,
    views: viewModels,
    relationships,
    functions,
    enums,
    compositeTypes,
  };
}
