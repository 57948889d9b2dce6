import type { LeadSort } from './list-params';

/*
 * The columns of the leads table a person may show or hide. The name column is always shown (it opens the
 * lead); the choice is remembered in the browser (localStorage), so it is per person and per device.
 */

export interface LeadColumn {
  key: string;
  label: string;
  /** The list sort this column's header switches to, when it is sortable. */
  sort?: LeadSort;
  /** Numbers are right-aligned (DESIGN.md). */
  numeric?: boolean;
  shownByDefault: boolean;
}

export const LEAD_COLUMNS = [
  { key: 'status', label: 'Status', shownByDefault: true },
  { key: 'priority', label: 'Priority', sort: 'priority', shownByDefault: true },
  { key: 'score', label: 'Score', sort: 'lead_score', numeric: true, shownByDefault: true },
  { key: 'arrived', label: 'Arrived', sort: 'created_at', shownByDefault: true },
  { key: 'source', label: 'Source', shownByDefault: true },
  { key: 'form_type', label: 'Form', shownByDefault: false },
  { key: 'counsellor', label: 'Counsellor', shownByDefault: true },
  { key: 'next_follow_up', label: 'Next follow-up', sort: 'next_follow_up_at', shownByDefault: true },
  { key: 'last_contacted', label: 'Last contacted', shownByDefault: false },
  { key: 'attempts', label: 'Attempts', numeric: true, shownByDefault: false },
  { key: 'email', label: 'E-mail', shownByDefault: false },
  { key: 'phone', label: 'Phone', shownByDefault: false },
  { key: 'subject', label: 'Subject', shownByDefault: false },
  { key: 'campaign', label: 'Campaign', shownByDefault: false },
] as const satisfies readonly LeadColumn[];

export type LeadColumnKey = (typeof LEAD_COLUMNS)[number]['key'];

export const DEFAULT_COLUMNS: LeadColumnKey[] = LEAD_COLUMNS.filter((c) => c.shownByDefault).map((c) => c.key);

export const COLUMNS_STORAGE_KEY = 'mba-disha.leads.columns';

const KNOWN = new Set<string>(LEAD_COLUMNS.map((c) => c.key));

/** The stored choice (a JSON list of keys), or the default when nothing usable is stored. Unknown keys are dropped. */
export function parseColumnChoice(stored: string | null): LeadColumnKey[] {
  if (!stored) return DEFAULT_COLUMNS;
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return DEFAULT_COLUMNS;
    return LEAD_COLUMNS.map((c) => c.key).filter((key) => value.includes(key));
  } catch {
    return DEFAULT_COLUMNS;
  }
}

/** A choice with one column switched on or off, in the table's column order. */
export function toggleColumn(choice: readonly LeadColumnKey[], key: LeadColumnKey): LeadColumnKey[] {
  const next = new Set(choice);
  if (next.has(key)) next.delete(key);
  else if (KNOWN.has(key)) next.add(key);
  return LEAD_COLUMNS.map((c) => c.key).filter((k) => next.has(k));
}
