/** The lists of allowed values the CHECK constraints of the schema's tables state, per table and column. */
import { allowedValues } from '../check-constraint';
import type { CheckValuesModel } from '../model';
import { rows, type Queryable } from './query';

interface ConstraintRow {
  relation: string;
  definition: string;
}

export async function readCheckValues(db: Queryable, schema: string): Promise<CheckValuesModel[]> {
  const constraints = await rows<ConstraintRow>(
    db,
    `select c.relname as relation, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and k.contype = 'c' and c.relkind in ('r', 'p', 'f')
      order by c.relname, k.conname`,
    [schema],
  );
  const byColumn = new Map<string, CheckValuesModel>();
  for (const { relation, definition } of constraints) {
    for (const { column, values } of allowedValues(definition)) {
      const key = JSON.stringify([relation, column]);
      const seen = byColumn.get(key);
      // Two constraints listing values for one column both hold: the column takes only what both allow.
      byColumn.set(key, { table: relation, column, values: seen ? seen.values.filter((v) => values.includes(v)) : values });
    }
  }
  return [...byColumn.values()];
}
