import { describe, expect, it } from 'vitest';
import { googleCalendarLink } from '@/lib/exam-calendar/google-link';
import type { AnnouncedEntry } from '@/lib/exam-calendar/types';
import { EXAM_CALENDAR_ENTRIES } from '@/supabase/seeds/exam-calendar/entries';

function byId(id: string) {
  const entry = EXAM_CALENDAR_ENTRIES.find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
}

describe('googleCalendarLink', () => {
  it('builds an all-day TEMPLATE link in Indian time that parses back to the entry', () => {
    const link = googleCalendarLink(byId('mat-2026-sep-pbt'));
    expect(link).not.toBeNull();
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('MAT September 2026: Exam day (paper-based, PBT)');
    expect(url.searchParams.get('dates')).toBe('20260913/20260914');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('details')).toBe(
      [
        'Source: Dial4College: MAT September 2026 dates announced — https://dial4college.com/news/mat-september-2026-exam-dates-announced-registration-begins-for-pbt-and-cbt-modes',
        'Last verified: 22 Nov 2026',
        'Fee ₹2,300 for one mode, ₹4,000 for both — MAT September 2026.',
      ].join('\n'),
    );
    expect([...url.searchParams.keys()].sort()).toEqual(['action', 'ctz', 'dates', 'details', 'text']);
  });

  it('spans a range with an exclusive end, across a year boundary', () => {
    const window = { ...byId('nmat-2025-test-window'), endDate: '2025-12-31' } as AnnouncedEntry;
    expect(new URL(googleCalendarLink(window)!).searchParams.get('dates')).toBe('20251105/20260101');
  });

  it('encodes text that would break a query string', () => {
    const entry = { ...byId('mat-2026-sep-cbt'), cycleLabel: 'MAT & more #1 ?x=y', note: '50% + ₹100' } as AnnouncedEntry;
    const url = new URL(googleCalendarLink(entry)!);
    expect(url.searchParams.get('text')).toBe('MAT & more #1 ?x=y: Exam day (computer-based, CBT)');
    expect(url.searchParams.get('details')).toContain('50% + ₹100');
    expect(url.hash).toBe('');
  });

  it('gives no link for an expected entry', () => {
    expect(googleCalendarLink(byId('cat-2026-exam-day'))).toBeNull();
    for (const entry of EXAM_CALENDAR_ENTRIES) {
      expect(googleCalendarLink(entry) === null).toBe(entry.status === 'expected');
    }
  });
});
