import { describe, expect, it } from 'vitest';
import { expectedWindowEnd, expectedWindowPassed } from '@/lib/exam-calendar/expected';

describe('an expected date whose usual time is over', () => {
  const lateNovember = { usual: { year: 2026, month: 11, part: 'late' as const }, usualUntil: null };

  it('ends its window on the 10th, the 20th or the last day of the month', () => {
    expect(expectedWindowEnd(lateNovember)).toBe('2026-11-30');
    expect(expectedWindowEnd({ usual: { year: 2027, month: 2, part: 'early' }, usualUntil: null })).toBe('2027-02-10');
    expect(expectedWindowEnd({ usual: { year: 2027, month: 2, part: 'mid' }, usualUntil: null })).toBe('2027-02-20');
    expect(expectedWindowEnd({ usual: { year: 2028, month: 2, part: 'any' }, usualUntil: null })).toBe('2028-02-29');
    expect(
      expectedWindowEnd({
        usual: { year: 2026, month: 12, part: 'late' },
        usualUntil: { year: 2027, month: 1, part: 'early' },
      }),
    ).toBe('2027-01-10');
  });

  it('has passed from the day after that, in India', () => {
    expect(expectedWindowPassed(lateNovember, '2026-11-30')).toBe(false);
    expect(expectedWindowPassed(lateNovember, '2026-12-01')).toBe(true);
    expect(expectedWindowPassed(lateNovember, '2026-10-15')).toBe(false);
  });
});
