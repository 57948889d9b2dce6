import type { IsoDate } from './types';

/** Calendar-date arithmetic on 'YYYY-MM-DD' strings, done in UTC so the host's time zone never shifts a day. */

const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** '20260913' for ICS and Google Calendar. */
export function compactDate(date: IsoDate): string {
  return date.replaceAll('-', '');
}

/** A JS Date at 00:00 UTC of the calendar date (what ical-generator writes back as VALUE=DATE). */
export function utcMidnight(date: IsoDate): Date {
  return new Date(toUtc(date));
}

const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '13 Sep 2026' (the project's date style), computed from the calendar date itself. */
export function formatCalendarDate(date: IsoDate): string {
  return SHORT.format(utcMidnight(date)).replace(/\bSept\b/, 'Sep');
}
