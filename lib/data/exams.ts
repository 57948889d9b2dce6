import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { toDataError } from './errors';

/*
 * Entrance exams (spec §7: all, ordered by name) and what an exam page links to: the mock tests that imitate
 * it and the videos about it. Row-level security limits anon to active exams, published mocks, active videos.
 */

const DIFFICULTIES = ['High', 'Medium', 'Easy'] as const;
export type ExamDifficulty = (typeof DIFFICULTIES)[number];

const SUMMARY_COLUMNS =
  'id, slug, name, full_name, description, difficulty, applicants, applicants_year, exam_date, date_text, dates_expected, cycle_year, duration_minutes, total_questions';
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, conducting_body, pattern, sections, total_marks, marking_scheme, mode, frequency, registration_start, registration_end, result_date, fees, eligibility, accepted_by, website, preparation_tips, sources, last_verified_at`;

const text = z
  .string()
  .nullable()
  .transform((v) => v?.trim() || null);

const summaryRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  full_name: text,
  description: text,
  difficulty: z.enum(DIFFICULTIES).nullable().catch(null),
  applicants: z.number().int().nullable(),
  applicants_year: text,
  exam_date: z.string().nullable(),
  date_text: text,
  dates_expected: z.boolean(),
  cycle_year: text,
  duration_minutes: z.number().int().nullable(),
  total_questions: z.number().int().nullable(),
});

// sections: [{ "name": "…", "short": "VARC", "questions": 24, "minutes": 40, "part": "A", "note": "…" }]
const sectionSchema = z.object({
  name: z.string(),
  short: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  questions: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  minutes: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  part: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  note: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

const sourceSchema = z.object({
  label: z.string(),
  url: z
    .url()
    .nullish()
    .transform((v) => v ?? null),
  note: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

// pattern: free-form facts ({ "sectional_timing": true, "slots": ["8:30-10:30", …] }), shown as label/value rows.
const patternValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

const detailRow = summaryRow.extend({
  conducting_body: text,
  pattern: z.record(z.string(), z.unknown()).transform((p) =>
    Object.entries(p).flatMap(([key, value]) => {
      const parsed = patternValue.safeParse(value);
      return parsed.success ? [{ key, value: parsed.data }] : [];
    }),
  ),
  sections: z.array(sectionSchema).catch([]),
  total_marks: z.number().nullable(),
  marking_scheme: text,
  mode: text,
  frequency: text,
  registration_start: z.string().nullable(),
  registration_end: z.string().nullable(),
  result_date: z.string().nullable(),
  fees: text,
  eligibility: text,
  accepted_by: text,
  website: z.url().nullable().catch(null),
  preparation_tips: z
    .array(z.string())
    .nullable()
    .transform((v) => v ?? []),
  sources: z.array(sourceSchema).catch([]),
  last_verified_at: z.string().nullable(),
});

export interface ExamSummary {
  id: string;
  slug: string;
  name: string;
  fullName: string | null;
  description: string | null;
  difficulty: ExamDifficulty | null;
  applicants: number | null;
  applicantsYear: string | null;
  examDate: string | null;
  dateText: string | null;
  /** True while the dates are forecasts rather than an official notice. */
  datesExpected: boolean;
  /** The cycle the dates and fees belong to ('CAT 2025'). */
  cycleYear: string | null;
  durationMinutes: number | null;
  totalQuestions: number | null;
}

export type ExamSection = z.infer<typeof sectionSchema>;
export type ExamSource = z.infer<typeof sourceSchema>;
export interface ExamPatternFact {
  key: string;
  value: string | number | boolean | string[];
}

export interface Exam extends ExamSummary {
  conductingBody: string | null;
  pattern: ExamPatternFact[];
  sections: ExamSection[];
  totalMarks: number | null;
  markingScheme: string | null;
  mode: string | null;
  frequency: string | null;
  registrationStart: string | null;
  registrationEnd: string | null;
  resultDate: string | null;
  fees: string | null;
  eligibility: string | null;
  acceptedBy: string | null;
  website: string | null;
  preparationTips: string[];
  sources: ExamSource[];
  lastVerifiedAt: string | null;
}

function toSummary(row: z.infer<typeof summaryRow>): ExamSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    fullName: row.full_name,
    description: row.description,
    difficulty: row.difficulty,
    applicants: row.applicants,
    applicantsYear: row.applicants_year,
    examDate: row.exam_date,
    dateText: row.date_text,
    datesExpected: row.dates_expected,
    cycleYear: row.cycle_year,
    durationMinutes: row.duration_minutes,
    totalQuestions: row.total_questions,
  };
}

function toExam(row: z.infer<typeof detailRow>): Exam {
  return {
    ...toSummary(row),
    conductingBody: row.conducting_body,
    pattern: row.pattern,
    sections: row.sections,
    totalMarks: row.total_marks,
    markingScheme: row.marking_scheme,
    mode: row.mode,
    frequency: row.frequency,
    registrationStart: row.registration_start,
    registrationEnd: row.registration_end,
    resultDate: row.result_date,
    fees: row.fees,
    eligibility: row.eligibility,
    acceptedBy: row.accepted_by,
    website: row.website,
    preparationTips: row.preparation_tips,
    sources: row.sources,
    lastVerifiedAt: row.last_verified_at,
  };
}

/** Every active exam, ordered by name (spec §7). */
export async function listExams(client: SupabaseClient): Promise<ExamSummary[]> {
  const { data, error } = await client.from('exams').select(SUMMARY_COLUMNS).order('name');
  if (error) throw toDataError(error, 'Failed to load exams');
  return z.array(summaryRow).parse(data).map(toSummary);
}

/** One exam by its slug ('cat'), or null when there is no active exam with it. */
export async function getExamBySlug(client: SupabaseClient, slug: string): Promise<Exam | null> {
  const { data, error } = await client.from('exams').select(DETAIL_COLUMNS).eq('slug', slug).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the exam');
  return data === null ? null : toExam(detailRow.parse(data));
}

export async function listExamSlugs(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('exams').select('slug').order('name');
  if (error) throw toDataError(error, 'Failed to load exams');
  return z
    .array(z.object({ slug: z.string() }))
    .parse(data)
    .map((r) => r.slug);
}

const mockRow = z.object({
  slug: z.string(),
  title: z.string(),
  total_questions: z.number().int(),
  duration_minutes: z.number().int(),
  difficulty: z.enum(DIFFICULTIES).catch('Medium'),
  is_free: z.boolean(),
});

export interface ExamMockTest {
  slug: string;
  title: string;
  totalQuestions: number;
  durationMinutes: number;
  difficulty: ExamDifficulty;
  isFree: boolean;
}

/** Published mock tests that imitate this exam, in the back-office's order. */
export async function listExamMockTests(client: SupabaseClient, examId: string, limit = 4): Promise<ExamMockTest[]> {
  const { data, error } = await client
    .from('mock_tests')
    .select('slug, title, total_questions, duration_minutes, difficulty, is_free')
    .eq('exam_id', examId)
    .order('order_index')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load mock tests');
  return z
    .array(mockRow)
    .parse(data)
    .map((r) => ({
      slug: r.slug,
      title: r.title,
      totalQuestions: r.total_questions,
      durationMinutes: r.duration_minutes,
      difficulty: r.difficulty,
      isFree: r.is_free,
    }));
}

const videoRow = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.string().nullable(),
  instructor: z.string().nullable(),
  difficulty: z.string(),
});

export interface ExamVideo {
  id: string;
  title: string;
  duration: string | null;
  instructor: string | null;
  difficulty: string;
}

/** Active videos tagged with the exam's name ('CAT'), in the library's order. */
export async function listExamVideos(client: SupabaseClient, examName: string, limit = 4): Promise<ExamVideo[]> {
  const { data, error } = await client
    .from('videos')
    .select('id, title, duration, instructor, difficulty')
    .contains('tags', [examName])
    .order('order_index')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load videos');
  return z.array(videoRow).parse(data);
}
