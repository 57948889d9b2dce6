import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { formatCalendarDate, utcMidnight } from './dates';
import { entryTitle, exclusiveEnd, listEntries, type CalendarFilter } from './list';
import { CALENDAR_TIME_ZONE, EXAM_NAMES, isAnnounced, type AnnouncedEntry, type CalendarEntry } from './types';

/**
 * iCalendar feeds, written by ical-generator (escaping, 75-octet line folding and CRLF are the library's).
 *
 * Only announced entries become VEVENTs: an all-day DTSTART;VALUE=DATE with an exclusive DTEND (the day after the
 * last day). Expected entries are left out entirely: a calendar event needs a day, and any day we picked would be
 * invented. The feed's description says where the expected dates are listed instead.
 */

export type IcsFeedOptions = {
  /** The feed: one exam ('cat' …), the college deadlines, or 'all'. */
  feed: CalendarFilter;
  /** Admissions cycle, e.g. '2026-27'. */
  cycle: string;
  /** The site's origin (siteUrl()); its host names the UIDs and the calendar page is linked from every event. */
  siteUrl: URL;
};

export const CALENDAR_PATH = '/exams/calendar';
const PROD_ID = { company: 'MBA Disha', product: 'Exam calendar', language: 'EN' };

/** 'MBA Disha — CAT 2026 dates' for one exam with one cycle label; otherwise 'MBA Disha — MAT dates, 2026-27 cycle'. */
export function feedName(entries: readonly CalendarEntry[], options: Pick<IcsFeedOptions, 'feed' | 'cycle'>): string {
  const labels = [...new Set(listEntries(entries, { filter: options.feed, cycle: options.cycle }).map((e) => e.cycleLabel))];
  if (options.feed !== 'all' && options.feed !== 'colleges' && labels.length === 1) return `MBA Disha — ${labels[0]} dates`;
  const what =
    options.feed === 'all' ? 'MBA entrance exam' : options.feed === 'colleges' ? 'college application' : EXAM_NAMES[options.feed];
  return `MBA Disha — ${what} dates, ${options.cycle} cycle`;
}

/** The UID of an entry's event: stable as long as the entry id and the site's host are. */
export function eventUid(entry: Pick<CalendarEntry, 'id'>, siteUrl: URL): string {
  return `${entry.id}@${siteUrl.hostname}`;
}

function calendarPageUrl(siteUrl: URL, entry?: CalendarEntry): string {
  const url = new URL(CALENDAR_PATH, siteUrl);
  if (entry?.exam) url.searchParams.set('exam', entry.exam);
  if (entry) url.hash = entry.id;
  return url.toString();
}

/** The event text: the source, the last-verified date, any note, and where the whole calendar lives. */
export function eventDescription(entry: AnnouncedEntry, siteUrl: URL): string {
  return [
    `Source: ${entry.source.label} — ${entry.source.url}`,
    `Last verified: ${formatCalendarDate(entry.lastVerified)}`,
    ...(entry.note ? [entry.note] : []),
    `All dates, with what is only expected: ${calendarPageUrl(siteUrl, entry)}`,
  ].join('\n');
}

/** The whole feed as an iCalendar string (CRLF line ends). Output is deterministic: DTSTAMP is the last-verified date. */
export function buildIcsFeed(entries: readonly CalendarEntry[], options: IcsFeedOptions): string {
  const calendar = ical({
    name: feedName(entries, options),
    description: `Officially announced dates only, each with its source and the date we last checked it. Dates that are only expected are listed at ${calendarPageUrl(options.siteUrl)}.`,
    prodId: PROD_ID,
    url: calendarPageUrl(options.siteUrl),
    x: { 'X-WR-TIMEZONE': CALENDAR_TIME_ZONE },
  });
  for (const entry of listEntries(entries, { filter: options.feed, cycle: options.cycle })) {
    if (!isAnnounced(entry)) continue;
    calendar.createEvent({
      id: eventUid(entry, options.siteUrl),
      sequence: entry.revision,
      allDay: true,
      start: utcMidnight(entry.date),
      end: utcMidnight(exclusiveEnd(entry)),
      stamp: utcMidnight(entry.lastVerified),
      lastModified: utcMidnight(entry.lastVerified),
      summary: entryTitle(entry),
      description: eventDescription(entry, options.siteUrl),
      url: entry.source.url,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator leaves the last one bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
