import { describe, expect, it } from 'vitest';
import { addDays, leadStatistics, percent, type StatisticsLead } from '@/lib/leads/statistics';
import { SAMPLE_LEADS } from '@/lib/samples/leads';
import { istDay } from '@/lib/time/ist';

// Spec §9's lead statistics, checked against figures worked out by hand. "Now" is 10 Mar 2026, 00:10 IST
// (9 Mar 2026, 18:40 UTC): already March in India while still 9 March in UTC, so IST month and day edges show.
const NOW = new Date('2026-03-09T18:40:00Z');

function lead(over: Partial<StatisticsLead>): StatisticsLead {
  return {
    status: 'new',
    source: 'website',
    priority: 'medium',
    lead_score: 50,
    created_at: '2026-03-05T06:00:00Z',
    next_follow_up_at: null,
    ...over,
  };
}

describe('leadStatistics', () => {
  const leads = [
    // 10 Mar 2026, 00:05 IST: today in India, yesterday in UTC.
    lead({ status: 'converted', source: 'google_ads', lead_score: 90, priority: 'urgent', created_at: '2026-03-09T18:35:00Z' }),
    // 1 Mar 2026, 05:29 IST: this month in India (28 Feb in UTC).
    lead({ status: 'working', source: 'facebook', lead_score: 71, priority: 'high', created_at: '2026-02-28T23:59:00Z' }),
    // 28 Feb 2026, 23:59 IST: last month.
    lead({ status: 'qualified', lead_score: 64, created_at: '2026-02-28T18:29:00Z', next_follow_up_at: '2026-03-09T18:40:00Z' }),
    // 31 Jan 2026 IST: two months ago, counted in neither month.
    lead({
      status: 'lost',
      source: 'organic',
      lead_score: 20,
      created_at: '2026-01-31T10:00:00Z',
      next_follow_up_at: '2026-03-09T18:41:00Z',
    }),
    lead({
      status: 'contacted',
      source: 'organic',
      lead_score: 33,
      priority: 'low',
      created_at: '2026-02-10T10:00:00Z',
      next_follow_up_at: '2026-03-01T09:00:00Z',
    }),
    lead({ status: 'new', lead_score: 0, created_at: '2025-11-01T10:00:00Z' }),
  ];
  const stats = leadStatistics(leads, NOW);

  it('counts, rates and average as spec §9 defines them', () => {
    expect(stats).toMatchObject({
      total: 6,
      converted: 1,
      // qualified + working + converted
      qualified: 3,
      // 1 / 6 = 16.666… %
      conversion_rate: 16.7,
      // 3 / 6
      qualification_rate: 50,
      // (90 + 71 + 64 + 20 + 33 + 0) / 6 = 278 / 6 = 46.333…
      average_score: 46.3,
      high_or_urgent: 2,
      // due exactly now and due before now; one minute after now is not pending yet
      pending_follow_ups: 2,
      // 10 Mar and 1 Mar IST
      this_month: 2,
      // 28 Feb and 10 Feb IST
      last_month: 2,
    });
  });

  it('lists every source and every status, zeros included, in their fixed order', () => {
    expect(stats.by_source).toEqual([
      { source: 'website', count: 2 },
      { source: 'google_ads', count: 1 },
      { source: 'facebook', count: 1 },
      { source: 'linkedin', count: 0 },
      { source: 'twitter', count: 0 },
      { source: 'organic', count: 2 },
    ]);
    expect(stats.by_status).toEqual([
      { status: 'new', count: 1 },
      { status: 'contacted', count: 1 },
      { status: 'qualified', count: 1 },
      { status: 'working', count: 1 },
      { status: 'converted', count: 1 },
      { status: 'lost', count: 1 },
      { status: 'unqualified', count: 0 },
    ]);
  });

  it('counts leads per Indian calendar day over the 90 days ending today', () => {
    expect(stats.per_day).toHaveLength(90);
    // 90 days ending 10 Mar 2026: 11 Dec 2025 to 10 Mar 2026.
    expect(stats.per_day[0]).toEqual({ day: '2025-12-11', count: 0 });
    expect(stats.per_day.at(-1)).toEqual({ day: '2026-03-10', count: 1 });
    const byDay = Object.fromEntries(stats.per_day.filter((d) => d.count > 0).map((d) => [d.day, d.count]));
    // The November lead is older than 90 days and not in the series.
    expect(byDay).toEqual({ '2026-01-31': 1, '2026-02-10': 1, '2026-02-28': 1, '2026-03-01': 1, '2026-03-10': 1 });
  });

  it('is all zeros for no leads, never a division by zero', () => {
    const empty = leadStatistics([], NOW);
    expect(empty).toMatchObject({ total: 0, conversion_rate: 0, qualification_rate: 0, average_score: 0 });
    expect(empty.per_day.every((d) => d.count === 0)).toBe(true);
  });

  it('counts last month across a year boundary', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    const stats = leadStatistics(
      [lead({ created_at: '2025-12-31T20:00:00Z' }), lead({ created_at: '2025-12-31T18:00:00Z' })],
      january,
    );
    // 1 Jan 2026, 01:30 IST and 31 Dec 2025, 23:30 IST
    expect([stats.this_month, stats.last_month]).toEqual([1, 1]);
  });
});

describe('the sample statistics', () => {
  it("are spec §9's fallback figures: total 5, conversion 20%, qualification 40%, average score 62", () => {
    expect(leadStatistics(SAMPLE_LEADS, NOW)).toMatchObject({
      total: 5,
      conversion_rate: 20,
      qualification_rate: 40,
      average_score: 62,
    });
  });
});

describe('calendar helpers', () => {
  it('reads the Indian date of a moment', () => {
    expect(istDay('2026-03-09T18:29:59Z')).toBe('2026-03-09');
    expect(istDay('2026-03-09T18:30:00Z')).toBe('2026-03-10');
  });

  it('moves a date by whole days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('rounds percentages half up to one decimal, as round(numeric, 1) does', () => {
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(1, 16)).toBe(6.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBe(0);
  });
});
