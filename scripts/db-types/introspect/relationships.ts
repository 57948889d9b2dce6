/**
 * The relationships PostgREST can embed along: the schema's foreign keys, and those it carries over to views
 * that show a foreign key's columns.
 */
import type { RelationshipModel } from '../model';
import { viewColumnOrigins } from '../node-tree';
import { rows, SYSTEM_SCHEMAS, type Queryable } from './query';

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

/** A relationship with the schemas of both ends, until those outside the schema are left out. */
type Located = RelationshipModel & { schema: string; referencedSchema: string };

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
function viewRelationships(foreignKeys: ForeignKeyRow[], views: ViewRow[]): Located[] {
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
    ): Located => ({
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
      ...toViews.flatMap((d) => combinations(d.viewColumns).map((refs) => relationship(table, fk.columns, d.view, refs))),
      ...fromViews.flatMap((from) =>
        combinations(from.viewColumns).flatMap((cols) =>
          toViews.flatMap((to) => combinations(to.viewColumns).map((refs) => relationship(from.view, cols, to.view, refs))),
        ),
      ),
    ];
  });
}

/**
 * The relationships between relations of `schema`. `schemaHasViews` false skips reading and parsing every
 * view's definition: only a view of the schema could add a relationship within it.
 */
export async function readRelationships(db: Queryable, schema: string, schemaHasViews: boolean): Promise<RelationshipModel[]> {
  const foreignKeys = await readForeignKeys(db);
  const views = schemaHasViews ? await readViews(db) : [];
  return [
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
}
