import { z } from 'zod';
import { CheckValues } from '@/lib/database.types';

/**
 * The exam calendar's entry model (issue 16). Every date is an all-day date in Indian time (Asia/Kolkata), written
 * 'YYYY-MM-DD'. An entry is either *announced* (a published date, with its source) or *expected* (nobody has
 * announced it yet: only the usual part of a month and a year, never a day, plus the earlier-cycle fact it rests on).
 */

export const CALENDAR_TIME_ZONE = 'Asia/Kolkata';

/** The exams the calendar covers (exam_calendar_entries.exam; reminder subscriptions name the same list). */
export const CALENDAR_EXAMS = CheckValues.public.exam_calendar_entries.exam;
export type CalendarExam = (typeof CALENDAR_EXAMS)[number];

export const EXAM_NAMES: Record<CalendarExam, string> = { cat: 'CAT', xat: 'XAT', nmat: 'NMAT', snap: 'SNAP', mat: 'MAT' };

export const ENTRY_KINDS = CheckValues.public.exam_calendar_entries.kind;
export type EntryKind = (typeof ENTRY_KINDS)[number];
/** The kinds a college's entries have, and only theirs (the exam_calendar_college_kinds constraint). */
export const COLLEGE_KINDS = ['application-opens', 'application-deadline'] as const satisfies readonly EntryKind[];

export const KIND_LABELS: Record<EntryKind, string> = {
  notification: 'Official notification',
  'registration-opens': 'Registration opens',
  'registration-closes': 'Registration closes',
  'admit-card': 'Admit card',
  'exam-day': 'Exam day',
  'exam-window': 'Test window',
  result: 'Result',
  'application-opens': 'Applications open',
  'application-deadline': 'Application deadline',
};

/** usual_part's list; usual_until_part allows the same. */
export const MONTH_PARTS = CheckValues.public.exam_calendar_entries.usual_part;
export type MonthPart = (typeof MONTH_PARTS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A real calendar date written 'YYYY-MM-DD' (so '2026-02-30' fails). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Not a real calendar date');
export type IsoDate = z.infer<typeof isoDateSchema>;

export const sourceSchema = z.strictObject({
  label: z.string().trim().min(1).max(200),
  url: z.url({ protocol: /^https?$/, message: 'A source is an http(s) URL' }),
});
export type CalendarSource = z.infer<typeof sourceSchema>;

/** The usual part of a month, e.g. late November 2026. No day, ever. */
export const usualPeriodSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  part: z.enum(MONTH_PARTS),
});
export type UsualPeriod = z.infer<typeof usualPeriodSchema>;

const baseShape = {
  /** Stable id: part of the ICS UID and the reminder key, so it never changes once published. */
  id: z.string().regex(SLUG, 'id is a lower-case slug').max(80),
  /** The exam, or for a college deadline the exam it admits through (null when it takes several). */
  exam: z.enum(CALENDAR_EXAMS).nullable(),
  /** Seeded college slug (supabase/seed.sql) for application dates; null for exam dates. */
  collegeSlug: z.string().regex(SLUG).max(80).nullable(),
  kind: z.enum(ENTRY_KINDS),
  /** Admissions cycle the date belongs to, e.g. '2026-27' (CAT 2026 and XAT 2027 both admit the 2027-29 batch). */
  cycle: z.string().regex(/^\d{4}-\d{2}$/, "A cycle is written like '2026-27'"),
  /** What people call it: 'CAT 2026', 'MAT September 2026', 'IIM Ahmedabad PGP 2027-29'. */
  cycleLabel: z.string().trim().min(1).max(80),
  /** Short qualifier shown after the kind: 'paper-based (PBT)', 'Test 1'. */
  detail: z.string().trim().min(1).max(80).nullable(),
  /** A sentence of context with its own year, e.g. how a deadline moved. */
  note: z.string().trim().min(1).max(400).nullable(),
  source: sourceSchema,
  lastVerified: isoDateSchema,
};

