import type { AnnouncedEntry, CalendarEntry, ExpectedEntry, UsualPeriod } from '@/lib/exam-calendar/types';

/**
 * The exam calendar's data (issue 16), from /work/shared/reference/mba-college-data.md §3 and exam-facts.md.
 *
 * The current cycle is 2026-27 (CAT 2026, XAT 2027, NMAT 2026, SNAP 2026, MAT sessions from September 2026).
 * The reference holds no official 2026-27 notice except MAT September 2026, so every other 2026-27 date is
 * *expected*: a usual part of a month and a year, with the 2025-26 fact it rests on as its basis — never a day.
 * Coaching-site forecasts of exact days (CAT 29 Nov 2026, XAT 3 Jan 2027) are cited as sources but their days are
 * not shown. The 2025-26 entries are kept as the announced facts those expectations rest on.
 *
 * Not here, because the reference has no date for them: MAT May and December 2026 sessions, and any college's own
 * application deadline (the reference lists none; the model supports them with a seeded college slug).
 */

export const CURRENT_CYCLE = '2026-27';
const PREVIOUS_CYCLE = '2025-26';
const VERIFIED = '2026-11-22';

const SRC = {
  cat2025: {
    label: 'PagalGuy: CAT 2025 registration, dates and fee',
    url: 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges',
  },
  cat2025Result: { label: 'FindMyCollege: CAT result date', url: 'https://findmycollege.com/exams/cat' },
  cat2026Forecast: {
    label: 'VidyaVision: CAT 2026 expected dates (forecast)',
    url: 'https://www.vidyavision.com/entrance-exam/cat',
  },
  xat2026: {
    label: 'Telegraph India: XLRI announces XAT 2026 dates',
    url: 'https://www.telegraphindia.com/edugraph/news/xlri-announces-xat-2026-exam-and-other-key-dates-application-process-to-begin-soon/cid/2111969',
  },
  xat2026Close: {
    label: 'Telegraph India: XAT 2026 registration closes 11 Dec 2025',
    url: 'https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-to-close-xat-2026-registration-for-mba-pgdm-courses-today-check-details/cid/2137326',
  },
  xat2027Forecast: { label: 'PW: XAT 2027 expected date (forecast)', url: 'https://www.pw.live/mba/exams/xat-exam-2027' },
  nmat2025: {
    label: 'Telegraph India: GMAC begins NMAT 2025 application',
    url: 'https://www.telegraphindia.com/edugraph/news/gmac-begins-nmat-2025-application-for-mba-admissions-check-exam-date-and-pattern/cid/2116069',
  },
  nmat2025Extended: {
    label: 'KollegeApply: NMAT 2025 registration extended to 18 Oct',
    url: 'https://news.kollegeapply.com/news/nmat-registration-2025-extended-apply-by-october-18-at-mbacom',
  },
  snap2025: {
    label: 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov',
    url: 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html',
  },
  snap2025Open: {
    label: 'Lokmat Times: Symbiosis MBA admissions open via SNAP 2025',
    url: 'https://www.lokmattimes.com/business/symbiosis-mba-admissions-now-open-via-snap-test-2025/',
  },
  snap2026Status: {
    label: 'Hitbullseye: SNAP registration (2026 not announced)',
    url: 'https://mba.hitbullseye.com/SNAP/SNAP-Registration.php',
  },
  matFeb2026: {
    label: 'Careers360: AIMA MAT February 2026 registration',
    url: 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp',
  },
  matSep2026: {
    label: 'Dial4College: MAT September 2026 dates announced',
    url: 'https://dial4college.com/news/mat-september-2026-exam-dates-announced-registration-begins-for-pbt-and-cbt-modes',
  },
} as const;

type Common = Pick<CalendarEntry, 'id' | 'exam' | 'kind' | 'cycleLabel' | 'source'> &
  Partial<Pick<CalendarEntry, 'detail' | 'note'>>;

function announced(common: Common & { date: string; endDate?: string; revision?: number; cycle?: string }): AnnouncedEntry {
  return {
    id: common.id,
    exam: common.exam,
    collegeSlug: null,
    kind: common.kind,
    cycle: common.cycle ?? PREVIOUS_CYCLE,
    cycleLabel: common.cycleLabel,
    detail: common.detail ?? null,
    note: common.note ?? null,
    source: { ...common.source },
    lastVerified: VERIFIED,
    status: 'announced',
    date: common.date,
    endDate: common.endDate ?? null,
    revision: common.revision ?? 0,
  };
}

