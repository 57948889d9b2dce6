import { z } from 'zod';
import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import { jsonList } from '@/lib/data/json';
import type { Json, Tables } from '@/lib/database.types';
import { toExamDifficulty, type ExamDifficulty } from '@/lib/exams/difficulty';
import { createPublicClient } from '@/lib/supabase/public';

/*
 * Entrance exams (spec §7: all, ordered by name). Row-level security limits anon to active exams. The mock
 * tests and videos an exam page links to are read by their own modules, under their own tags.
 */

type ExamRow = Tables<'exams'>;

/** The cache tag of every read of the exams table; a back-office write to exams revalidates it. */
export const EXAMS_TAG = TAGS.exams;
const publicClient = () => createPublicClient([EXAMS_TAG]);

const SUMMARY_COLUMNS =
  'id, slug, name, full_name, description, difficulty, applicants, applicants_year, exam_date, date_text, dates_expected, cycle_year, duration_minutes, total_questions' as const;
const DETAIL_COLUMNS =
  `${SUMMARY_COLUMNS}, applicants_source, applicants_source_url, conducting_body, pattern, sections, total_marks, marking_scheme, mode, frequency, registration_start, registration_end, result_date, fees, eligibility, accepted_by, website, preparation_tips, sources, last_verified_at` as const;

type SummaryRow = Pick<
  ExamRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'full_name'
  | 'description'
  | 'difficulty'
  | 'applicants'
  | 'applicants_year'
  | 'exam_date'
  | 'date_text'
  | 'dates_expected'
  | 'cycle_year'
  | 'duration_minutes'
  | 'total_questions'
>;
type DetailRow = SummaryRow &
  Pick<
    ExamRow,
    | 'applicants_source'
    | 'applicants_source_url'
    | 'conducting_body'
    | 'pattern'
    | 'sections'
    | 'total_marks'
    | 'marking_scheme'
    | 'mode'
    | 'frequency'
    | 'registration_start'
    | 'registration_end'
    | 'result_date'
    | 'fees'
    | 'eligibility'
    | 'accepted_by'
    | 'website'
    | 'preparation_tips'
    | 'sources'
    | 'last_verified_at'
  >;

const nullish = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

// sections (jsonb): [{ "name": "…", "short": "VARC", "questions": 24, "minutes": 40, "part": "A", "note": "…" }]
const sectionSchema = z.object({
  name: z.string(),
  short: nullish(z.string()),
  questions: nullish(z.number()),
  minutes: nullish(z.number()),
  part: nullish(z.string()),
  note: nullish(z.string()),
});

// sources (jsonb): [{ "label": "…", "url": "https://…", "note": "…" }]
const sourceSchema = z.object({
  label: z.string(),
  url: nullish(z.url()),
  note: nullish(z.string()),
});

// pattern (jsonb): free-form facts ({ "sectional_timing": true, "slots": ["8:30-10:30", …] }), shown as label/value rows.
const patternValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export type ExamSection = z.infer<typeof sectionSchema>;
export type ExamSource = z.infer<typeof sourceSchema>;
export interface ExamPatternFact {
  key: string;
  value: z.infer<typeof patternValue>;
}

export interface ExamSummary {
  id: ExamRow['id'];
  slug: ExamRow['slug'];
  name: ExamRow['name'];
  fullName: ExamRow['full_name'];
  description: ExamRow['description'];
  difficulty: ExamDifficulty | null;
  applicants: ExamRow['applicants'];
  applicantsYear: ExamRow['applicants_year'];
  examDate: ExamRow['exam_date'];
  dateText: ExamRow['date_text'];
  /** True while the dates are forecasts rather than an official notice. */
  datesExpected: ExamRow['dates_expected'];
  /** The cycle the dates and fees belong to ('CAT 2025'). */
  cycleYear: ExamRow['cycle_year'];
  durationMinutes: ExamRow['duration_minutes'];
  totalQuestions: ExamRow['total_questions'];
}

