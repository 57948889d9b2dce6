import { RestError } from './errors';
import type { Relationship, SchemaCache } from './schema-cache';

/** The foreign-key column pair of a single-column relationship, as [origin column, target column]. */
function singleCols(r: Relationship): [string, string] | undefined {
  return !r.junction && r.originColumns.length === 1 ? [r.originColumns[0], r.targetColumns[0]] : undefined;
}

function isSelf(r: Relationship): boolean {
  return r.origin === r.target;
}

/**
 * PostgREST's findRel: which foreign key `origin?select=target!hint(...)` embeds through. The target may be a table,
 * a constraint name or a foreign-key column of the origin; the hint a constraint or a column of either end.
 */
export function findRelationship(cache: SchemaCache, origin: string, target: string, hint: string | undefined): Relationship {
  const all = cache.relationships.get(origin) ?? [];
  const found = all.filter((r) => {
    const cols = singleCols(r);
    const matchFkCol = (h: string) => cols?.[0] === h;
    const matchRefCol = (h: string) => cols?.[1] === h;
    const toOneFromHere = r.fromOrigin;
    if (r.junction) return target === r.target && (hint === undefined || hint === r.junction.table);
    if (isSelf(r)) {
      // One foreign key gives two relationships here; the table name picks the children, the column the parent.
      if (hint === undefined) return (target === r.target && !toOneFromHere) || (matchFkCol(target) && toOneFromHere);
      return target === r.target && !toOneFromHere && matchRefCol(hint);
    }
    if (hint === undefined) return target === r.target || r.constraint === target || (toOneFromHere && matchFkCol(target));
    return target === r.target && (r.constraint === hint || matchFkCol(hint) || matchRefCol(hint));
  });
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    const using = hint === undefined ? '' : `' using the hint '${hint}`;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}${using}' in the schema 'public', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map((r) => ({
      cardinality: r.cardinality,
      embedding: `${r.origin} with ${r.target}`,
      relationship: r.junction
        ? `${r.junction.table} using ${r.junction.constraint1}(${r.junction.sourceColumns.join(', ')}) and ${r.junction.constraint2}(${r.junction.targetColumns.join(', ')})`
        : `${r.constraint} using ${r.origin}(${r.originColumns.join(', ')}) and ${r.target}(${r.targetColumns.join(', ')})`,
    })),
    `Try changing '${target}' to one of the following: ${found.map((r) => `'${r.target}!${r.junction?.table ?? r.constraint}'`).join(', ')}. ` +
      `Find the desired relationship in the 'details' key.`,
  );
}

export function isToOne(r: Relationship): boolean {
  return r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
}
