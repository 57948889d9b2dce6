/** How the catalog readers run their queries, and the SQL fragments several of them share. */

/** Anything that runs SQL: the local stack's `db`, a node-postgres client or pool. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

/** A type the generator knows by name: any but the row types of sequences, indexes, toast and foreign tables. */
export const KNOWN_TYPE = (t: string, c: string) => `(${t}.typrelid = 0 or ${c}.relkind in ('c', 'r', 'v', 'm', 'p'))`;

/** Runs `sql` wrapped so its rows come back as one JSON text, read the same way from any driver. */
export async function rows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await db.query<{ data: string }>(`select coalesce(json_agg(q), '[]')::text as data from (${sql}) as q`, params);
  return JSON.parse(result.rows[0].data) as T[];
}
