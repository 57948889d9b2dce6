import { z } from 'zod';
import {
  checkbox,
  optionalDate,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  textList,
} from '@/lib/content/form-input';
import { SLUG_MESSAGE } from '@/lib/content/slug';
import { CheckValues, type TablesInsert } from '@/lib/database.types';
import { isSlug } from '@/lib/routing/params';
import { isValidEmail } from '@/lib/validation/email-phone';
import { collectRows, isBlankRow } from './admin-rows';
import { COLLEGE_TYPES } from './search-params';

/*
 * The back-office college form as the server reads it: the college's own fields by column name, and its
 * cut-offs, rankings, sources and programmes as indexed rows (lib/colleges/admin-rows.ts). Every refusal names
 * the field (`programs.1.seats`) so the form shows it under that input. The jsonb rows are stored in the shape
 * the public page parses (lib/data/colleges.ts).
 */

export const CUTOFF_KINDS = ['min', 'est', 'reported', 'score'] as const;
export const PROGRAM_MODES = CheckValues.public.college_programs.mode;

export const COLLEGE_MESSAGES = {
  name: 'Enter the college name.',
  location: 'Enter the location as "City, State" (the state spelt out).',
  type: 'Choose the college type.',
  rating: 'Enter a rating from 0 to 5.',
  established: 'Enter the year it was established (1800–2100).',
  fees: 'Enter fees in rupees (0 or more).',
  feesRange: 'The maximum fee must be at least the minimum fee.',
  package: 'Enter the package in ₹ lakh per annum (0 or more).',
  nirfRank: 'Enter the NIRF rank as a whole number (1 or more).',
  nirfYear: 'Enter the NIRF year (2016 or later).',
  seats: 'Enter the number of seats (0 or more).',
  url: 'Enter a full web address starting with https://',
  email: 'Please enter a valid email address',
  date: 'Enter a date.',
  tooLong: 'This is too long.',
  cutoffExam: 'Name the exam (CAT, XAT …).',
  cutoffKind: 'Choose what kind of figure this is.',
  cutoffFigure: 'Enter a percentile (0–100) or a score.',
  percentile: 'Enter a percentile from 0 to 100.',
  score: 'Enter the score as a number.',
  year: 'Enter a year (2000–2100).',
  rankingAgency: 'Name the ranking (NIRF Overall, QS …).',
  rank: 'Enter the rank as a whole number (1 or more).',
  sourceLabel: 'Say what this source is for (fees, placements …).',
  sourceUrl: 'Enter the source address starting with https://',
  programName: 'Enter the programme name.',
  degree: 'Enter the degree (MBA, PGDM …).',
  duration: 'Enter the duration in months (1–120).',
  mode: 'Choose the mode.',
  order: 'Enter the order as a whole number.',
  programId: 'This programme row is not valid; remove it and add it again.',
} as const;

const fees = () => optionalNumber({ min: 0, max: 9_999_999_999.99, message: COLLEGE_MESSAGES.fees });
const lakh = () => optionalNumber({ min: 0, max: 99_999.99, message: COLLEGE_MESSAGES.package });
const year = () => optionalNumber({ min: 2000, max: 2100, integer: true, message: COLLEGE_MESSAGES.year });
const text = (max: number) => optionalText(max);
/** Exam names are stored upper-case: the public filter matches them exactly (colleges.exams_accepted @> {CAT}). */
const exams = () => textList(20).transform((list) => [...new Set(list.map((e) => e.toUpperCase()))]);
/** One entry per line; highlights may contain commas. */
const lines = (max: number) =>
  z
    .union([z.string(), z.undefined(), z.null()])
    .transform((v) =>
      (v ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(300, COLLEGE_MESSAGES.tooLong)).max(max, COLLEGE_MESSAGES.tooLong));
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: () => message });

const slugField = z
  .union([z.string(), z.undefined(), z.null()])
  .transform((v) => (v ?? '').trim().toLowerCase())
  .refine((v) => v === '' || (v.length <= 80 && isSlug(v)), SLUG_MESSAGE);

const emailField = z
  .union([z.string(), z.undefined(), z.null()])
  .transform((v) => (v ?? '').trim().toLowerCase())
  .refine((v) => v === '' || isValidEmail(v), COLLEGE_MESSAGES.email)
  .transform((v) => v || null);

