import { addDays, formatCalendarDate } from './dates';
import { describeExpectedWithYear } from './expected';
import { KIND_LABELS, type CalendarEntry, type CalendarExam, type IsoDate } from './types';

/** The list view's helpers: one title, one "when" text, one order and one filter for every entry. */

/** A filter or feed: one exam, the college deadlines, or everything. */
export type CalendarFilter = CalendarExam | 'colleges' | 'all';

/** 'MAT September 2026: Exam day (paper-based, PBT)'. */
export function entryTitle(entry: CalendarEntry): string {
  const detail = entry.detail ? ` (${entry.detail})` : '';
  return `${entry.cycleLabel}: ${KIND_LABELS[entry.kind]}${detail}`;
}

/** '13 Sep 2026', '5 Nov 2025 – 19 Dec 2025', or for an expected entry 'Expected: usually late November 2026'. */
export function entryWhenText(entry: CalendarEntry): string {
  if (entry.status === 'expected') return describeExpectedWithYear(entry);
  const start = formatCalendarDate(entry.date);
  return entry.endDate ? `${start} – ${formatCalendarDate(entry.endDate)}` : start;
}

/** The inclusive last day of an announced entry. */
export function lastDay(entry: Extract<CalendarEntry, { status: 'announced' }>): IsoDate {
  return entry.endDate ?? entry.date;
}

/** The day after the last day: the exclusive end that ICS and Google Calendar want for all-day events. */
export function exclusiveEnd(entry: Extract<CalendarEntry, { status: 'announced' }>): IsoDate {
  return addDays(lastDay(entry), 1);
}

/**
 * An ordering key only (never shown): announced entries by their date; expected ones by the start of their usual
 * part of the month (early → 01, mid → 11, late → 21), sorting after an announced date on the same key.
 */
function orderKey(entry: CalendarEntry): string {
  if (entry.status === 'announced') return `${entry.date}|0`;
  const { year, month, part } = entry.usual;
  const day = part === 'mid' ? '11' : part === 'late' ? '21' : '01';
  return `${year}-${String(month).padStart(2, '0')}-${day}|1`;
}

export function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  const ka = orderKey(a);
  const kb = orderKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function matchesFilter(entry: CalendarEntry, filter: CalendarFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'colleges') return entry.collegeSlug !== null;
  return entry.exam === filter;
}

/** The entries of one cycle that match a filter, in calendar order. */
export function listEntries(
  entries: readonly CalendarEntry[],
  options: { filter?: CalendarFilter; cycle?: string } = {},
): CalendarEntry[] {
  const filter = options.filter ?? 'all';
  return entries
    .filter((e) => (options.cycle === undefined || e.cycle === options.cycle) && matchesFilter(e, filter))
    .sort(compareEntries);
}
