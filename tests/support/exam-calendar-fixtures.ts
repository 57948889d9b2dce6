import type { AnnouncedEntry, ExpectedEntry } from '@/lib/exam-calendar/types';

/** Calendar entries for the exam-calendar unit tests: valid as they stand, changed per test with `overrides`. */

export function announcedEntry(overrides: Partial<AnnouncedEntry> = {}): AnnouncedEntry {
  return {
    id: 'xat-2027-exam-day',
    exam: 'xat',
    collegeSlug: null,
    kind: 'exam-day',
    cycle: '2026-27',
    cycleLabel: 'XAT 2027',
    detail: null,
    note: null,
    source: { label: 'XLRI notice', url: 'https://xatonline.in/notice' },
    lastVerified: '2026-11-22',
    status: 'announced',
    date: '2027-01-03',
    endDate: null,
    revision: 0,
    ...overrides,
  };
}

export function expectedEntry(overrides: Partial<ExpectedEntry> = {}): ExpectedEntry {
  return {
    id: 'cat-2026-exam-day',
    exam: 'cat',
    collegeSlug: null,
    kind: 'exam-day',
    cycle: '2026-27',
    cycleLabel: 'CAT 2026',
    detail: null,
    note: null,
    source: { label: 'Forecast', url: 'https://example.org/cat' },
    lastVerified: '2026-11-22',
    status: 'expected',
    usual: { year: 2026, month: 11, part: 'late' },
    usualUntil: null,
    basis: 'CAT 2025 was held on 30 Nov 2025.',
    basisEntryId: null,
    ...overrides,
  };
}
