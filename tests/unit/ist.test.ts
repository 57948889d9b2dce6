import { describe, expect, it } from 'vitest';
import { dateToIstInput, endOfTodayIst, istDay, istInputToDate, istWallClock } from '@/lib/time/ist';

describe('India Standard Time, in one place', () => {
  it('gives the Indian calendar day of a moment, which turns at 18:30 UTC', () => {
    expect(istDay('2026-11-30T18:29:59Z')).toBe('2026-11-30');
    expect(istDay('2026-11-30T18:30:00Z')).toBe('2026-12-01');
  });

  it('ends the Indian day at midnight IST', () => {
    expect(endOfTodayIst(new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('reads a wall-clock time and a datetime-local field as Indian time, and writes them back', () => {
    expect(istWallClock(2026, 12, 31, 23, 59, 59).toISOString()).toBe('2026-12-31T18:29:59.000Z');
    expect(istInputToDate('2026-11-24T11:00')?.toISOString()).toBe('2026-11-24T05:30:00.000Z');
    expect(istInputToDate('2026-02-31T11:00')).toBeNull();
    expect(dateToIstInput('2026-11-24T05:30:00.000Z')).toBe('2026-11-24T11:00');
  });
});
