import { describe, expect, it } from 'vitest';
import { INVALID_RANGE_MESSAGE, parseReportRange, rangeQuery } from '@/lib/reports/params';

// 25 Nov 2026, 01:00 IST (still 24 Nov in UTC): "today" is the Indian date.
const NOW = new Date('2026-11-24T19:30:00Z');
const DEFAULT = { from: '2026-08-28', to: '2026-11-25' };

describe('parseReportRange', () => {
  it('defaults to the 90 days ending today (Indian date), without a message', () => {
    expect(parseReportRange({}, NOW)).toEqual({ range: DEFAULT, message: null });
    expect(parseReportRange({ from: '', to: '  ' }, NOW)).toEqual({ range: DEFAULT, message: null });
  });

  it('reads a range from the URL, both days included', () => {
    expect(parseReportRange({ from: '2026-09-01', to: '2026-09-30' }, NOW)).toEqual({
      range: { from: '2026-09-01', to: '2026-09-30' },
      message: null,
    });
    expect(parseReportRange({ from: '2026-10-05', to: '2026-10-05' }, NOW).range).toEqual({
      from: '2026-10-05',
      to: '2026-10-05',
    });
  });

  it('fills a missing end with today and a missing start with 90 days before the end', () => {
    expect(parseReportRange({ from: '2026-11-01' }, NOW).range).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(parseReportRange({ to: '2026-03-31' }, NOW).range).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseReportRange({ from: ['2026-09-01', '2020-01-01'], to: '2026-09-02' }, NOW).range.from).toBe('2026-09-01');
  });

  it.each([
    ['a malformed date', { from: '01-09-2026', to: '2026-09-30' }],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-31' }],
    ['a reversed range', { from: '2026-10-01', to: '2026-09-01' }],
    ['a range longer than three years', { from: '2020-01-01', to: '2026-09-01' }],
    ['a malformed end alone', { to: 'yesterday' }],
  ])('replaces %s by the default and says so', (_, params) => {
    expect(parseReportRange(params, NOW)).toEqual({ range: DEFAULT, message: INVALID_RANGE_MESSAGE });
  });

  it('writes a range back as a query string', () => {
    expect(rangeQuery({ from: '2026-09-01', to: '2026-09-30' })).toBe('from=2026-09-01&to=2026-09-30');
  });
});
