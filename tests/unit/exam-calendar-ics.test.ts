import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcsFeed, eventUid, feedName } from '@/lib/exam-calendar/ics';
import type { CalendarEntry } from '@/lib/exam-calendar/types';
import { CURRENT_CYCLE, CURRENT_CYCLE_ENTRIES, EXAM_CALENDAR_ENTRIES } from '@/supabase/seeds/exam-calendar/entries';
import { announcedEntry as announced, expectedEntry as expected } from '../support/exam-calendar-fixtures';

const site = new URL('https://mbadisha.test');

type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string;
  start: string;
  startIsDate: boolean;
  end: string;
  sequence: number;
  stamp: string;
};

function parse(ics: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: String(vevent.getFirstPropertyValue('description')),
      url: String(vevent.getFirstPropertyValue('url')),
      start: start.toString(),
      startIsDate: start.isDate && end.isDate,
      end: end.toString(),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toString(),
    };
  });
  return { calendar, events };
}

describe('buildIcsFeed', () => {
  it('writes each announced entry as an all-day event and parses back field by field', () => {
    const entry = announced({ revision: 2, note: 'Moved from 30 Nov to 5 Dec, then to 11 Dec 2025.' });
    const ics = buildIcsFeed([entry], { feed: 'xat', cycle: '2026-27', siteUrl: site });
    const { calendar, events } = parse(ics);

    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('MBA Disha — XAT 2027 dates');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.uid).toBe('xat-2027-exam-day@mbadisha.test');
    expect(event.summary).toBe('XAT 2027: Exam day');
    expect(event.startIsDate).toBe(true);
    expect(event.start).toBe('2027-01-03');
    expect(event.end).toBe('2027-01-04');
    expect(event.sequence).toBe(2);
    expect(event.url).toBe('https://xatonline.in/notice');
    expect(event.description).toBe(
      [
        'Source: XLRI notice — https://xatonline.in/notice',
        'Last verified: 22 Nov 2026',
        'Moved from 30 Nov to 5 Dec, then to 11 Dec 2025.',
        'All dates, with what is only expected: https://mbadisha.test/exams/calendar?exam=xat#xat-2027-exam-day',
      ].join('\n'),
    );
    // The raw text says VALUE=DATE: an all-day date, not a midnight instant in some zone.
    expect(ics).toContain('DTSTART;VALUE=DATE:20270103\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270104\r\n');
    expect(event.stamp).toBe('2026-11-22T00:00:00Z');
  });

  it('ends a range the day after its last day, across a month and a year', () => {
    const window = announced({ id: 'nmat-window', exam: 'nmat', kind: 'exam-window', date: '2026-12-20', endDate: '2026-12-31' });
    const { events } = parse(buildIcsFeed([window], { feed: 'all', cycle: '2026-27', siteUrl: site }));
    expect(events[0].start).toBe('2026-12-20');
    expect(events[0].end).toBe('2027-01-01');
  });

  it('escapes commas, semicolons, backslashes and new lines, and they come back unchanged', () => {
    const tricky = announced({
      cycleLabel: 'XAT 2027; Jamshedpur, Jharkhand',
      detail: 'Part A, Part B; GK \\ essay',
      note: 'Fee ₹2,200; +₹200 per XLRI programme, per candidate.\nSecond line',
      source: { label: 'Notice; "official", page', url: 'https://xatonline.in/a,b;c' },
    });
    const ics = buildIcsFeed([tricky], { feed: 'xat', cycle: '2026-27', siteUrl: site });
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:XAT 2027\\; Jamshedpur\\, Jharkhand: Exam day (Part A\\, Part B\\; GK \\\\ essay)');
    const [event] = parse(ics).events;
    expect(event.summary).toBe('XAT 2027; Jamshedpur, Jharkhand: Exam day (Part A, Part B; GK \\ essay)');
    expect(event.description).toContain('Source: Notice; "official", page — https://xatonline.in/a,b;c');
    expect(event.description).toContain('Fee ₹2,200; +₹200 per XLRI programme, per candidate.\nSecond line');
  });

  it('folds long lines at 75 octets (counting multi-byte characters) with CRLF, and unfolds them losslessly', () => {
    const long = announced({ note: `${'₹ — fees and dates; '.repeat(20)}end` });
    const ics = buildIcsFeed([long], { feed: 'xat', cycle: '2026-27', siteUrl: site });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(ics).events[0].description).toContain(`${'₹ — fees and dates; '.repeat(20)}end`);
  });

  it('never puts an expected entry in the feed, with or without a date', () => {
    const entries: CalendarEntry[] = [expected(), announced()];
    for (const feed of ['cat', 'all'] as const) {
      const ics = buildIcsFeed(entries, { feed, cycle: '2026-27', siteUrl: site });
      expect(ics).not.toContain('cat-2026-exam-day');
      expect(ics).not.toContain('CAT 2026: Exam day');
      expect(parse(ics).events.map((e) => e.uid)).toEqual(feed === 'all' ? ['xat-2027-exam-day@mbadisha.test'] : []);
    }
  });

  it('filters by exam and by cycle', () => {
    const entries = [
      announced(),
      announced({ id: 'mat-sep', exam: 'mat', cycleLabel: 'MAT September 2026', date: '2026-09-13' }),
      announced({ id: 'xat-old', cycle: '2025-26', cycleLabel: 'XAT 2026', date: '2026-01-04' }),
      announced({
        id: 'iima-deadline',
        exam: 'cat',
        collegeSlug: 'iim-ahmedabad',
        kind: 'application-deadline',
        date: '2027-01-15',
      }),
    ];
    const uids = (feed: 'xat' | 'mat' | 'cat' | 'colleges' | 'all') =>
      parse(buildIcsFeed(entries, { feed, cycle: '2026-27', siteUrl: site })).events.map((e) => e.uid.split('@')[0]);
    expect(uids('xat')).toEqual(['xat-2027-exam-day']);
    expect(uids('mat')).toEqual(['mat-sep']);
    expect(uids('cat')).toEqual(['iima-deadline']);
    expect(uids('colleges')).toEqual(['iima-deadline']);
    expect(uids('all')).toEqual(['mat-sep', 'xat-2027-exam-day', 'iima-deadline']);
  });

  it('is deterministic, so the same data gives the same bytes (cacheable, stable for subscribers)', () => {
    const a = buildIcsFeed(EXAM_CALENDAR_ENTRIES, { feed: 'all', cycle: CURRENT_CYCLE, siteUrl: site });
    const b = buildIcsFeed(EXAM_CALENDAR_ENTRIES, { feed: 'all', cycle: CURRENT_CYCLE, siteUrl: site });
    expect(a).toBe(b);
  });
});