function expected(
  common: Common & { usual: UsualPeriod; usualUntil?: UsualPeriod; basis: string; basisEntryId: string },
): ExpectedEntry {
  return {
    id: common.id,
    exam: common.exam,
    collegeSlug: null,
    kind: common.kind,
    cycle: CURRENT_CYCLE,
    cycleLabel: common.cycleLabel,
    detail: common.detail ?? null,
    note: common.note ?? null,
    source: { ...common.source },
    lastVerified: VERIFIED,
    status: 'expected',
    usual: common.usual,
    usualUntil: common.usualUntil ?? null,
    basis: common.basis,
    basisEntryId: common.basisEntryId,
  };
}

/** The 2025-26 cycle: published dates, the basis for what 2026-27 is expected to look like. */
export const PREVIOUS_CYCLE_ENTRIES: AnnouncedEntry[] = [
  // CAT 2025, convened by IIM Kozhikode [86][87].
  announced({
    id: 'cat-2025-notification',
    exam: 'cat',
    kind: 'notification',
    cycleLabel: 'CAT 2025',
    source: SRC.cat2025,
    date: '2025-07-27',
  }),
  announced({
    id: 'cat-2025-registration-opens',
    exam: 'cat',
    kind: 'registration-opens',
    cycleLabel: 'CAT 2025',
    source: SRC.cat2025,
    date: '2025-08-01',
    note: 'Fee ₹2,600 (₹1,300 for SC/ST/PwD) — CAT 2025.',
  }),
  announced({
    id: 'cat-2025-registration-closes',
    exam: 'cat',
    kind: 'registration-closes',
    cycleLabel: 'CAT 2025',
    source: SRC.cat2025,
    date: '2025-09-13',
  }),
  announced({
    id: 'cat-2025-admit-card',
    exam: 'cat',
    kind: 'admit-card',
    cycleLabel: 'CAT 2025',
    source: SRC.cat2025,
    date: '2025-11-05',
  }),
  announced({
    id: 'cat-2025-exam-day',
    exam: 'cat',
    kind: 'exam-day',
    cycleLabel: 'CAT 2025',
    detail: 'three sessions',
    source: SRC.cat2025,
    date: '2025-11-30',
  }),
  announced({
    id: 'cat-2025-result',
    exam: 'cat',
    kind: 'result',
    cycleLabel: 'CAT 2025',
    source: SRC.cat2025Result,
    date: '2025-12-24',
  }),

  // XAT 2026 (XLRI) [89].
  announced({
    id: 'xat-2026-registration-opens',
    exam: 'xat',
    kind: 'registration-opens',
    cycleLabel: 'XAT 2026',
    source: SRC.xat2026,
    date: '2025-07-10',
  }),
  announced({
    id: 'xat-2026-registration-closes',
    exam: 'xat',
    kind: 'registration-closes',
    cycleLabel: 'XAT 2026',
    source: SRC.xat2026Close,
    date: '2025-12-11',
    revision: 2,
    note: 'The deadline moved from 30 Nov to 5 Dec, then to 11 Dec 2025. Fee ₹2,200 — XAT 2026.',
  }),
  announced({
    id: 'xat-2026-exam-day',
    exam: 'xat',
    kind: 'exam-day',
    cycleLabel: 'XAT 2026',
    detail: '2–5 pm',
    source: SRC.xat2026,
    date: '2026-01-04',
  }),

  // NMAT 2025 (GMAC) [91].
  announced({
    id: 'nmat-2025-registration-opens',
    exam: 'nmat',
    kind: 'registration-opens',
    cycleLabel: 'NMAT 2025',
    source: SRC.nmat2025,
    date: '2025-08-01',
    note: 'Fee ₹3,000 + tax — NMAT 2025.',
  }),
  announced({
    id: 'nmat-2025-registration-closes',
    exam: 'nmat',
    kind: 'registration-closes',
    cycleLabel: 'NMAT 2025',
    source: SRC.nmat2025Extended,
    date: '2025-10-18',
    revision: 1,
    note: 'Extended from 10 Oct 2025.',
  }),
  announced({
    id: 'nmat-2025-test-window',
    exam: 'nmat',
    kind: 'exam-window',
    cycleLabel: 'NMAT 2025',
    source: SRC.nmat2025,
    date: '2025-11-05',
    endDate: '2025-12-19',
  }),

  // SNAP 2025 (Symbiosis) [92].
  announced({
    id: 'snap-2025-registration-opens',
    exam: 'snap',
    kind: 'registration-opens',
    cycleLabel: 'SNAP 2025',
    source: SRC.snap2025Open,
    date: '2025-08-01',
  }),
  announced({
    id: 'snap-2025-registration-closes',
    exam: 'snap',
    kind: 'registration-closes',
    cycleLabel: 'SNAP 2025',
    source: SRC.snap2025,
    date: '2025-11-20',
    note: 'Fee ₹2,250 per test + ₹1,000 per programme (third-party figures) — SNAP 2025.',
  }),
  announced({
    id: 'snap-2025-test-1',
    exam: 'snap',
    kind: 'exam-day',
    cycleLabel: 'SNAP 2025',
    detail: 'Test 1',
    source: SRC.snap2025,
    date: '2025-12-06',
  }),
  announced({
    id: 'snap-2025-test-2',
    exam: 'snap',
    kind: 'exam-day',
    cycleLabel: 'SNAP 2025',
    detail: 'Test 2',
    source: SRC.snap2025,
    date: '2025-12-14',
  }),
  announced({
    id: 'snap-2025-test-3',
    exam: 'snap',
    kind: 'exam-day',
    cycleLabel: 'SNAP 2025',
    detail: 'Test 3',
    source: SRC.snap2025,
    date: '2025-12-20',
  }),
  announced({
    id: 'snap-2025-result',
    exam: 'snap',
    kind: 'result',
    cycleLabel: 'SNAP 2025',
    source: SRC.snap2025,
    date: '2026-01-09',
    note: 'Third-party figure.',
  }),

  // MAT February 2026 session (AIMA) [85].
  announced({
    id: 'mat-2026-feb-registration-closes-pbt',
    exam: 'mat',
    kind: 'registration-closes',
    cycleLabel: 'MAT February 2026',
    detail: 'paper-based, PBT',
    source: SRC.matFeb2026,
    date: '2026-02-23',
    note: 'Fee ₹2,200 for one mode, ₹3,800 for both — MAT February 2026.',
  }),
  announced({
    id: 'mat-2026-feb-registration-closes-cbt',
    exam: 'mat',
    kind: 'registration-closes',
    cycleLabel: 'MAT February 2026',
    detail: 'computer-based, CBT',
    source: SRC.matFeb2026,
    date: '2026-03-02',
  }),
  announced({
    id: 'mat-2026-feb-pbt',
    exam: 'mat',
    kind: 'exam-day',
    cycleLabel: 'MAT February 2026',
    detail: 'paper-based, PBT',
    source: SRC.matFeb2026,
    date: '2026-03-01',
  }),
  announced({
    id: 'mat-2026-feb-cbt',
    exam: 'mat',
    kind: 'exam-day',
    cycleLabel: 'MAT February 2026',
    detail: 'computer-based, CBT',
    source: SRC.matFeb2026,
    date: '2026-03-08',
  }),
];

