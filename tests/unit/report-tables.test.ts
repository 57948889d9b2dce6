import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { LeadReport } from '@/lib/data/leads/reports';
import { csvFilename, tableCsv } from '@/lib/reports/csv';
import { minutesLabel, monthLabel } from '@/lib/reports/labels';
import { REPORT_SECTIONS, reportTable } from '@/lib/reports/tables';

const REPORT: LeadReport = {
  by_source: [
    { source: 'website', count: 4 },
    { source: 'google_ads', count: 2 },
    { source: 'facebook', count: 0 },
    { source: 'linkedin', count: 0 },
    { source: 'twitter', count: 0 },
    { source: 'organic', count: 1 },
  ],
  by_status: [
    { status: 'new', count: 3 },
    { status: 'contacted', count: 1 },
    { status: 'qualified', count: 1 },
    { status: 'working', count: 0 },
    { status: 'converted', count: 2 },
    { status: 'lost', count: 0 },
    { status: 'unqualified', count: 0 },
  ],
  by_campaign: [
    { campaign: 'cat-2026-counselling', count: 3, converted: 1 },
    { campaign: '=HYPERLINK("http://evil.test")', count: 1, converted: 0 },
    { campaign: '(none)', count: 3, converted: 1 },
  ],
  by_month: [
    { month: '2026-09', count: 2, converted: 0 },
    { month: '2026-10', count: 5, converted: 2 },
  ],
  funnel: [
    { stage: 'new', count: 7 },
    { stage: 'contacted', count: 4 },
    { stage: 'qualified', count: 3 },
    { stage: 'converted', count: 2 },
  ],
  counsellors: [
    { id: 'c1', name: 'Priya Nair', assigned: 4, contacted: 3, converted: 2, median_first_response_minutes: 12.5 },
    { id: 'c2', name: 'Rahul Verma', assigned: 1, contacted: 0, converted: 0, median_first_response_minutes: null },
  ],
  content_views: {
    blog_posts: [{ title: 'CAT 2026: a 90-day plan', slug: 'cat-90-day-plan', views: 1520 }],
    videos: [{ title: 'Quant shortcuts', views: 300 }],
    faqs: [{ question: 'Is CAT harder than XAT?', views: 45 }],
    totals: { blog_posts: 1520, videos: 300, faqs: 45 },
  },
};

describe('reportTable', () => {
  it('labels sources and statuses and keeps every one, zeros included', () => {
    const source = reportTable(REPORT, 'source');
    expect(source.rows).toEqual([
      { label: 'Website', count: 4 },
      { label: 'Google Ads', count: 2 },
      { label: 'Facebook', count: 0 },
      { label: 'LinkedIn', count: 0 },
      { label: 'Twitter', count: 0 },
      { label: 'Organic search', count: 1 },
    ]);
    expect(reportTable(REPORT, 'status').rows.map((row) => row.label)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Working',
      'Converted',
      'Lost',
      'Unqualified',
    ]);
  });

  it('adds the conversion rate to campaigns and months', () => {
    expect(reportTable(REPORT, 'campaign').rows[0]).toEqual({
      label: 'cat-2026-counselling',
      count: 3,
      converted: 1,
      rate: 33.3,
    });
    expect(reportTable(REPORT, 'month').rows).toEqual([
      { label: 'Sep 2026', count: 2, converted: 0, rate: 0 },
      { label: 'Oct 2026', count: 5, converted: 2, rate: 40 },
    ]);
  });

  it('gives each funnel stage its share of all leads', () => {
    expect(reportTable(REPORT, 'funnel').rows).toEqual([
      { label: 'All leads', count: 7, share: 100 },
      { label: 'Contacted', count: 4, share: 57.1 },
      { label: 'Qualified', count: 3, share: 42.9 },
      { label: 'Converted', count: 2, share: 28.6 },
    ]);
  });

  it('rounds the median first response to whole minutes and keeps a missing one missing', () => {
    expect(reportTable(REPORT, 'counsellors').rows.map((row) => row.median)).toEqual([13, null]);
  });

  it('lists blog posts, videos and FAQs in one content-views table', () => {
    expect(reportTable(REPORT, 'content-views').rows).toEqual([
      { type: 'Blog post', label: 'CAT 2026: a 90-day plan', views: 1520 },
      { type: 'Video', label: 'Quant shortcuts', views: 300 },
      { type: 'FAQ', label: 'Is CAT harder than XAT?', views: 45 },
    ]);
  });

  it('has a table for every section, each row with every column', () => {
    for (const section of REPORT_SECTIONS) {
      const table = reportTable(REPORT, section);
      for (const row of table.rows) expect(Object.keys(row).sort()).toEqual(table.columns.map((c) => c.key).sort());
    }
  });
});

describe('tableCsv', () => {
  it('is the table: headings, then one line per row, parsed back to the same values', () => {
    const csv = tableCsv(reportTable(REPORT, 'counsellors'));
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ['Counsellor', 'Assigned', 'Contacted', 'Converted', 'Median first response (minutes)'],
      ['Priya Nair', '4', '3', '2', '13'],
      ['Rahul Verma', '1', '0', '0', ''],
    ]);
  });

  it('escapes a campaign name a spreadsheet would run as a formula', () => {
    const parsed = Papa.parse<string[]>(tableCsv(reportTable(REPORT, 'campaign')), { skipEmptyLines: true });
    expect(parsed.data[2][0]).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('names the unit of a raw number in its heading, where the page shows the number in words', () => {
    const parsed = Papa.parse<string[]>(tableCsv(reportTable(REPORT, 'campaign')), { skipEmptyLines: true });
    expect(parsed.data.slice(0, 2)).toEqual([
      ['Campaign', 'Leads', 'Converted', 'Conversion rate (%)'],
      ['cat-2026-counselling', '3', '1', '33.3'],
    ]);
    expect(reportTable(REPORT, 'campaign').columns.at(-1)?.label).toBe('Conversion rate');
  });

  it('names the file after the section and the range', () => {
    expect(csvFilename('month', { from: '2026-09-01', to: '2026-11-30' })).toBe('report-month-2026-09-01-to-2026-11-30.csv');
  });
});

describe('labels', () => {
  it('words months and response times', () => {
    expect(monthLabel('2026-09')).toBe('Sep 2026');
    expect([0, 45, 60, 125, 1440, 1500].map(minutesLabel)).toEqual(['0 min', '45 min', '1 h', '2 h 5 min', '1 d', '1 d 1 h']);
    expect(minutesLabel(null)).toBe('No response yet');
  });
});
