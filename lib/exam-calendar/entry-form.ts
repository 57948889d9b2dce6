import { z } from 'zod';
import {
  CALENDAR_EXAMS,
  calendarEntrySchema,
  COLLEGE_KINDS,
  type CalendarEntry,
  type CalendarExam,
  type EntryKind,
  type MonthPart,
} from './types';

/*
 * The back-office's calendar entry form (/admin/exams/calendar): flat text fields as a form posts them, turned into
 * an entry and checked by calendarEntrySchema, its refusals put back on the form's own fields. An announced entry
 * has a date (and an optional last day); an expected one only the usual part of a month and a year — the form has
 * no day field for it, and the schema refuses a day in its qualifier.
 */

const text = z.string().max(2000).optional();

const formShape = z.object({
  /** The entry's stable id when editing; a new entry gets one made from its exam or college, kind and cycle. */
  id: z
    .union([
      z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown calendar entry.')
        .max(80),
      z.literal(''),
    ])
    .optional(),
  status: text,
  exam: text,
  college_id: z.union([z.uuid('Choose a college from the list.'), z.literal('')]).optional(),
  kind: text,
  cycle: text,
  cycle_label: text,
  detail: text,
  note: text,
  source_label: text,
  source_url: text,
  last_verified: text,
  starts_on: text,
  ends_on: text,
  usual_year: text,
  usual_month: text,
  usual_part: text,
  usual_until_year: text,
  usual_until_month: text,
  usual_until_part: text,
  basis: text,
});

export type CalendarEntryFormFields = { [K in keyof z.input<typeof formShape>]?: string };

/** What the handler writes: the checked entry, its college (by id) and whether it is new. */
export interface CalendarEntryChange {
  isNew: boolean;
  entry: CalendarEntry;
  collegeId: string | null;
}

/** The schema's field → the form's field. */
const FORM_FIELD: Record<string, keyof CalendarEntryFormFields> = {
  status: 'status',
  exam: 'exam',
  collegeSlug: 'college_id',
  kind: 'kind',
  cycle: 'cycle',
  cycleLabel: 'cycle_label',
  detail: 'detail',
  note: 'note',
  source: 'source_url',
  lastVerified: 'last_verified',
  date: 'starts_on',
  endDate: 'ends_on',
  usual: 'usual_month',
  usualUntil: 'usual_until_month',
  basis: 'basis',
};

const MESSAGES = {
  status: 'Choose announced (a published date) or expected (only the usual month).',
  kind: 'Choose what the date is.',
  number: 'Enter a number.',
  untilIncomplete: 'Give the month, part and year where the usual span ends, or leave all three empty.',
  sourceLabel: 'Say what the source is (site and page).',
  cycleLabel: 'Name the cycle as people know it, e.g. "CAT 2026".',
  basis: 'Say what the expectation rests on, with its year (up to 300 characters).',
} as const;

const blank = (value: string | undefined) => (value ?? '').trim();
const orNull = (value: string | undefined) => blank(value) || null;
const int = (value: string | undefined) => (blank(value) === '' ? Number.NaN : Number(blank(value)));

