import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeExpected,
  describeExpectedWithYear,
  monthPartOfDay,
  monthsOfUsualPeriod,
  periodCovers,
  usualPeriodFromDate,
} from '@/lib/exam-calendar/expected';
import { MONTH_PARTS, type UsualPeriod } from '@/lib/exam-calendar/types';

const p = (year: number, month: number, part: UsualPeriod['part']): UsualPeriod => ({ year, month, part });

describe('describing an expected entry', () => {
  it('reads "Expected: usually late November", never with a day', () => {
    expect(describeExpected({ usual: p(2026, 11, 'late'), usualUntil: null })).toBe('Expected: usually late November');
    expect(describeExpected({ usual: p(2026, 9, 'mid'), usualUntil: null })).toBe('Expected: usually mid-September');
    expect(describeExpected({ usual: p(2026, 8, 'early'), usualUntil: null })).toBe('Expected: usually early August');
    expect(describeExpected({ usual: p(2026, 12, 'any'), usualUntil: null })).toBe('Expected: usually December');
    expect(describeExpected({ usual: p(2026, 11, 'early'), usualUntil: p(2026, 12, 'mid') })).toBe(
      'Expected: usually early November to mid-December',
    );
  });

  it('adds the year once, or both years when a span crosses one', () => {
    expect(describeExpectedWithYear({ usual: p(2026, 11, 'late'), usualUntil: null })).toBe(
      'Expected: usually late November 2026',
    );
    expect(describeExpectedWithYear({ usual: p(2026, 11, 'early'), usualUntil: p(2026, 12, 'mid') })).toBe(
      'Expected: usually early November to mid-December 2026',
    );
    expect(describeExpectedWithYear({ usual: p(2026, 12, 'late'), usualUntil: p(2027, 1, 'early') })).toBe(
      'Expected: usually late December 2026 to early January 2027',
    );
  });

  it('contains no number but the year, for any period (property)', () => {
    const period = fc.record({
      year: fc.integer({ min: 2000, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      part: fc.constantFrom(...MONTH_PARTS),
    });
    fc.assert(
      fc.property(period, fc.option(period, { nil: null }), (usual, usualUntil) => {
        expect(describeExpected({ usual, usualUntil })).not.toMatch(/\d/);
        const withYear = describeExpectedWithYear({ usual, usualUntil });
        expect(withYear.replace(/\b\d{4}\b/g, '')).not.toMatch(/\d/);
        expect(withYear).toContain(String(usual.year));
      }),
    );
  });
});

describe('usual periods from earlier dates', () => {
  it('splits a month into early (1–10), mid (11–20) and late (21–31)', () => {
    expect([1, 10, 11, 20, 21, 31].map(monthPartOfDay)).toEqual(['early', 'early', 'mid', 'mid', 'late', 'late']);
  });

  it('moves a published date on by whole years', () => {
    expect(usualPeriodFromDate('2025-11-30', 1)).toEqual(p(2026, 11, 'late'));
    expect(usualPeriodFromDate('2026-01-04', 1)).toEqual(p(2027, 1, 'early'));
  });

  it('checks that a period covers the earlier fact', () => {
    expect(periodCovers({ usual: p(2026, 11, 'late'), usualUntil: null }, '2025-11-30', 1)).toBe(true);
    expect(periodCovers({ usual: p(2026, 11, 'mid'), usualUntil: null }, '2025-11-30', 1)).toBe(false);
    expect(periodCovers({ usual: p(2026, 11, 'late'), usualUntil: p(2026, 12, 'mid') }, '2025-12-11', 1)).toBe(true);
    expect(periodCovers({ usual: p(2026, 12, 'any'), usualUntil: null }, '2025-12-28', 1)).toBe(true);
    expect(periodCovers({ usual: p(2026, 12, 'any'), usualUntil: null }, '2025-11-28', 1)).toBe(false);
  });

  it('lists the months a period touches, across a year end', () => {
    expect(monthsOfUsualPeriod({ usual: p(2026, 12, 'late'), usualUntil: p(2027, 1, 'early') })).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(monthsOfUsualPeriod({ usual: p(2026, 11, 'late'), usualUntil: null })).toEqual([{ year: 2026, month: 11 }]);
  });
});