export interface Exam extends ExamSummary {
  /** Who published the applicant count, and the page (http(s) or null). */
  applicantsSource: ExamRow['applicants_source'];
  applicantsSourceUrl: string | null;
  conductingBody: ExamRow['conducting_body'];
  pattern: ExamPatternFact[];
  sections: ExamSection[];
  totalMarks: ExamRow['total_marks'];
  markingScheme: ExamRow['marking_scheme'];
  mode: ExamRow['mode'];
  frequency: ExamRow['frequency'];
  registrationStart: ExamRow['registration_start'];
  registrationEnd: ExamRow['registration_end'];
  resultDate: ExamRow['result_date'];
  fees: ExamRow['fees'];
  eligibility: ExamRow['eligibility'];
  acceptedBy: ExamRow['accepted_by'];
  /** An http(s) address, or null: the page links to it. */
  website: ExamRow['website'];
  preparationTips: ExamRow['preparation_tips'];
  sources: ExamSource[];
  lastVerifiedAt: ExamRow['last_verified_at'];
}

/** Editors' text with surrounding blanks removed; an empty text is no text. */
function text(value: string | null): string | null {
  return value?.trim() || null;
}

function patternFacts(value: Json): ExamPatternFact[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, fact]) => {
    const parsed = patternValue.safeParse(fact);
    return parsed.success ? [{ key, value: parsed.data }] : [];
  });
}

function httpUrl(value: string | null): string | null {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value?.trim());
  return parsed.success ? parsed.data : null;
}

function toSummary(row: SummaryRow): ExamSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    fullName: text(row.full_name),
    description: text(row.description),
    difficulty: toExamDifficulty(row.difficulty),
    applicants: row.applicants,
    applicantsYear: text(row.applicants_year),
    examDate: row.exam_date,
    dateText: text(row.date_text),
    datesExpected: row.dates_expected,
    cycleYear: text(row.cycle_year),
    durationMinutes: row.duration_minutes,
    totalQuestions: row.total_questions,
  };
}

function toExam(row: DetailRow): Exam {
  return {
    ...toSummary(row),
    applicantsSource: text(row.applicants_source),
    applicantsSourceUrl: httpUrl(row.applicants_source_url),
    conductingBody: text(row.conducting_body),
    pattern: patternFacts(row.pattern),
    sections: jsonList(row.sections, sectionSchema),
    totalMarks: row.total_marks,
    markingScheme: text(row.marking_scheme),
    mode: text(row.mode),
    frequency: text(row.frequency),
    registrationStart: row.registration_start,
    registrationEnd: row.registration_end,
    resultDate: row.result_date,
    fees: text(row.fees),
    eligibility: text(row.eligibility),
    acceptedBy: text(row.accepted_by),
    website: httpUrl(row.website),
    preparationTips: row.preparation_tips,
    sources: jsonList(row.sources, sourceSchema),
    lastVerifiedAt: row.last_verified_at,
  };
}

/** Every active exam, ordered by name (spec §7). */
export async function listExams(): Promise<ExamSummary[]> {
  const { data, error } = await publicClient().from('exams').select(SUMMARY_COLUMNS).order('name');
  if (error) throw toDataError(error, 'Failed to load exams');
  return data.map(toSummary);
}

/** One exam by its slug ('cat'), or null when there is no active exam with it. */
export async function getExamBySlug(slug: string): Promise<Exam | null> {
  const { data, error } = await publicClient().from('exams').select(DETAIL_COLUMNS).eq('slug', slug).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the exam');
  return data === null ? null : toExam(data);
}

/** Every active exam's slug with its last change, for generateStaticParams and the sitemap. */
export async function listExamSlugs(): Promise<{ slug: string; updatedAt: string | null }[]> {
  const { data, error } = await publicClient().from('exams').select('slug, updated_at').order('name');
  if (error) throw toDataError(error, 'Failed to load exams');
  return data.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
}
