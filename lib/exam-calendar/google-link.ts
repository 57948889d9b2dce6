import { compactDate, formatCalendarDate } from './dates';
import { entryTitle, exclusiveEnd } from './list';
import { CALENDAR_TIME_ZONE, type CalendarEntry } from './types';

/**
 * 'Add to Google Calendar' for an announced entry: an all-day event (dates=YYYYMMDD/YYYYMMDD, end exclusive) in
 * Indian time. Expected entries get no link (null): Google needs a day and we have none to give.
 */
export function googleCalendarLink(entry: CalendarEntry): string | null {
  if (entry.status !== 'announced') return null;
  const details = [
    `Source: ${entry.source.label} — ${entry.source.url}`,
    `Last verified: ${formatCalendarDate(entry.lastVerified)}`,
    ...(entry.note ? [entry.note] : []),
  ].join('\n');
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', entryTitle(entry));
  url.searchParams.set('dates', `${compactDate(entry.date)}/${compactDate(exclusiveEnd(entry))}`);
  url.searchParams.set('details', details);
  url.searchParams.set('ctz', CALENDAR_TIME_ZONE);
  return url.toString();
}
