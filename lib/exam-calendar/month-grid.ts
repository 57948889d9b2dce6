import { addDays, weekday } from './dates';
import { MONTH_NAMES, monthsOfUsualPeriod } from './expected';
import { compareEntries, lastDay } from './list';
import { type AnnouncedEntry, type CalendarEntry, type ExpectedEntry, type IsoDate } from './types';

/**
 * The month view's model: whole weeks covering a month, each day with the announced entries on it. A range
 * (a registration window, a test window) appears on every day it covers, marked start / middle / end so the view
 * can draw a bar. Expected entries have no day, so they are listed for the month instead of on a day.
 */

export type PlacedEntry = { entry: AnnouncedEntry; position: 'single' | 'start' | 'middle' | 'end' };

export type GridDay = {
  date: IsoDate;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  entries: PlacedEntry[];
};

export type MonthGrid = {
  year: number;
  month: number;
  /** 'November 2026'. */
  label: string;
  /** Column headings in order, from the week start. */
  weekdays: string[];
  weeks: GridDay[][];
  /** Expected entries whose usual period touches this month ("Expected: usually late November"). */
  expected: ExpectedEntry[];
  /** For navigation: the neighbouring months. */
  previous: { year: number; month: number };
  next: { year: number; month: number };
};

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function isoOf(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function position(entry: AnnouncedEntry, date: IsoDate): PlacedEntry['position'] {
  const end = lastDay(entry);
  if (entry.date === end) return 'single';
  if (date === entry.date) return 'start';
  if (date === end) return 'end';
  return 'middle';
}

export function monthGrid(
  entries: readonly CalendarEntry[],
  options: { year: number; month: number; weekStartsOn?: 0 | 1; today?: IsoDate },
): MonthGrid {
  const { year, month } = options;
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`No such month: ${year}-${month}`);
  }
  const weekStartsOn = options.weekStartsOn ?? 1;
  const first = isoOf(year, month, 1);
  const nextMonth = shiftMonth(year, month, 1);
  const firstOfNext = isoOf(nextMonth.year, nextMonth.month, 1);
  const gridStart = addDays(first, -((weekday(first) - weekStartsOn + 7) % 7));

  const sorted = [...entries].sort(compareEntries);
  const announced = sorted.filter((e): e is AnnouncedEntry => e.status === 'announced');

  const weeks: GridDay[][] = [];
  let cursor = gridStart;
  while (cursor < firstOfNext) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      const date = cursor;
      week.push({
        date,
        day: Number(date.slice(8, 10)),
        inMonth: date >= first && date < firstOfNext,
        isToday: date === options.today,
        entries: announced
          .filter((e) => e.date <= date && date <= lastDay(e))
          .map((entry) => ({ entry, position: position(entry, date) })),
      });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }

  const expected = sorted.filter(
    (e): e is ExpectedEntry =>
      e.status === 'expected' && monthsOfUsualPeriod(e).some((m) => m.year === year && m.month === month),
  );

  return {
    year,
    month,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    weekdays: Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + weekStartsOn) % 7]),
    weeks,
    expected,
    previous: shiftMonth(year, month, -1),
    next: nextMonth,
  };
}
