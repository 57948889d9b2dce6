import { z } from 'zod';
import { TAGS } from '@/lib/cache/tags';
import type { Tables } from '@/lib/database.types';
import { toExamDifficulty, type ExamDifficulty } from '@/lib/exams/difficulty';
import { createPublicClient } from '@/lib/supabase/public';
import { toDataError } from './errors';
import { EXAMS_TAG } from './exams';
import { jsonList } from './json';

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
}

/** Published mock tests in the editors' order, each with the exam it imitates. */
export async function listPublishedMockTests(): Promise<MockTestSummary[]> {
  // Each test embeds the exam it imitates, so a change to an exam's name refreshes this list too.
  const { data, error } = await createPublicClient([MOCK_TESTS_TAG, EXAMS_TAG])
    .from('mock_tests')
    .select(
      'id, slug, title, description, total_questions, duration_minutes, total_marks, difficulty, sections, is_free, price, is_featured, exam:exams(name, slug)',
    )
    .eq('is_published', true)
    .order('order_index', { ascending: true })
    .order('title', { ascending: true });
  if (error) throw toDataError(error, 'Failed to load mock tests');
  return data.map((row) => ({
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
    sections: jsonList(row.sections, sectionSchema),
    free: row.is_free,
    price: row.price,
    featured: row.is_featured,
  }));
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