const collegeFields = z.object({
  name: requiredText(COLLEGE_MESSAGES.name, 200),
  short_name: text(80),
  slug: slugField,
  location: requiredText(COLLEGE_MESSAGES.location, 200),
  city: text(80),
  state: text(80),
  type: oneOf(COLLEGE_TYPES, COLLEGE_MESSAGES.type),
  rating: optionalNumber({ min: 0, max: 5, message: COLLEGE_MESSAGES.rating }),
  established: optionalNumber({ min: 1800, max: 2100, integer: true, message: COLLEGE_MESSAGES.established }),
  total_fees: fees(),
  fees_min: fees(),
  fees_max: fees(),
  fees_year: text(20),
  fees_note: text(500),
  // The college's packages are not edited here: each placement figure is a row of its own, with its kind, batch and
  // source (/admin/colleges/{id}/placements), and colleges.average_package and the like follow those rows.
  exams_accepted: exams(),
  nirf_rank: optionalNumber({ min: 1, max: 100_000, integer: true, message: COLLEGE_MESSAGES.nirfRank }),
  nirf_year: optionalNumber({ min: 2016, max: 2100, integer: true, message: COLLEGE_MESSAGES.nirfYear }),
  accreditation: textList(20),
  total_seats: optionalNumber({ min: 0, max: 100_000, integer: true, message: COLLEGE_MESSAGES.seats }),
  website: optionalUrl(COLLEGE_MESSAGES.url),
  email: emailField,
  phone: text(40),
  address: text(500),
  description: text(10_000),
  admission_process: text(10_000),
  highlights: lines(30),
  last_verified_at: optionalDate(COLLEGE_MESSAGES.date),
  is_featured: checkbox,
  is_active: checkbox,
  logo_url: optionalUrl(COLLEGE_MESSAGES.url),
  cover_image_url: optionalUrl(COLLEGE_MESSAGES.url),
});

const cutoffRow = z
  .object({
    exam: requiredText(COLLEGE_MESSAGES.cutoffExam, 40).transform((v) => v.toUpperCase()),
    kind: oneOf(CUTOFF_KINDS, COLLEGE_MESSAGES.cutoffKind),
    percentile: optionalNumber({ min: 0, max: 100, message: COLLEGE_MESSAGES.percentile }),
    score: optionalNumber({ min: -1000, max: 100_000, message: COLLEGE_MESSAGES.score }),
    category: text(60),
    cycle: text(80),
    year: year(),
    source: text(1000),
    note: text(500),
  })
  .refine((c) => c.percentile !== null || c.score !== null, { message: COLLEGE_MESSAGES.cutoffFigure, path: ['percentile'] });

const rankingRow = z.object({
  agency: requiredText(COLLEGE_MESSAGES.rankingAgency, 80),
  rank: optionalNumber({ min: 1, max: 100_000, integer: true, message: COLLEGE_MESSAGES.rank }).refine(
    (v) => v !== null,
    COLLEGE_MESSAGES.rank,
  ),
  year: year(),
  source: text(1000),
});

const sourceRow = z.object({
  label: requiredText(COLLEGE_MESSAGES.sourceLabel, 80),
  url: optionalUrl(COLLEGE_MESSAGES.sourceUrl).refine((v) => v !== null, COLLEGE_MESSAGES.sourceUrl),
  accessed: optionalDate(COLLEGE_MESSAGES.date),
});

const programRow = z.object({
  id: z
    .union([z.string(), z.undefined(), z.null()])
    .transform((v) => (v ?? '').trim())
    .pipe(z.union([z.literal(''), z.uuid(COLLEGE_MESSAGES.programId)]))
    .transform((v) => v || null),
  name: requiredText(COLLEGE_MESSAGES.programName, 200),
  degree: requiredText(COLLEGE_MESSAGES.degree, 40),
  duration_months: optionalNumber({ min: 1, max: 120, integer: true, message: COLLEGE_MESSAGES.duration }),
  total_fees: fees(),
  fees_year: text(20),
  seats: optionalNumber({ min: 0, max: 100_000, integer: true, message: COLLEGE_MESSAGES.seats }),
  mode: oneOf(PROGRAM_MODES, COLLEGE_MESSAGES.mode),
  specializations: textList(30),
  exams_accepted: exams(),
  eligibility: text(1000),
  average_package: lakh(),
  highest_package: lakh(),
  placement_year: text(20),
  description: text(2000),
  is_flagship: checkbox,
  order_index: optionalNumber({ min: -1000, max: 1000, integer: true, message: COLLEGE_MESSAGES.order }),
});

