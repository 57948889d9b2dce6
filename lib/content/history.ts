import {
  figureLabel,
  figureValue,
  periodLabel,
  PLACEMENT_KIND_LABELS,
  PLACEMENT_KINDS,
  PLACEMENT_METRICS,
  PLACEMENT_SCOPES,
} from '@/lib/colleges/placement-provenance';
import type { CheckValues, Json } from '@/lib/database.types';

/**
 * What an audit row records. content_events, exam_calendar_entry_history and predictor_cutoff_line_history each
 * list the same three (tests/unit/check-values.test.ts holds them to it), so one type serves all three histories.
 */
export type HistoryAction = (typeof CheckValues.public.content_events.action)[number];

/** One line of an event's before/after table. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export interface HistoryEntryInput {
  tableName: string;
  action: HistoryAction;
  changedFields: string[];
  before: Json | null;
  after: Json | null;
}

const NOT_SET = '—';
/** Long texts (a post's body) are cut in the history; the full versions are in the audit table. */
const MAX_VALUE_LENGTH = 240;

const ITEM_NOUNS: Record<string, string> = {
  colleges: 'College',
  college_programs: 'Program',
  college_placement_figures: 'Placement figure',
  exams: 'Exam',
  blog_posts: 'Post',
  videos: 'Video',
  faqs: 'FAQ',
  scholarships: 'Scholarship',
  testimonials: 'Testimonial',
  media: 'File',
  site_settings: 'Setting',
};

/** 'total_fees' → 'Total fees'; 'nirf_rank' → 'NIRF rank'. */
export function fieldLabel(column: string): string {
  const words = column.split('_').map((w) => (['nirf', 'url', 'seo', 'id'].includes(w) ? w.toUpperCase() : w));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stored value as a person reads it: lists joined, nothing as a dash, long text cut. */
export function displayValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_SET;
  if (Array.isArray(value) && value.length === 0) return NOT_SET;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  const scalars = Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');
  const text = typeof value === 'string' ? value : scalars ? (value as (string | number)[]).join(', ') : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function record(value: Json | null): Record<string, Json | undefined> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** Rows filed under their college's history, which are added to it rather than created. */
const SUB_ROWS = ['college_programs', 'college_placement_figures'];

/** A placement figure's row as its history names it: "Median package ₹24.5 LPA, Batch 2023–25, Press report". */
function placementFigureName(row: Record<string, Json | undefined>): string | null {
  const { metric, scope, value, out_of: outOf, year, batch, kind } = row;
  const known = <T extends string>(list: readonly T[], v: Json | undefined): v is T => list.includes(v as T);
  if (!known(PLACEMENT_METRICS, metric) || !known(PLACEMENT_SCOPES, scope) || !known(PLACEMENT_KINDS, kind)) return null;
  if (typeof value !== 'number' || typeof year !== 'number') return null;
  const figure = { metric, scope, value, outOf: typeof outOf === 'number' ? outOf : null };
  const period = periodLabel({ year, batch: typeof batch === 'string' ? batch : null });
  return `${figureLabel(figure)} ${figureValue(figure)}, ${period}, ${PLACEMENT_KIND_LABELS[kind]}`;
}

/** What an event did, in a line: "College created", "Program 'PGDM' changed", "FAQ deleted". */
export function describeEvent(event: HistoryEntryInput): string {
  const noun = ITEM_NOUNS[event.tableName] ?? 'Item';
  const row = record(event.after ?? event.before);
  const label =
    event.tableName === 'college_programs'
      ? row.name
      : event.tableName === 'site_settings'
        ? row.key
        : event.tableName === 'college_placement_figures'
          ? placementFigureName(row)
          : null;
  const name = typeof label === 'string' ? ` '${label}'` : '';
  const verb = { insert: 'created', update: 'changed', delete: 'deleted' }[event.action];
  const added = SUB_ROWS.includes(event.tableName) && event.action === 'insert';
  return `${noun}${name} ${added ? 'added' : verb}`;
}

/** The fields an update changed, with their values before and after. Inserts and deletes list no fields. */
export function fieldChanges(event: HistoryEntryInput): FieldChange[] {
  if (event.action !== 'update') return [];
  const before = record(event.before);
  const after = record(event.after);
  return event.changedFields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: displayValue(before[field]),
    after: displayValue(after[field]),
  }));
}
