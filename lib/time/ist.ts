/*
 * India Standard Time, the zone the business and its people live in: UTC+05:30 all year (India has no daylight
 * saving), so plain arithmetic on the offset is exact. Every "day" the site shows or counts is an Indian calendar
 * day, whatever the server's own zone.
 */

export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The Indian calendar date of a moment, 'YYYY-MM-DD'. */
export function istDay(moment: Date | string): string {
  return new Date(new Date(moment).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight IST at the end of `now`'s Indian calendar day. */
export function endOfTodayIst(now: Date): Date {
  const wall = now.getTime() + IST_OFFSET_MS;
  return new Date(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS - IST_OFFSET_MS);
}

/** The instant of a wall-clock time in India. */
export function istWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - IST_OFFSET_MS);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local field's value ('2026-11-24T11:00', no zone) read as Indian time, the zone staff work in, or
 * null when it is not such a value. The browser's own zone is not sent with the form, so it cannot be used.
 */
export function istInputToDate(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return istWallClock(y, mo, d, h, mi);
}

/** An instant as a datetime-local field's value in Indian time, or '' for none. */
export function dateToIstInput(value: string | Date | null): string {
  if (!value) return '';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
}
