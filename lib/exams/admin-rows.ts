/*
 * Repeating rows in a plain form (an exam's sections, its sources): each cell is a field named
 * `<prefix>_<key>_<index>` ('section_name_0'), so the form posts without script and a refused submission can
 * rebuild the rows it was sent. A row whose cells are all blank is an unused row, not a mistake.
 */

export type RowCells<K extends string> = Record<K, string>;

/** The rows a form posted, in index order, with blank rows left out; every cell trimmed. */
export function collectRows<K extends string>(raw: unknown, prefix: string, keys: readonly K[]): RowCells<K>[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const source = raw as Record<string, unknown>;
  const pattern = new RegExp(`^${prefix}_(${keys.join('|')})_(\\d{1,3})$`);
  const byIndex = new Map<number, RowCells<K>>();
  for (const [name, value] of Object.entries(source)) {
    const match = pattern.exec(name);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[2]);
    const row = byIndex.get(index) ?? (Object.fromEntries(keys.map((k) => [k, ''])) as RowCells<K>);
    row[match[1] as K] = value.trim();
    byIndex.set(index, row);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => keys.some((k) => row[k] !== ''));
}

/** The form fields of rows, to fill the form again ('section_name_0': 'VARC', …). */
export function rowFields<K extends string>(prefix: string, rows: readonly Partial<Record<K, string | number | null>>[]) {
  const out: Record<string, string> = {};
  rows.forEach((row, i) => {
    for (const [key, value] of Object.entries(row)) {
      if (value !== null && value !== undefined) out[`${prefix}_${key}_${i}`] = String(value);
    }
  });
  return out;
}
