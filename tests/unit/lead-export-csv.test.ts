import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecordCounter, progressPercent } from '@/lib/leads/csv-progress';
import { csvHeader, csvRows, EXPORT_HEADERS, type ExportLead } from '@/lib/leads/export-csv';
import { SAMPLE_LEADS } from '@/lib/samples/leads';

const lead = (overrides: Partial<ExportLead> = {}): ExportLead => ({
  ...SAMPLE_LEADS[0],
  assigned_counselor: { name: 'Priya Nair', email: 'priya.nair@example.com' },
  ...overrides,
});

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });

describe('the leads CSV', () => {
  it('has a header with every column of spec §3 and the counsellor, behind a BOM', () => {
    const header = csvHeader();
    expect(header.startsWith('\uFEFF')).toBe(true);
    expect(header.endsWith('\r\n')).toBe(true);
    expect(header.split('\r\n')).toHaveLength(2);
    const fields = parse(header).meta.fields ?? [];
    for (const field of [
      'id',
      'name',
      'email',
      'phone',
      'source',
      'form_type',
      'status',
      'priority',
      'lead_score',
      'contact_attempts',
      'assigned_counselor_id',
      'assigned_at',
      'subject',
      'message',
      'inquiry_type',
      'target_exams',
      'preferred_locations',
      'current_education',
      'work_experience',
      'budget_range',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'page_url',
      'referrer_url',
      'ip_address',
      'user_agent',
      'browser_info',
      'device_info',
      'form_data',
      'newsletter_subscribed',
      'subscription_source',
      'notes',
      'internal_notes',
      'first_contacted_at',
      'last_contacted_at',
      'next_follow_up_at',
      'qualified_at',
      'converted_at',
      'conversion_value',
      'created_at',
      'updated_at',
      'gclid',
      'fbclid',
      'first_touch',
      'last_touch',
      'assigned_counselor_name',
      'assigned_counselor_email',
    ]) {
      expect(fields).toContain(field);
    }
    expect(fields).toEqual([...EXPORT_HEADERS]);
  });

  it('writes lists joined, objects as JSON, nulls as empty, and survives commas, quotes and line breaks', () => {
    const csv =
      csvHeader() +
      csvRows([
        lead({
          message: 'Line one, with a comma\nand "quotes"',
          target_exams: ['CAT', 'XAT'],
          device_info: { screen: { width: 1280 }, timezone: 'Asia/Kolkata' },
          phone: null,
        }),
      ]);
    const [row] = parse(csv).data;
    expect(row.message).toBe('Line one, with a comma\nand "quotes"');
    expect(row.target_exams).toBe('CAT; XAT');
    expect(JSON.parse(row.device_info)).toEqual({ screen: { width: 1280 }, timezone: 'Asia/Kolkata' });
    expect(row.phone).toBe('');
    expect(row.browser_info).toBe('');
    expect(row.assigned_counselor_name).toBe('Priya Nair');
    expect(row.lead_score).toBe('85');
  });

  it('defuses spreadsheet formulas a visitor typed, but keeps phone numbers as they are', () => {
    const [row] = parse(
      csvHeader() +
        csvRows([lead({ name: '=HYPERLINK("http://evil")', subject: '@SUM(A1)', phone: '+91 98200 11223', message: '-2+3' })]),
    ).data;
    expect(row.name).toBe(`'=HYPERLINK("http://evil")`);
    expect(row.subject).toBe(`'@SUM(A1)`);
    expect(row.phone).toBe('+91 98200 11223');
    expect(row.message).toBe(`'-2+3`);
  });

  it('pages concatenate into one CSV with one header', () => {
    const csv = csvHeader() + csvRows([lead({ id: 'a' })]) + csvRows([]) + csvRows([lead({ id: 'b' }), lead({ id: 'c' })]);
    expect(parse(csv).data.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('export progress', () => {
  it('counts records, not the line breaks inside quoted fields, however the text is split', () => {
    const csv =
      csvHeader() +
      csvRows(SAMPLE_LEADS.map((l) => ({ ...l, message: `${l.message}\r\nsecond "line"`, assigned_counselor: null })));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: csv.length - 1 }), { maxLength: 20 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const counter = csvRecordCounter();
        let done = 0;
        let from = 0;
        for (const to of [...points, csv.length]) {
          done = counter.push(csv.slice(from, to));
          from = to;
        }
        expect(done).toBe(SAMPLE_LEADS.length);
      }),
    );
  });

  it('gives a whole percentage, capped at 100, or none without a total', () => {
    expect(progressPercent(1200, 5000)).toBe(24);
    expect(progressPercent(5001, 5000)).toBe(100);
    expect(progressPercent(10, 0)).toBeNull();
    expect(progressPercent(10, null)).toBeNull();
  });
});