const NOT_FOUND = (what: string) => `No official ${what} date was found in our sources (checked ${VERIFIED}).`;

/** The 2026-27 cycle: what the calendar shows. */
export const CURRENT_CYCLE_ENTRIES: CalendarEntry[] = [
  // CAT 2026: no official notice found; the exam usually falls in late November [88].
  expected({
    id: 'cat-2026-notification',
    exam: 'cat',
    kind: 'notification',
    cycleLabel: 'CAT 2026',
    source: SRC.cat2025,
    usual: { year: 2026, month: 7, part: 'late' },
    basis: 'The CAT 2025 notice came out on 27 Jul 2025.',
    basisEntryId: 'cat-2025-notification',
    note: NOT_FOUND('CAT 2026'),
  }),
  expected({
    id: 'cat-2026-registration-opens',
    exam: 'cat',
    kind: 'registration-opens',
    cycleLabel: 'CAT 2026',
    source: SRC.cat2026Forecast,
    usual: { year: 2026, month: 8, part: 'early' },
    basis: 'CAT 2025 registration opened on 1 Aug 2025.',
    basisEntryId: 'cat-2025-registration-opens',
  }),
  expected({
    id: 'cat-2026-registration-closes',
    exam: 'cat',
    kind: 'registration-closes',
    cycleLabel: 'CAT 2026',
    source: SRC.cat2025,
    usual: { year: 2026, month: 9, part: 'mid' },
    basis: 'CAT 2025 registration closed on 13 Sep 2025.',
    basisEntryId: 'cat-2025-registration-closes',
  }),
  expected({
    id: 'cat-2026-admit-card',
    exam: 'cat',
    kind: 'admit-card',
    cycleLabel: 'CAT 2026',
    source: SRC.cat2025,
    usual: { year: 2026, month: 11, part: 'early' },
    basis: 'CAT 2025 admit cards were available from 5 Nov 2025.',
    basisEntryId: 'cat-2025-admit-card',
  }),
  expected({
    id: 'cat-2026-exam-day',
    exam: 'cat',
    kind: 'exam-day',
    cycleLabel: 'CAT 2026',
    source: SRC.cat2026Forecast,
    usual: { year: 2026, month: 11, part: 'late' },
    basis: 'CAT 2025 was held on 30 Nov 2025, in three sessions.',
    basisEntryId: 'cat-2025-exam-day',
  }),
  expected({
    id: 'cat-2026-result',
    exam: 'cat',
    kind: 'result',
    cycleLabel: 'CAT 2026',
    source: SRC.cat2025Result,
    usual: { year: 2026, month: 12, part: 'late' },
    basis: 'The CAT 2025 result came out on 24 Dec 2025.',
    basisEntryId: 'cat-2025-result',
  }),

  // XAT 2027: no official notice found; XAT is usually in the first week of January [90].
  expected({
    id: 'xat-2027-registration-opens',
    exam: 'xat',
    kind: 'registration-opens',
    cycleLabel: 'XAT 2027',
    source: SRC.xat2026,
    usual: { year: 2026, month: 7, part: 'early' },
    basis: 'XAT 2026 registration opened on 10 Jul 2025.',
    basisEntryId: 'xat-2026-registration-opens',
    note: NOT_FOUND('XAT 2027'),
  }),
  expected({
    id: 'xat-2027-registration-closes',
    exam: 'xat',
    kind: 'registration-closes',
    cycleLabel: 'XAT 2027',
    source: SRC.xat2026Close,
    usual: { year: 2026, month: 11, part: 'late' },
    usualUntil: { year: 2026, month: 12, part: 'mid' },
    basis: 'XAT 2026 registration was to close on 30 Nov 2025; the deadline moved to 5 Dec, then to 11 Dec 2025.',
    basisEntryId: 'xat-2026-registration-closes',
  }),
  expected({
    id: 'xat-2027-exam-day',
    exam: 'xat',
    kind: 'exam-day',
    cycleLabel: 'XAT 2027',
    source: SRC.xat2027Forecast,
    usual: { year: 2027, month: 1, part: 'early' },
    basis: 'XAT 2026 was held on 4 Jan 2026, 2–5 pm.',
    basisEntryId: 'xat-2026-exam-day',
  }),

  // NMAT 2026: not found in the sources [91].
  expected({
    id: 'nmat-2026-registration-opens',
    exam: 'nmat',
    kind: 'registration-opens',
    cycleLabel: 'NMAT 2026',
    source: SRC.nmat2025,
    usual: { year: 2026, month: 8, part: 'early' },
    basis: 'NMAT 2025 registration opened on 1 Aug 2025.',
    basisEntryId: 'nmat-2025-registration-opens',
    note: NOT_FOUND('NMAT 2026'),
  }),
  expected({
    id: 'nmat-2026-registration-closes',
    exam: 'nmat',
    kind: 'registration-closes',
    cycleLabel: 'NMAT 2026',
    source: SRC.nmat2025Extended,
    usual: { year: 2026, month: 10, part: 'early' },
    usualUntil: { year: 2026, month: 10, part: 'mid' },
    basis: 'NMAT 2025 registration was to close on 10 Oct 2025 and was extended to 18 Oct 2025.',
    basisEntryId: 'nmat-2025-registration-closes',
  }),
  expected({
    id: 'nmat-2026-test-window',
    exam: 'nmat',
    kind: 'exam-window',
    cycleLabel: 'NMAT 2026',
    source: SRC.nmat2025,
    usual: { year: 2026, month: 11, part: 'early' },
    usualUntil: { year: 2026, month: 12, part: 'mid' },
    basis: 'The NMAT 2025 test window ran from 5 Nov to 19 Dec 2025.',
    basisEntryId: 'nmat-2025-test-window',
  }),

  // SNAP 2026: not announced in the sources [93].
  expected({
    id: 'snap-2026-registration-opens',
    exam: 'snap',
    kind: 'registration-opens',
    cycleLabel: 'SNAP 2026',
    source: SRC.snap2026Status,
    usual: { year: 2026, month: 8, part: 'early' },
    basis: 'SNAP 2025 registration opened on 1 Aug 2025.',
    basisEntryId: 'snap-2025-registration-opens',
    note: NOT_FOUND('SNAP 2026'),
  }),
  expected({
    id: 'snap-2026-registration-closes',
    exam: 'snap',
    kind: 'registration-closes',
    cycleLabel: 'SNAP 2026',
    source: SRC.snap2025,
    usual: { year: 2026, month: 11, part: 'mid' },
    basis: 'SNAP 2025 registration closed on 20 Nov 2025.',
    basisEntryId: 'snap-2025-registration-closes',
  }),
  expected({
    id: 'snap-2026-tests',
    exam: 'snap',
    kind: 'exam-day',
    cycleLabel: 'SNAP 2026',
    detail: 'three test dates',
    source: SRC.snap2025,
    usual: { year: 2026, month: 12, part: 'early' },
    usualUntil: { year: 2026, month: 12, part: 'mid' },
    basis: 'SNAP 2025 tests were on 6 Dec, 14 Dec and 20 Dec 2025.',
    basisEntryId: 'snap-2025-test-1',
  }),
  expected({
    id: 'snap-2026-result',
    exam: 'snap',
    kind: 'result',
    cycleLabel: 'SNAP 2026',
    source: SRC.snap2025,
    usual: { year: 2027, month: 1, part: 'early' },
    basis: 'The SNAP 2025 result came out on 9 Jan 2026 (third-party figure).',
    basisEntryId: 'snap-2025-result',
  }),

  // MAT September 2026: announced [84]. The May and December 2026 sessions were not found, so they are not here.
  announced({
    id: 'mat-2026-sep-pbt',
    exam: 'mat',
    kind: 'exam-day',
    cycle: CURRENT_CYCLE,
    cycleLabel: 'MAT September 2026',
    detail: 'paper-based, PBT',
    source: SRC.matSep2026,
    date: '2026-09-13',
    note: 'Fee ₹2,300 for one mode, ₹4,000 for both — MAT September 2026.',
  }),
  announced({
    id: 'mat-2026-sep-cbt',
    exam: 'mat',
    kind: 'exam-day',
    cycle: CURRENT_CYCLE,
    cycleLabel: 'MAT September 2026',
    detail: 'computer-based, CBT',
    source: SRC.matSep2026,
    date: '2026-09-20',
  }),

  // MAT February 2027: expected from the February 2026 session [85].
  expected({
    id: 'mat-2027-feb-registration-closes',
    exam: 'mat',
    kind: 'registration-closes',
    cycleLabel: 'MAT February 2027',
    source: SRC.matFeb2026,
    usual: { year: 2027, month: 2, part: 'late' },
    usualUntil: { year: 2027, month: 3, part: 'early' },
    basis: 'MAT February 2026 registration closed on 23 Feb 2026 (paper-based) and 2 Mar 2026 (computer-based).',
    basisEntryId: 'mat-2026-feb-registration-closes-pbt',
    note: NOT_FOUND('MAT February 2027'),
  }),
  expected({
    id: 'mat-2027-feb-exam',
    exam: 'mat',
    kind: 'exam-day',
    cycleLabel: 'MAT February 2027',
    detail: 'paper-based and computer-based',
    source: SRC.matFeb2026,
    usual: { year: 2027, month: 3, part: 'early' },
    basis: 'The MAT February 2026 session was held on 1 Mar 2026 (paper-based) and 8 Mar 2026 (computer-based).',
    basisEntryId: 'mat-2026-feb-pbt',
  }),
];

/** Everything, for the seed and the tests: the current cycle plus the earlier facts it cites. */
export const EXAM_CALENDAR_ENTRIES: CalendarEntry[] = [...PREVIOUS_CYCLE_ENTRIES, ...CURRENT_CYCLE_ENTRIES];
