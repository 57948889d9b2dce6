import { displayValue, fieldLabel, type FieldChange, type HistoryAction } from '@/lib/content/history';
import type { Json } from '@/lib/database.types';

/*
 * A cut-off line's history event in words (the back-office's history list): which line, what happened, and for an
 * update each changed column before and after. Pure, over predictor_cutoff_line_history rows.
 */

interface LineEvent {
  action: HistoryAction;
  changedFields: string[];
  before: Json | null;
  after: Json | null;
}

function record(value: Json | null): Record<string, Json | undefined> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** "CAT 99 (2025)": the line as the editor knows it. */
export function lineName(row: Json | null): string {
  const r = record(row);
  const exam = typeof r.exam === 'string' ? r.exam : 'Line';
  const value = typeof r.value === 'number' || typeof r.value === 'string' ? ` ${r.value}` : '';
  const year = typeof r.cycle_year === 'number' ? ` (${r.cycle_year})` : '';
  return `${exam}${value}${year}`;
}

export function describeLineEvent(event: LineEvent): string {
  const verb = { insert: 'added', update: 'changed', delete: 'deleted' }[event.action];
  return `Line ${lineName(event.after ?? event.before)} ${verb}`;
}

export function lineFieldChanges(event: LineEvent): FieldChange[] {
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
