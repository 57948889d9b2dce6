/** The schema's tables and views (plain, partitioned, foreign, materialized) and their columns. */
import type { ColumnModel, TableModel, ViewModel } from '../model';
import { rows, type Queryable } from './query';

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

export const isView = (r: RelationRow) => r.kind === 'v' || r.kind === 'm';

export async function readRelations(db: Queryable, schema: string): Promise<RelationRow[]> {
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

/** `relations` (as readRelations read them for `schema`) with their columns, split into tables and views. */
export async function readTablesAndViews(
  db: Queryable,
  schema: string,
  relations: RelationRow[],
): Promise<{ tables: TableModel[]; views: ViewModel[] }> {
  const columns = await readColumns(db, schema);
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
    .filter((r) => !isView(r))
    .map((r) => ({ name: r.name, columns: columnsOf(r.id), ...(r.kind === 'f' ? { foreign: true } : {}) }));
  const views: ViewModel[] = relations.filter(isView).map((r) => ({
    name: r.name,
    columns: columnsOf(r.id),
    updatable: r.updatable,
    ...(r.kind === 'm' ? { materialized: true } : {}),
  }));
  return { tables, views };
}
