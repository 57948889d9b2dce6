import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodCovers } from '@/lib/exam-calendar/expected';
import { calendarEntriesSchema, calendarEntrySchema, type AnnouncedEntry, type ExpectedEntry } from '@/lib/exam-calendar/types';
import {
  CURRENT_CYCLE,
  CURRENT_CYCLE_ENTRIES,
  EXAM_CALENDAR_ENTRIES,
  PREVIOUS_CYCLE_ENTRIES,
} from '@/supabase/seeds/exam-calendar/entries';
import { announcedEntry, expectedEntry } from '../support/exam-calendar-fixtures';

const announced: AnnouncedEntry = announcedEntry({
  id: 'iim-ahmedabad-2027-application-deadline',
  exam: 'cat',
  collegeSlug: 'iim-ahmedabad',
  kind: 'application-deadline',
  cycleLabel: 'IIM Ahmedabad PGP 2027-29',
  source: { label: 'IIMA admissions', url: 'https://www.iima.ac.in/' },
  date: '2027-01-15',
});

const expected: ExpectedEntry = expectedEntry();

const issues = (value: unknown) => {
  const result = calendarEntrySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('calendarEntrySchema', () => {
  it('accepts a college deadline and an expected exam date', () => {
    expect(issues(announced)).toEqual([]);
    expect(issues(expected)).toEqual([]);
  });

  it('refuses a day on an expected entry, in any form', () => {
    expect(issues({ ...expected, date: '2026-11-29' })).not.toEqual([]);
    expect(issues({ ...expected, usual: { ...expected.usual, day: 29 } })).not.toEqual([]);
    expect(issues({ ...expected, detail: 'on 29' })).toEqual(['detail: An expected entry carries no day']);
    expect(issues({ ...expected, usual: { year: 2026, month: 11 } })).not.toEqual([]);
  });

  it('refuses dates that do not exist and ranges that run backwards', () => {
    expect(issues({ ...announced, date: '2027-02-30' })).toEqual(['date: Not a real calendar date']);
    expect(issues({ ...announced, date: '15-01-2027' })).toContain('date: A date is written YYYY-MM-DD');
    expect(issues({ ...announced, endDate: '2027-01-15' })).toEqual(['endDate: A range ends after it starts']);
    expect(issues({ ...expected, usualUntil: { year: 2026, month: 11, part: 'early' } })).toEqual([
      'usualUntil: A usual span ends after it starts',
    ]);
  });

  it('ties application dates to a college and exam dates to an exam', () => {
    expect(issues({ ...announced, collegeSlug: null })).toEqual(['collegeSlug: An application date names its college']);
    expect(issues({ ...expected, collegeSlug: 'iim-ahmedabad' })).toEqual(['collegeSlug: Only application dates name a college']);
    expect(issues({ ...expected, exam: null })).toEqual(['exam: An exam date names its exam']);
    expect(issues({ ...announced, exam: null })).toEqual([]);
  });

  it('wants a source URL, a real cycle and a slug id', () => {
    expect(issues({ ...announced, source: { label: 'x', url: 'javascript:alert(1)' } })).not.toEqual([]);
    expect(issues({ ...announced, source: { label: '', url: 'https://x.org' } })).not.toEqual([]);
    expect(issues({ ...announced, cycle: '2026-28' })).toEqual(["cycle: A cycle spans two consecutive years, like '2026-27'"]);
    expect(issues({ ...announced, id: 'Not A Slug' })).not.toEqual([]);
    expect(issues({ ...announced, lastVerified: undefined })).not.toEqual([]);
  });

  it('checks a list: unique ids, and a basis that is an announced entry of an earlier cycle', () => {
    const dup = calendarEntriesSchema.safeParse([expected, expected]);
    expect(dup.success).toBe(false);
    const later = { ...announced, id: 'later', cycle: '2027-28', kind: 'exam-day', collegeSlug: null };
    const badBasis = calendarEntriesSchema.safeParse([later, { ...expected, basisEntryId: 'later' }]);
    expect(badBasis.success).toBe(false);
    const missing = calendarEntriesSchema.safeParse([{ ...expected, basisEntryId: 'nowhere' }]);
    expect(missing.success).toBe(false);
  });
});

describe('the seeded calendar', () => {
  it('parses, with unique ids and every basis resolved', () => {
    const result = calendarEntriesSchema.safeParse(EXAM_CALENDAR_ENTRIES);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('shows the 2026-27 cycle, with announced dates only where the reference has them (MAT September 2026)', () => {
    expect(CURRENT_CYCLE).toBe('2026-27');
    expect(CURRENT_CYCLE_ENTRIES.every((e) => e.cycle === CURRENT_CYCLE)).toBe(true);
    expect(PREVIOUS_CYCLE_ENTRIES.every((e) => e.cycle === '2025-26' && e.status === 'announced')).toBe(true);
    const announcedNow = CURRENT_CYCLE_ENTRIES.filter((e) => e.status === 'announced');
    expect(announcedNow.map((e) => [e.id, e.date])).toEqual([
      ['mat-2026-sep-pbt', '2026-09-13'],
      ['mat-2026-sep-cbt', '2026-09-20'],
    ]);
    const labels = new Set(CURRENT_CYCLE_ENTRIES.map((e) => e.cycleLabel));
    expect([...labels]).toEqual(['CAT 2026', 'XAT 2027', 'NMAT 2026', 'SNAP 2026', 'MAT September 2026', 'MAT February 2027']);
  });

  it('rests every expected entry on an earlier fact its usual period covers, a year on', () => {
    const byId = new Map(EXAM_CALENDAR_ENTRIES.map((e) => [e.id, e]));
    for (const entry of CURRENT_CYCLE_ENTRIES) {
      if (entry.status !== 'expected') continue;
      expect(entry.basisEntryId, entry.id).not.toBeNull();
      const basis = byId.get(entry.basisEntryId!) as AnnouncedEntry;
      expect(basis.exam, entry.id).toBe(entry.exam);
      expect(basis.kind, entry.id).toBe(entry.kind);
      expect(periodCovers(entry, basis.date, 1), `${entry.id} covers ${basis.date}`).toBe(true);
      if (basis.endDate) expect(periodCovers(entry, basis.endDate, 1), `${entry.id} covers ${basis.endDate}`).toBe(true);
      // The basis text names the earlier date, and every dated year in it is earlier than the expected one.
      for (const [, year] of entry.basis.matchAll(/\b\d{1,2} [A-Z][a-z]{2} (20\d\d)\b/g)) {
        expect(Number(year), entry.id).toBeLessThan(entry.usual.year);
      }
      const [y, m, d] = basis.date.split('-').map(Number);
      const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
        .format(new Date(Date.UTC(y, m - 1, d)))
        .replace('Sept', 'Sep');
      expect(entry.basis, entry.id).toContain(short);
    }
  });

  it('keeps the reference facts exactly', () => {
    const date = (id: string) => {
      const e = EXAM_CALENDAR_ENTRIES.find((x) => x.id === id);
      return e?.status === 'announced' ? [e.date, e.endDate] : null;
    };
    expect(date('cat-2025-exam-day')).toEqual(['2025-11-30', null]);
    expect(date('cat-2025-result')).toEqual(['2025-12-24', null]);
    expect(date('cat-2025-registration-closes')).toEqual(['2025-09-13', null]);
    expect(date('xat-2026-exam-day')).toEqual(['2026-01-04', null]);
    expect(date('xat-2026-registration-closes')).toEqual(['2025-12-11', null]);
    expect(date('nmat-2025-test-window')).toEqual(['2025-11-05', '2025-12-19']);
    expect(date('nmat-2025-registration-closes')).toEqual(['2025-10-18', null]);
    expect(['snap-2025-test-1', 'snap-2025-test-2', 'snap-2025-test-3'].map(date)).toEqual([
      ['2025-12-06', null],
      ['2025-12-14', null],
      ['2025-12-20', null],
    ]);
    expect(date('mat-2026-feb-pbt')).toEqual(['2026-03-01', null]);
    expect(date('mat-2026-feb-cbt')).toEqual(['2026-03-08', null]);
  });

  it('never shows a forecast day: no expected entry text names 29 Nov 2026 or 3 Jan 2027', () => {
    for (const entry of CURRENT_CYCLE_ENTRIES) {
      const text = JSON.stringify(entry);
      expect(text).not.toMatch(/29 Nov(ember)? 2026|3 Jan(uary)? 2027|2026-11-29|2027-01-03/);
    }
  });

  it('gives every entry a source and a last-verified date, and a year on every fee', () => {
    for (const entry of EXAM_CALENDAR_ENTRIES) {
      expect(entry.source.url).toMatch(/^https:\/\//);
      expect(entry.lastVerified).toBe('2026-11-22');
      if (entry.note?.includes('₹')) expect(entry.note, entry.id).toMatch(/\b20\d\d\b/);
    }
  });

  it('names only colleges the seed has', () => {
    const seed = readFileSync(path.resolve(import.meta.dirname, '../../supabase/seed.sql'), 'utf8');
    const slugs = new Set([...seed.matchAll(/where c\.slug = '([a-z0-9-]+)'/g)].map((m) => m[1]));
    expect(slugs.has('iim-ahmedabad')).toBe(true);
    for (const entry of EXAM_CALENDAR_ENTRIES) {
      if (entry.collegeSlug) expect(slugs.has(entry.collegeSlug), entry.id).toBe(true);
    }
  });
});