describe('the seeded 2026-27 feeds', () => {
  it('hold only announced dates: MAT September 2026 today, every expected entry left out', () => {
    const all = parse(buildIcsFeed(EXAM_CALENDAR_ENTRIES, { feed: 'all', cycle: CURRENT_CYCLE, siteUrl: site }));
    expect(all.calendar.getFirstPropertyValue('x-wr-calname')).toBe('MBA Disha — MBA entrance exam dates, 2026-27 cycle');
    expect(all.events.map((e) => [e.uid, e.start, e.end])).toEqual([
      ['mat-2026-sep-pbt@mbadisha.test', '2026-09-13', '2026-09-14'],
      ['mat-2026-sep-cbt@mbadisha.test', '2026-09-20', '2026-09-21'],
    ]);
    for (const entry of CURRENT_CYCLE_ENTRIES.filter((e) => e.status === 'expected')) {
      expect(all.events.map((e) => e.uid)).not.toContain(eventUid(entry, site));
    }
  });

  it('gives a valid, empty CAT 2026 feed whose description says where the expected dates are', () => {
    const ics = buildIcsFeed(EXAM_CALENDAR_ENTRIES, { feed: 'cat', cycle: CURRENT_CYCLE, siteUrl: site });
    const { calendar, events } = parse(ics);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('MBA Disha — CAT 2026 dates');
    expect(String(calendar.getFirstPropertyValue('x-wr-caldesc'))).toContain('https://mbadisha.test/exams/calendar');
  });

  it('names a feed with several cycle labels by exam and cycle', () => {
    expect(feedName(EXAM_CALENDAR_ENTRIES, { feed: 'mat', cycle: CURRENT_CYCLE })).toBe('MBA Disha — MAT dates, 2026-27 cycle');
    expect(feedName(EXAM_CALENDAR_ENTRIES, { feed: 'xat', cycle: CURRENT_CYCLE })).toBe('MBA Disha — XAT 2027 dates');
    expect(feedName(EXAM_CALENDAR_ENTRIES, { feed: 'colleges', cycle: CURRENT_CYCLE })).toBe(
      'MBA Disha — college application dates, 2026-27 cycle',
    );
  });
});
