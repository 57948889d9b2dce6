import { z } from 'zod';
import type { Tables } from '@/lib/database.types';
import { toExamDifficulty, type ExamDifficulty } from '@/lib/exams/difficulty';
import type { TypedClient } from '@/lib/supabase/types';
import { toDataError, type DataError } from './errors';
import { jsonList } from './json';

type MockTestRow = Tables<'mock_tests'>;

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
export async function listPublishedMockTests(
  client: TypedClient,
): Promise<{ data: MockTestSummary[]; error: null } | { data: null; error: DataError }> {
  const { data, error } = await client
    .from('mock_tests')
    .select(
      'id, slug, title, description, total_questions, duration_minutes, total_marks, difficulty, sections, is_free, price, is_featured, exam:exams(name, slug)',
    )
    .eq('is_published', true)
    .order('order_index', { ascending: true })
    .order('title', { ascending: true });
  if (error) return { data: null, error: toDataError(error, 'Failed to load mock tests') };
  return {
    data: data.map((row) => ({
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
    })),
    error: null,
  };
}