/** A fresh entry id: its exam (or "college"), kind and cycle, and a short random tail so two never collide. */
export function newEntryId(exam: string | null, kind: string, cycle: string, random: () => number = Math.random): string {
  const tail = Math.floor(random() * 36 ** 5)
    .toString(36)
    .padStart(5, '0');
  const id = `${exam ?? 'college'}-${kind}-${cycle}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 73);
  return `${id || 'entry'}-${tail}`;
}

export const calendarEntryFormInput = formShape.transform((form, ctx): CalendarEntryChange => {
  const fail = (field: keyof CalendarEntryFormFields, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [field] });
  const status = blank(form.status);
  if (status !== 'announced' && status !== 'expected') fail('status', MESSAGES.status);
  const kind = blank(form.kind);
  const exam = orNull(form.exam);
  const collegeId = orNull(form.college_id);
  const cycle = blank(form.cycle);
  const isNew = !form.id;
  const base = {
    id: form.id || newEntryId(exam, kind, cycle),
    exam,
    // The model names a college by its slug; the form picks it by id, which the handler writes. Any valid slug
    // stands in here, so the schema's rule "application dates name a college, no other date does" is checked.
    collegeSlug: collegeId ? 'college' : null,
    kind,
    cycle,
    cycleLabel: blank(form.cycle_label),
    detail: orNull(form.detail),
    note: orNull(form.note),
    source: { label: blank(form.source_label), url: blank(form.source_url) },
    lastVerified: blank(form.last_verified),
  };
  const untilGiven = [form.usual_until_year, form.usual_until_month, form.usual_until_part].map(blank);
  const untilSome = untilGiven.some(Boolean);
  if (status === 'expected' && untilSome && !untilGiven.every(Boolean)) fail('usual_until_month', MESSAGES.untilIncomplete);
  const candidate =
    status === 'announced'
      ? { ...base, status, date: blank(form.starts_on), endDate: orNull(form.ends_on), revision: 0 }
      : {
          ...base,
          status: 'expected' as const,
          usual: { year: int(form.usual_year), month: int(form.usual_month), part: blank(form.usual_part) },
          usualUntil: untilSome
            ? { year: int(form.usual_until_year), month: int(form.usual_until_month), part: blank(form.usual_until_part) }
            : null,
          basis: blank(form.basis),
          basisEntryId: null,
        };
  const parsed = calendarEntrySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path.map(String);
      // A new entry's id is made from its other fields, whose own messages say what to fix.
      if (first === 'id') continue;
      let field = FORM_FIELD[first] ?? 'status';
      if (first === 'source') field = second === 'label' ? 'source_label' : 'source_url';
      if (first === 'usual' || first === 'usualUntil') {
        const prefix = first === 'usual' ? 'usual' : 'usual_until';
        field = (
          second === 'year' ? `${prefix}_year` : second === 'part' ? `${prefix}_part` : `${prefix}_month`
        ) as keyof CalendarEntryFormFields;
      }
      let message = issue.message;
      if (first === 'kind') message = MESSAGES.kind;
      else if (first === 'cycleLabel') message = MESSAGES.cycleLabel;
      else if (first === 'basis') message = MESSAGES.basis;
      else if (first === 'source' && second === 'label') message = MESSAGES.sourceLabel;
      else if (issue.code === 'invalid_type' && (first === 'usual' || first === 'usualUntil')) message = MESSAGES.number;
      else if (first === 'date' || first === 'lastVerified')
        message = issue.message.replace('A date is written YYYY-MM-DD', 'Enter a date.');
      fail(field, message);
    }
  }
  if (status !== 'announced' && status !== 'expected') return z.NEVER;
  if (!parsed.success) return z.NEVER;
  return { isNew, entry: parsed.data, collegeId };
});

export type CalendarEntryFormInput = z.input<typeof calendarEntryFormInput>;

/** A stored entry as the form's values. */
export function entryToFormValues(entry: CalendarEntry, collegeId: string | null): CalendarEntryFormFields {
  const common: CalendarEntryFormFields = {
    id: entry.id,
    status: entry.status,
    exam: entry.exam ?? '',
    college_id: collegeId ?? '',
    kind: entry.kind,
    cycle: entry.cycle,
    cycle_label: entry.cycleLabel,
    detail: entry.detail ?? '',
    note: entry.note ?? '',
    source_label: entry.source.label,
    source_url: entry.source.url,
    last_verified: entry.lastVerified,
  };
  if (entry.status === 'announced') return { ...common, starts_on: entry.date, ends_on: entry.endDate ?? '' };
  return {
    ...common,
    usual_year: String(entry.usual.year),
    usual_month: String(entry.usual.month),
    usual_part: entry.usual.part,
    usual_until_year: entry.usualUntil ? String(entry.usualUntil.year) : '',
    usual_until_month: entry.usualUntil ? String(entry.usualUntil.month) : '',
    usual_until_part: entry.usualUntil?.part ?? '',
    basis: entry.basis,
  };
}

export const isCollegeKind = (kind: EntryKind) => (COLLEGE_KINDS as readonly string[]).includes(kind);
export const isCalendarExam = (value: string): value is CalendarExam => (CALENDAR_EXAMS as readonly string[]).includes(value);
export type { MonthPart };
