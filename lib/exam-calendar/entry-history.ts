import { displayValue, fieldLabel, type FieldChange, type HistoryAction } from '@/lib/content/history';
import type { Json } from '@/lib/database.types';

/*
 * A calendar entry's history event in words (the back-office's history list): which entry, what happened, and for
 * an update each column that changed, before and after. The history rows hold whole rows, so the changes are the
 * columns that differ (bookkeeping columns left out). Pure.
 */

interface EntryEvent {
  entryId: string;
  action: HistoryAction;
  before: Json | null;
  after: Json | null;
}

const IGNORED = new Set(['updated_at', 'created_at', 'revision']);

function record(value: Json | null): Record<string, Json | undefined> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function describeEntryEvent(event: EntryEvent): string {
  const row = record(event.after ?? event.before);
  const label = typeof row.cycle_label === 'string' ? row.cycle_label : event.entryId;
  const kind = typeof row.kind === 'string' ? row.kind.replace(/-/g, ' ') : 'entry';
  const verb = { insert: 'added', update: 'changed', delete: 'deleted' }[event.action];
  return `${label}: ${kind} ${verb}`;
}

export function entryFieldChanges(event: EntryEvent): FieldChange[] {
  if (event.action !== 'update') return [];
  const before = record(event.before);
  const after = record(event.after);
  return Object.keys(after)
    .filter((key) => !IGNORED.has(key) && JSON.stringify(after[key] ?? null) !== JSON.stringify(before[key] ?? null))
    .sort()
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: displayValue(before[field]),
      after: displayValue(after[field]),
    }));
}
