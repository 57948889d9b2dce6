import { createHash } from 'node:crypto';
import { rowFromLine } from '@/lib/data/predictor-rows';
import type { SeedPredictorLine } from './lines';

/** The lines of seed.sql between these markers are this file's output: `npm run seed:predictor` rewrites them. */
export const BEGIN_MARKER = '-- BEGIN predictor cut-off lines generated from supabase/seeds/predictor (npm run seed:predictor)';
export const END_MARKER = '-- END predictor cut-off lines generated from supabase/seeds/predictor';

/** Stable ids, so the same lines always make the same rows. */
function seedUuid(name: string): string {
  const h = createHash('sha256').update(`mba-disha-predictor-line:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function literal(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

const json = (value: unknown) => `${literal(JSON.stringify(value))}::jsonb`;
const textArray = (values: string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/** One insert per line, its college found by slug (a line for a slug not in the seed inserts nothing). */
export function predictorSeedSql(lines: SeedPredictorLine[]): string {
  const seen = new Map<string, number>();
  const statements = lines.map(({ college, line }) => {
    const row = rowFromLine(line);
    const n = (seen.get(college) ?? 0) + 1;
    seen.set(college, n);
    const values = [
      literal(seedUuid(`${college}/${n}`)),
      'c.id',
      literal(row.exam),
      literal(row.measure),
      literal(row.value),
      literal(row.value_max),
      json(row.sectional_minimums),
      textArray(row.categories),
      literal(row.gender),
      literal(row.background),
      literal(row.programme),
      json(row.relaxations),
      literal(row.cycle),
      literal(row.cycle_year),
      literal(row.kind),
      literal(row.source_url),
      literal(row.source_label),
      literal(row.note),
    ];
    return [
      'insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)',
      `  select ${values.join(', ')}`,
      `  from public.colleges c where c.slug = ${literal(college)};`,
    ].join('\n');
  });
  return [
    BEGIN_MARKER,
    '-- Published cut-off lines for the score predictor (/predictor), one per row; see supabase/seeds/predictor/lines.ts.',
    ...statements,
    END_MARKER,
  ].join('\n');
}
