import { cutoffLineSchema, type CutoffLineInput } from '@/lib/predictor/cutoff-line';
import type { CutoffLine } from '@/lib/predictor/types';

/*
 * A predictor_cutoff_lines row and the predictor's CutoffLine, both ways. Pure, so the seed generator, the public
 * read and the back-office share one mapping; a row becomes a line only through cutoffLineSchema, so a row the
 * schema refuses never reaches the predictor.
 */

/** The stored columns of a line (what the back-office writes, besides college_id). */
export interface PredictorLineColumns {
  exam: string;
  measure: string;
  value: number;
  value_max: number | null;
  sectional_minimums: unknown;
  categories: string[];
  gender: string | null;
  background: string | null;
  programme: string | null;
  relaxations: unknown;
  cycle: string | null;
  cycle_year: number | null;
  kind: string;
  source_url: string;
  source_label: string;
  note: string | null;
}

/** The columns selected for the predictor, in the order the read asks for them. */
export const PREDICTOR_LINE_COLUMNS =
  'exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note' as const;

/** A numeric column as PostgREST may send it (a number, or a string for exact decimals). */
function num(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

/** The line a row holds, or the schema's refusal. */
export function lineFromRow(row: PredictorLineColumns): ReturnType<typeof cutoffLineSchema.safeParse> {
  return cutoffLineSchema.safeParse({
    exam: row.exam,
    measure: row.measure,
    value: num(row.value),
    valueMax: row.value_max === null ? null : num(row.value_max),
    sectionalMinimums: row.sectional_minimums,
    categories: row.categories.length === 1 && row.categories[0] === 'all' ? 'all' : row.categories,
    gender: row.gender,
    background: row.background,
    programme: row.programme,
    relaxations: row.relaxations,
    cycle: row.cycle,
    cycleYear: row.cycle_year,
    kind: row.kind,
    source: { url: row.source_url, label: row.source_label },
    note: row.note,
  });
}

/** The row for a line, validated by the schema first (throws its ZodError on a bad line). */
export function rowFromLine(input: CutoffLineInput | CutoffLine): PredictorLineColumns {
  const line = cutoffLineSchema.parse(input);
  return {
    exam: line.exam,
    measure: line.measure,
    value: line.value,
    value_max: line.valueMax,
    sectional_minimums: line.sectionalMinimums,
    categories: line.categories === 'all' ? ['all'] : line.categories,
    gender: line.gender,
    background: line.background,
    programme: line.programme,
    relaxations: line.relaxations,
    cycle: line.cycle,
    cycle_year: line.cycleYear,
    kind: line.kind,
    source_url: line.source.url,
    source_label: line.source.label,
    note: line.note,
  };
}
