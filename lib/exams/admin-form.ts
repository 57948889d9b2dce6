import type { Tables } from '@/lib/database.types';
import { collectRows, rowFields, type RowCells } from './admin-rows';
import { SECTION_KEYS, SOURCE_KEYS } from './admin-schema';

/*
 * The exam form's fields as strings, from a stored row (editing) or from a refused submission (so nothing typed
 * is lost). Checkboxes are 'on' when ticked, as a browser posts them.
 */

export type ExamFormValues = Record<string, string>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const tick = (value: boolean) => (value ? 'on' : '');

/** What a new exam's form starts with: active, and nothing else filled in. */
export const NEW_EXAM_VALUES: ExamFormValues = { is_active: 'on', order_index: '0' };

/** A stored exam as form fields; jsonb sections and sources become rows, the pattern pretty-printed JSON. */
export function examFormValues(row: Tables<'exams'>): ExamFormValues {
  const sections = Array.isArray(row.sections) ? (row.sections as Record<string, string | number | null>[]) : [];
  const sources = Array.isArray(row.sources) ? (row.sources as Record<string, string | null>[]) : [];
  const pattern =
    row.pattern && typeof row.pattern === 'object' && Object.keys(row.pattern).length ? JSON.stringify(row.pattern, null, 2) : '';
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    full_name: text(row.full_name),
    description: text(row.description),
    conducting_body: text(row.conducting_body),
    difficulty: text(row.difficulty),
    applicants: text(row.applicants),
    applicants_year: text(row.applicants_year),
    applicants_source: text(row.applicants_source),
    applicants_source_url: text(row.applicants_source_url),
    duration_minutes: text(row.duration_minutes),
    total_questions: text(row.total_questions),
    total_marks: text(row.total_marks),
    marking_scheme: text(row.marking_scheme),
    mode: text(row.mode),
    frequency: text(row.frequency),
    exam_date: text(row.exam_date),
    date_text: text(row.date_text),
    dates_expected: tick(row.dates_expected),
    registration_start: text(row.registration_start),
    registration_end: text(row.registration_end),
    result_date: text(row.result_date),
    fees: text(row.fees),
    eligibility: text(row.eligibility),
    accepted_by: text(row.accepted_by),
    website: text(row.website),
    cycle_year: text(row.cycle_year),
    pattern,
    preparation_tips: row.preparation_tips.join('\n'),
    last_verified_at: text(row.last_verified_at),
    is_active: tick(row.is_active),
    order_index: text(row.order_index),
    ...rowFields(
      'section',
      sections.filter((s) => s && typeof s === 'object'),
    ),
    ...rowFields(
      'source',
      sources.filter((s) => s && typeof s === 'object'),
    ),
  };
}

/** The section and source rows held in form values, for the rows editors. */
export function examFormRows(values: ExamFormValues): {
  sections: RowCells<(typeof SECTION_KEYS)[number]>[];
  sources: RowCells<(typeof SOURCE_KEYS)[number]>[];
} {
  return { sections: collectRows(values, 'section', SECTION_KEYS), sources: collectRows(values, 'source', SOURCE_KEYS) };
}
