import type { ExpectedEntry, IsoDate, MonthPart, UsualPeriod } from './types';

/**
 * How an expected entry reads: "Expected: usually late November". The words come only from the usual part of a
 * month (early / mid / late / the whole month) and its year, so no day can ever appear.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function periodWords(period: UsualPeriod): string {
  const month = MONTH_NAMES[period.month - 1];
  if (period.part === 'early') return `early ${month}`;
  if (period.part === 'mid') return `mid-${month}`;
  if (period.part === 'late') return `late ${month}`;
  return month;
}

/** 'late November', or 'early November to mid-December' for a usual span. */
export function usualPeriodText(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>): string {
  const from = periodWords(entry.usual);
  return entry.usualUntil ? `${from} to ${periodWords(entry.usualUntil)}` : from;
}

/** "Expected: usually late November" — the short form for a card or a grid cell under a year heading. */
export function describeExpected(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>): string {
  return `Expected: usually ${usualPeriodText(entry)}`;
}

/**
 * With the year, for anywhere the year is not already on screen: "Expected: usually late November 2026",
 * "Expected: usually late December 2026 to early January 2027".
 */
export function describeExpectedWithYear(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>): string {
  const { usual, usualUntil } = entry;
  if (!usualUntil) return `Expected: usually ${periodWords(usual)} ${usual.year}`;
  if (usualUntil.year === usual.year) {
    return `Expected: usually ${periodWords(usual)} to ${periodWords(usualUntil)} ${usual.year}`;
  }
  return `Expected: usually ${periodWords(usual)} ${usual.year} to ${periodWords(usualUntil)} ${usualUntil.year}`;
}

/** Days 1–10 are early, 11–20 mid, 21 onwards late: how an earlier cycle's date becomes a usual period. */
export function monthPartOfDay(day: number): Exclude<MonthPart, 'any'> {
  if (day <= 10) return 'early';
  if (day <= 20) return 'mid';
  return 'late';
}

/** The usual period a published date suggests for a later cycle: ('2025-11-30', 1) → late November 2026. */
export function usualPeriodFromDate(date: IsoDate, yearsLater: number): UsualPeriod {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year + yearsLater, month, part: monthPartOfDay(day) };
}

/** Does a usual period (or span) cover this published date's part of the month, `yearsLater` years on? */
export function periodCovers(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>, date: IsoDate, yearsLater: number): boolean {
  const shifted = usualPeriodFromDate(date, yearsLater);
  const index = (p: UsualPeriod, end: boolean) => {
    const parts = p.part === 'any' ? (end ? 2 : 0) : p.part === 'early' ? 0 : p.part === 'mid' ? 1 : 2;
    return (p.year * 12 + p.month - 1) * 3 + parts;
  };
  const at = index(shifted, false);
  const from = index(entry.usual, false);
  const to = index(entry.usualUntil ?? entry.usual, true);
  return at >= from && at <= to;
}

/** The months (year, month) a usual period touches, so a month view can list the entry under each of them. */
export function monthsOfUsualPeriod(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  const end = entry.usualUntil ?? entry.usual;
  let y = entry.usual.year;
  let m = entry.usual.month;
  while (y * 12 + m <= end.year * 12 + end.month) {
    months.push({ year: y, month: m });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/** The last day of the usual period (or span): the 10th of an early part, the 20th of a mid one, else the month's end. */
export function expectedWindowEnd(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>): IsoDate {
  const { year, month, part } = entry.usualUntil ?? entry.usual;
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = part === 'early' ? 10 : part === 'mid' ? 20 : lastOfMonth;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether the usual time of an entry nobody has announced is over, on `today` (a date in India). */
export function expectedWindowPassed(entry: Pick<ExpectedEntry, 'usual' | 'usualUntil'>, today: IsoDate): boolean {
  return today > expectedWindowEnd(entry);
}

/** What the public calendar says of such an entry, beside its usual period. */
export const PASSED_WINDOW_NOTE =
  'This usually happens by now, but no date has been announced yet that we could verify. Check the official site for the latest.';
