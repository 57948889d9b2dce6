import { describe, expect, it } from 'vitest';
import { entryTitle, entryWhenText, listEntries } from '@/lib/exam-calendar/list';
import { monthGrid } from '@/lib/exam-calendar/month-grid';
import { CURRENT_CYCLE, EXAM_CALENDAR_ENTRIES } from '@/supabase/seeds/exam-calendar/entries';

describe('monthGrid', () => {
  it('covers a month in whole Monday-first weeks', () => {
    // 1 Nov 2026 is a Sunday and 30 Nov a Monday.
    const grid = monthGrid([], { year: 2026, month: 11 });
    expect(grid.label).toBe('November 2026');
    expect(grid.weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0][0].date).toBe('2026-10-26');
    expect(grid.weeks[0][6]).toMatchObject({ date: '2026-11-01', day: 1, inMonth: true });
    expect(grid.weeks[5][0]).toMatchObject({ date: '2026-11-30', inMonth: true });
    expect(grid.weeks[5][6]).toMatchObject({ date: '2026-12-06', inMonth: false });
    expect(grid.weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    expect(grid.previous).toEqual({ year: 2026, month: 10 });
    expect(grid.next).toEqual({ year: 2026, month: 12 });
  });

  it('can start weeks on Sunday and mark today', () => {
    const grid = monthGrid([], { year: 2026, month: 11, weekStartsOn: 0, today: '2026-11-23' });
    expect(grid.weekdays[0]).toBe('Sun');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0][0].date).toBe('2026-11-01');
    expect(
      grid.weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.date),
    ).toEqual(['2026-11-23']);
  });

  it('wraps December into January', () => {
    const grid = monthGrid([], { year: 2026, month: 12 });
    expect(grid.next).toEqual({ year: 2027, month: 1 });
    expect(grid.weeks.at(-1)!.at(-1)!.date).toBe('2027-01-03');
  });

  it('places announced dates on their days and draws a range across the days it covers', () => {
    const grid = monthGrid(EXAM_CALENDAR_ENTRIES, { year: 2025, month: 11 });
    const on = (date: string) =>
      grid.weeks
        .flat()
        .find((d) => d.date === date)!
        .entries.map((p) => `${p.entry.id}:${p.position}`);
    expect(on('2025-11-30')).toEqual(['nmat-2025-test-window:middle', 'cat-2025-exam-day:single']);
    expect(on('2025-11-05')).toEqual(['cat-2025-admit-card:single', 'nmat-2025-test-window:start']);
    expect(on('2025-11-20')).toEqual(['nmat-2025-test-window:middle', 'snap-2025-registration-closes:single']);
    expect(grid.expected).toEqual([]);
    const december = monthGrid(EXAM_CALENDAR_ENTRIES, { year: 2025, month: 12 });
    expect(
      december.weeks
        .flat()
        .find((d) => d.date === '2025-12-19')!
        .entries.map((p) => p.position),
    ).toEqual(['end']);
  });

  it('lists expected entries for their month, never on a day', () => {
    const current = listEntries(EXAM_CALENDAR_ENTRIES, { cycle: CURRENT_CYCLE });
    const grid = monthGrid(current, { year: 2026, month: 11 });
    expect(grid.weeks.flat().flatMap((d) => d.entries)).toEqual([]);
    expect(grid.expected.map((e) => e.id)).toEqual([
      'cat-2026-admit-card',
      'nmat-2026-test-window',
      'snap-2026-registration-closes',
      'cat-2026-exam-day',
      'xat-2027-registration-closes',
    ]);
    expect(
      monthGrid(current, { year: 2026, month: 9 })
        .weeks.flat()
        .flatMap((d) => d.entries.map((p) => p.entry.id)),
    ).toEqual(['mat-2026-sep-pbt', 'mat-2026-sep-cbt']);
  });

  it('refuses a month that does not exist', () => {
    expect(() => monthGrid([], { year: 2026, month: 13 })).toThrow(RangeError);
    expect(() => monthGrid([], { year: 2026, month: 0 })).toThrow(RangeError);
  });
});

describe('the list view', () => {
  it('filters by exam and cycle, in calendar order', () => {
    const cat = listEntries(EXAM_CALENDAR_ENTRIES, { filter: 'cat', cycle: CURRENT_CYCLE });
    expect(cat.map((e) => e.kind)).toEqual([
      'notification',
      'registration-opens',
      'registration-closes',
      'admit-card',
      'exam-day',
      'result',
    ]);
    expect(listEntries(EXAM_CALENDAR_ENTRIES, { filter: 'colleges', cycle: CURRENT_CYCLE })).toEqual([]);
    const all = listEntries(EXAM_CALENDAR_ENTRIES, { cycle: CURRENT_CYCLE });
    expect(all.every((e) => e.cycle === CURRENT_CYCLE)).toBe(true);
  });

  it('titles and dates every entry, expected ones without a day', () => {
    const byId = (id: string) => EXAM_CALENDAR_ENTRIES.find((e) => e.id === id)!;
    expect(entryTitle(byId('mat-2026-sep-pbt'))).toBe('MAT September 2026: Exam day (paper-based, PBT)');
    expect(entryWhenText(byId('mat-2026-sep-pbt'))).toBe('13 Sep 2026');
    expect(entryWhenText(byId('nmat-2025-test-window'))).toBe('5 Nov 2025 – 19 Dec 2025');
    expect(entryTitle(byId('cat-2026-exam-day'))).toBe('CAT 2026: Exam day');
    expect(entryWhenText(byId('cat-2026-exam-day'))).toBe('Expected: usually late November 2026');
    expect(entryWhenText(byId('xat-2027-registration-closes'))).toBe('Expected: usually late November to mid-December 2026');
  });
});