/** The row lists of the form, each with the fields that hold typed text (see isBlankRow). */
export const ROW_LISTS = {
  cutoffs: { schema: cutoffRow, typed: ['exam', 'percentile', 'score', 'category', 'cycle', 'year', 'source', 'note'] },
  rankings: { schema: rankingRow, typed: ['agency', 'rank', 'year', 'source'] },
  data_sources: { schema: sourceRow, typed: ['label', 'url', 'accessed'] },
  programs: {
    schema: programRow,
    typed: [
      'id',
      'name',
      'duration_months',
      'total_fees',
      'fees_year',
      'seats',
      'specializations',
      'exams_accepted',
      'eligibility',
      'average_package',
      'highest_package',
      'placement_year',
      'description',
    ],
  },
} as const;

/** The columns the form writes: the placement columns follow college_placement_figures and are never written here. */
type PlacementColumns =
  'average_package' | 'average_package_kind' | 'median_package' | 'highest_package' | 'placement_year' | 'placement_source';
export type CollegeValues = Omit<TablesInsert<'colleges'>, 'id' | 'created_at' | 'updated_at' | 'images' | PlacementColumns> & {
  slug: string;
};
export type ProgramValues = Omit<TablesInsert<'college_programs'>, 'id' | 'college_id' | 'created_at' | 'updated_at'> & {
  id: string | null;
  order_index: number;
};

export interface CollegeForm {
  /** The college being edited; null on create. */
  id: string | null;
  /** '' asks for a slug made from the name. */
  college: CollegeValues;
  programs: ProgramValues[];
}

type Context = z.RefinementCtx;

function addIssues(ctx: Context, error: z.ZodError, prefix: string) {
  for (const issue of error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [`${prefix}${issue.path.map(String).join('.')}`] });
  }
}

/** A form leaves out fields it did not render (and unchecked boxes): those read as empty. */
function withBlanks(schema: z.ZodObject, values: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ''])), ...values };
}

function parseRows<S extends z.ZodType>(raw: Record<string, unknown>, list: keyof typeof ROW_LISTS, ctx: Context) {
  const { schema, typed } = ROW_LISTS[list];
  const out: z.output<S>[] = [];
  for (const row of collectRows(raw, list)) {
    if (isBlankRow(row, typed)) continue;
    const parsed = (schema as unknown as S).safeParse(withBlanks(schema, row.fields));
    if (parsed.success) out.push(parsed.data);
    else addIssues(ctx, parsed.error, `${list}.${row.index}.`);
  }
  return out;
}

const idField = z.union([z.literal(''), z.uuid()]).optional();

/** The whole form: a flat record of strings (FormData as an object) in, a college and its programmes out. */
export const collegeFormInput = z.record(z.string(), z.unknown()).transform((raw, ctx): CollegeForm => {
  const id = idField.safeParse(raw.id);
  if (!id.success) ctx.addIssue({ code: 'custom', message: 'Unknown college.', path: ['id'] });
  const fields = collegeFields.safeParse(withBlanks(collegeFields, raw));
  if (!fields.success) addIssues(ctx, fields.error, '');
  const cutoffs = parseRows<typeof cutoffRow>(raw, 'cutoffs', ctx);
  const rankings = parseRows<typeof rankingRow>(raw, 'rankings', ctx);
  const sources = parseRows<typeof sourceRow>(raw, 'data_sources', ctx);
  const programs = parseRows<typeof programRow>(raw, 'programs', ctx);
  if (fields.success && fields.data.fees_min !== null && fields.data.fees_max !== null) {
    if (fields.data.fees_min > fields.data.fees_max) {
      ctx.addIssue({ code: 'custom', message: COLLEGE_MESSAGES.feesRange, path: ['fees_max'] });
    }
  }
  if (ctx.issues.length > 0 || !id.success || !fields.success) return z.NEVER;
  return {
    id: id.data || null,
    college: {
      ...fields.data,
      rating: fields.data.rating === null ? null : Math.round(fields.data.rating * 10) / 10,
      cutoffs,
      rankings,
      data_sources: sources,
    },
    programs: programs.map((p, i) => ({ ...p, order_index: p.order_index ?? i })),
  };
});
