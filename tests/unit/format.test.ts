import { describe, expect, it } from 'vitest';
import { toDataError } from '@/lib/data/errors';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { formatDate, readingMinutes } from '@/lib/format/dates';
import { formatCount, formatLpa, formatRupees, formatViews } from '@/lib/format/numbers';

describe('formatViews (spec §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1540, '1.5K'],
    [999_999, '1000.0K'],
    [1_000_000, '1.0M'],
    [2_350_000, '2.4M'],
    [null, '0'],
  ])('%s → %s', (n, out) => expect(formatViews(n)).toBe(out));
});

describe('rupees and packages', () => {
  it('uses lakh and crore', () => {
    expect(formatRupees(2_450_000)).toBe('₹24.5 L');
    expect(formatRupees(2_750_000)).toBe('₹27.5 L');
    expect(formatRupees(232_000)).toBe('₹2.32 L');
    expect(formatRupees(12_500_000)).toBe('₹1.25 Cr');
    expect(formatRupees(85_000)).toBe('₹85,000');
  });
  it('never shows an unpublished figure as zero', () => {
    expect(formatRupees(null)).toBe('Not published');
    expect(formatLpa(undefined)).toBe('Not published');
    expect(formatCount(null)).toBe('Not published');
  });
  it('formats packages and Indian grouping', () => {
    expect(formatLpa(33.2)).toBe('₹33.2 LPA');
    expect(formatLpa(31)).toBe('₹31 LPA');
    expect(formatCount(230000)).toBe('2,30,000');
  });
});

describe('dates', () => {
  it('formats as 30 Nov 2025 in Indian time', () => {
    expect(formatDate('2025-11-30T03:00:00Z')).toBe('30 Nov 2025');
    expect(formatDate('2025-11-29T20:00:00Z')).toBe('30 Nov 2025');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('estimates reading time', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});

describe('data errors (spec §8)', () => {
  it('maps RLS recursion and connection failures', () => {
    expect(toDataError({ code: '42P17', message: 'infinite recursion' }).message).toBe(DATA_ERRORS.RLS_RECURSION_ERROR);
    expect(toDataError(new TypeError('fetch failed')).code).toBe('CONNECTION_ERROR');
    const duplicate = toDataError({ code: '23505', message: 'duplicate key value violates unique constraint' });
    expect([duplicate.code, duplicate.message]).toEqual(['CONFLICT', DATA_ERRORS.CONFLICT]);
    const unexpected = toDataError({ code: 'XX000', message: 'internal detail' }, 'Failed to load FAQs');
    expect([unexpected.code, unexpected.message]).toEqual(['UNKNOWN', 'Failed to load FAQs']);
  });
});
