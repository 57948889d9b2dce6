import { z } from 'zod';
import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import { EXAMS_TAG } from '@/lib/data/exams';
import { jsonList } from '@/lib/data/json';
import type { Tables } from '@/lib/database.types';
import { toExamDifficulty, type ExamDifficulty } from '@/lib/exams/difficulty';
import { bankStatus, type BankStatus, type MockTestKind } from '@/lib/mock-tests/catalogue';
import type { QuestionType, ScoringScheme } from '@/lib/mock-tests/scoring';
import type { SectionOrder } from '@/lib/mock-tests/sections';
import { createPublicClient } from '@/lib/supabase/public';

type MockTestRow = Tables<'mock_tests'>;

/** The cache tag of every read of mock_tests; a back-office write to mock tests revalidates it. */
export const MOCK_TESTS_TAG = TAGS.mockTests;

// sections (jsonb): [{ "name": "VARC", "questions": 24, "minutes": 40 }]
const sectionSchema = z.object({
  name: z.string(),
  questions: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  minutes: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
});
type MockTestSection = z.infer<typeof sectionSchema>;

export interface MockTestSummary {
  id: MockTestRow['id'];
  slug: MockTestRow['slug'];
  title: MockTestRow['title'];
  description: MockTestRow['description'];
  examName: Tables<'exams'>['name'] | null;
  examSlug: Tables<'exams'>['slug'] | null;
  questions: MockTestRow['total_questions'];
  minutes: MockTestRow['duration_minutes'];
  marks: MockTestRow['total_marks'];
  difficulty: ExamDifficulty;
  sections: MockTestSection[];
  free: MockTestRow['is_free'];
  /** Rupees; 0 for free tests. */
  price: MockTestRow['price'];
  featured: MockTestRow['is_featured'];
  kind: MockTestKind;
  /** How many of the declared questions are written, and whether the test can be taken. */
  bank: BankStatus;
}

// Each test embeds the exam it imitates, so a change to an exam's name refreshes these reads too, and the section
// of each written question (not its text), so the list can tell a complete test from one still being written.
const SUMMARY_COLUMNS =
  'id, slug, title, description, kind, total_questions, duration_minutes, total_marks, difficulty, sections, is_free, price, is_featured, exam:exams(name, slug), questions:mock_test_questions(section, question_type)';

type SummaryRow = Pick<
  MockTestRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'kind'
  | 'total_questions'
  | 'duration_minutes'
  | 'total_marks'
  | 'difficulty'
  | 'sections'
  | 'is_free'
  | 'price'
  | 'is_featured'
> & { exam: { name: string; slug: string } | null; questions: { section: string }[] };

/** Published mock tests in the editors' order, each with the exam it imitates. One cached read. */
export async function listPublishedMockTests(): Promise<MockTestSummary[]> {
  const { data, error } = await createPublicClient([MOCK_TESTS_TAG, EXAMS_TAG])
    .from('mock_tests')
    .select(SUMMARY_COLUMNS)
    .eq('is_published', true)
    .order('order_index', { ascending: true })
    .order('title', { ascending: true });
  if (error) throw toDataError(error, 'Failed to load mock tests');
  return data.map(toSummary);
}

export interface MockTestDetail extends MockTestSummary {
  scheme: ScoringScheme;
  order: SectionOrder;
  calculator: MockTestRow['has_calculator'];
  /** Markdown. */
  instructions: MockTestRow['instructions'];
  /** The question types the test has, for its marking scheme in words. */
  questionTypes: QuestionType[];
}

/** One published test for its instructions page; null for an unknown or unpublished slug. */
export async function getPublishedMockTest(slug: string): Promise<MockTestDetail | null> {
  const { data, error } = await createPublicClient([MOCK_TESTS_TAG, EXAMS_TAG])
    .from('mock_tests')
    .select(`${SUMMARY_COLUMNS}, scoring_scheme, section_order, has_calculator, instructions`)
    .eq('slug', slug)
    .eq('is_published', true)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the mock test');
  if (!data) return null;
  const types = new Set(data.questions.map((q) => (q.question_type === 'tita' ? 'tita' : 'mcq') as QuestionType));
  return {
    ...toSummary(data),
    // The columns' check constraints allow only these values.
    scheme: data.scoring_scheme as ScoringScheme,
    order: data.section_order as SectionOrder,
    calculator: data.has_calculator,
    instructions: data.instructions,
    questionTypes: [...types],
  };
}

function toSummary(row: SummaryRow): MockTestSummary {
  const sections = jsonList(row.sections, sectionSchema);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    examName: row.exam?.name ?? null,
    examSlug: row.exam?.slug ?? null,
    questions: row.total_questions,
    minutes: row.duration_minutes,
    marks: row.total_marks,
    // The column's check constraint allows only the three; Medium stands in for a row from before it.
    difficulty: toExamDifficulty(row.difficulty) ?? 'Medium',
    sections,
    free: row.is_free,
    price: row.price,
    featured: row.is_featured,
    kind: row.kind === 'sectional' ? 'sectional' : 'full_length',
    bank: bankStatus(
      row.total_questions,
      sections,
      row.questions.map((q) => q.section),
    ),
  };
}

export interface ExamMockTest {
  slug: MockTestRow['slug'];
  title: MockTestRow['title'];
  totalQuestions: MockTestRow['total_questions'];
  durationMinutes: MockTestRow['duration_minutes'];
  difficulty: ExamDifficulty;
  isFree: MockTestRow['is_free'];
}

/** Published mock tests that imitate one exam, in the back-office's order, for the exam's page. */
export async function listExamMockTests(examId: string, limit = 4): Promise<ExamMockTest[]> {
  const { data, error } = await createPublicClient([MOCK_TESTS_TAG])
    .from('mock_tests')
    .select('slug, title, total_questions, duration_minutes, difficulty, is_free')
    .eq('exam_id', examId)
    .eq('is_published', true)
    .order('order_index')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load mock tests');
  return data.map((r) => ({
    slug: r.slug,
    title: r.title,
    totalQuestions: r.total_questions,
    durationMinutes: r.duration_minutes,
    difficulty: toExamDifficulty(r.difficulty) ?? 'Medium',
    isFree: r.is_free,
  }));
}
