/** Mulberry32: small, fast and the same sequence for the same seed, so a generated data set is reproducible. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const weighted = <T extends string>(weights: Record<T, number>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let r = next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [value, w] of entries) if ((r -= w) < 0) return value;
    return entries[entries.length - 1][0];
  };
  /** Each item kept with probability p, in list order. */
  const some = <T>(list: readonly T[], p: number): T[] => list.filter(() => next() < p);
  return { next, pick, between, weighted, some };
}

export type Random = ReturnType<typeof random>;

/** A deterministic UUID (version 4 layout) for row number i of a generated table, so children can name parents. */
export function rowId(table: number, i: number): string {
  return `${table.toString(16).padStart(8, '0')}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
}

/** A batch writer: the rows as one JSON array through jsonb_populate_recordset, so every trigger runs as usual. */
export function jsonInsert(
  db: { query: (sql: string, params: unknown[]) => Promise<unknown> },
  table: string,
): (rows: Record<string, unknown>[]) => Promise<void> {
  return async (rows) => {
    const columns = Object.keys(rows[0]).join(', ');
    await db.query(
      `insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
      [JSON.stringify(rows)],
    );
  };
}
