import { orderSql, rangeSql, whereParts, type SqlParams } from './build-sql';
import type { RestRequest } from './context';
import { columnNotFound, invalidBody, RestError } from './errors';
import { quoteIdent as q, type ReadNode } from './plan-read';
import type { Relation } from './schema-cache';

export type Row = Record<string, unknown>;

export function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function checkColumns(relation: Relation, columns: string[]): string[] {
  for (const c of columns) if (!relation.columns.has(c)) throw columnNotFound(relation.name, c);
  return columns;
}

/** The columns an insert writes: `columns=` when given, else the keys every payload object must share. */
export function insertColumns(relation: Relation, rows: Row[], columnsParam: string[] | undefined): string[] {
  if (columnsParam) return checkColumns(relation, columnsParam);
  const keys = Object.keys(rows[0] ?? {});
  for (const row of rows) {
    const k = Object.keys(row);
    if (k.length !== keys.length || !k.every((x) => keys.includes(x))) throw invalidBody('All object keys must match');
  }
  return checkColumns(relation, keys);
}

/** The INSERT, with ON CONFLICT for upserts; `conflict` is empty when there is no key to resolve on. */
export function insertSql(
  r: RestRequest,
  relation: Relation,
  rows: Row[],
  columns: string[],
  conflict: string[],
  p: SqlParams,
): string {
  const target = `"public".${q(relation.name)}`;
  let sql = `insert into ${target} as ${q(relation.name)}`;
  if (columns.length === 0) {
    const first = q(relation.columnList[0].name);
    sql += rows.length === 1 ? ' default values' : ` (${first}) values ${rows.map(() => '(default)').join(', ')}`;
  } else if (r.prefer.missingDefault) {
    // Keys a row leaves out take the column default, which only a VALUES list can say.
    const values = rows.map((row) => {
      const param = p.add(JSON.stringify(row));
      const cells = columns.map((c) =>
        c in row ? `(json_populate_record(null::${target}, ${param}::json)).${q(c)}` : 'default',
      );
      return `(${cells.join(', ')})`;
    });
    sql += ` (${columns.map(q).join(', ')}) values ${values.join(', ')}`;
  } else {
    const list = columns.map(q).join(', ');
    sql += ` (${list}) select ${list} from json_populate_recordset(null::${target}, ${p.add(JSON.stringify(rows))}::json)`;
  }
  const resolution = r.prefer.resolution;
  if (resolution && conflict.length) {
    const updates = columns.map((c) => `${q(c)} = excluded.${q(c)}`);
    const action =
      resolution === 'ignore-duplicates' || updates.length === 0 ? 'do nothing' : `do update set ${updates.join(', ')}`;
    sql += ` on conflict (${conflict.map(q).join(', ')}) ${action}`;
  }
  return sql;
}

/**
 * The WHERE of an update or delete. With limit/offset (PostgREST's limited update/delete) the rows are picked
 * first, in the requested order, and then changed by ctid, so a limit never widens into every matching row.
 * Supabase loads pg-safeupdate for PostgREST's connections, so a statement that would have no WHERE at all is
 * refused with its error instead; filters on embedded resources only shape the returned rows, so they do not count.
 */
export function whereSql(method: 'PATCH' | 'DELETE', filterNode: ReadNode, p: SqlParams): string {
  const parts = whereParts(filterNode, p);
  const { limit, offset, order } = filterNode.params;
  if (limit === undefined && !offset) {
    if (parts.length === 0)
      throw new RestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
    return ` where ${parts.join(' and ')}`;
  }
  const where = parts.length ? ` where ${parts.join(' and ')}` : '';
  const alias = q(filterNode.alias);
  const picked = `select ${alias}.ctid from ${filterNode.from} as ${alias}${where}${orderSql(filterNode, order, p)}${rangeSql(limit, offset, p)}`;
  return ` where ${alias}.ctid in (${picked})`;
}