export const announcedEntrySchema = z.strictObject({
  ...baseShape,
  status: z.literal('announced'),
  date: isoDateSchema,
  /** Last day of a range (inclusive), or null for a single day. */
  endDate: isoDateSchema.nullable(),
  /** Bumped whenever a published date changes (ICS SEQUENCE), so subscribed calendars update the event. */
  revision: z.number().int().min(0),
});

export const expectedEntrySchema = z.strictObject({
  ...baseShape,
  status: z.literal('expected'),
  usual: usualPeriodSchema,
  /** For a usual span (a test window): where it usually ends. */
  usualUntil: usualPeriodSchema.nullable(),
  /** The earlier cycle's fact this expectation rests on, with its year: 'CAT 2025 was held on 30 Nov 2025.' */
  basis: z.string().trim().min(1).max(300),
  /** The earlier cycle's announced entry, when the calendar holds it. */
  basisEntryId: z.string().regex(SLUG).nullable(),
});

function checkEntry(entry: z.infer<typeof announcedEntrySchema> | z.infer<typeof expectedEntrySchema>, ctx: z.RefinementCtx) {
  const collegeKind = (COLLEGE_KINDS as readonly string[]).includes(entry.kind);
  if (collegeKind && entry.collegeSlug === null) {
    ctx.addIssue({ code: 'custom', path: ['collegeSlug'], message: 'An application date names its college' });
  }
  if (!collegeKind && entry.collegeSlug !== null) {
    ctx.addIssue({ code: 'custom', path: ['collegeSlug'], message: 'Only application dates name a college' });
  }
  if (!collegeKind && entry.exam === null) {
    ctx.addIssue({ code: 'custom', path: ['exam'], message: 'An exam date names its exam' });
  }
  const [start, end] = entry.cycle.split('-');
  if ((Number(start) + 1) % 100 !== Number(end)) {
    ctx.addIssue({ code: 'custom', path: ['cycle'], message: "A cycle spans two consecutive years, like '2026-27'" });
  }
  if (entry.status === 'announced') {
    if (entry.endDate !== null && entry.endDate <= entry.date) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A range ends after it starts' });
    }
  } else {
    const from = periodIndex(entry.usual);
    if (entry.usualUntil !== null && periodIndex(entry.usualUntil) <= from) {
      ctx.addIssue({ code: 'custom', path: ['usualUntil'], message: 'A usual span ends after it starts' });
    }
    if (/\b\d{1,2}\b/.test(entry.detail ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: 'An expected entry carries no day' });
    }
  }
}

/** Orders usual periods: early < mid < late within a month; 'any' sorts with 'early' (it starts the month). */
export function periodIndex(period: UsualPeriod): number {
  const part = period.part === 'mid' ? 1 : period.part === 'late' ? 2 : 0;
  return (period.year * 12 + (period.month - 1)) * 3 + part;
}

export const calendarEntrySchema = z
  .discriminatedUnion('status', [announcedEntrySchema, expectedEntrySchema])
  .superRefine(checkEntry);

export type AnnouncedEntry = z.infer<typeof announcedEntrySchema>;
export type ExpectedEntry = z.infer<typeof expectedEntrySchema>;
export type CalendarEntry = AnnouncedEntry | ExpectedEntry;

export function isAnnounced(entry: CalendarEntry): entry is AnnouncedEntry {
  return entry.status === 'announced';
}

/** Parses a whole list and checks that ids are unique and every basisEntryId points at an announced earlier entry. */
export const calendarEntriesSchema = z.array(calendarEntrySchema).superRefine((entries, ctx) => {
  const byId = new Map<string, CalendarEntry>();
  entries.forEach((entry, index) => {
    if (byId.has(entry.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate id ${entry.id}` });
    byId.set(entry.id, entry);
  });
  entries.forEach((entry, index) => {
    if (entry.status !== 'expected' || entry.basisEntryId === null) return;
    const basis = byId.get(entry.basisEntryId);
    if (!basis || basis.status !== 'announced' || basis.cycle >= entry.cycle) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'basisEntryId'],
        message: 'The basis is an announced entry of an earlier cycle',
      });
    }
  });
});
