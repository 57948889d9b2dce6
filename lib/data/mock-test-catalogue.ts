import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { toDataError, type DataError } from './errors';

const sectionSchema = z.object({
  name: z.string(),
  questions: z.number().nullable().optional(),
  minutes: z.number().nullable().optional(),
});

const mockTestRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  total_questions: z.number(),
  duration_minutes: z.number(),
  total_marks: z
    .union([z.number(), z.string()])
    .nullable()
    .transform((v) => (v === null ? null : Number(v))),
  difficulty: z.enum(['High', 'Medium', 'Easy']),
  sections: z.array(sectionSchema).catch([]),
  is_free: z.boolean(),
  price: z.union([z.number(), z.string()]).transform(Number),
  is_featured: z.boolean(),
  exam: z.object({ name: z.string(), slug: z.string() }).nullable(),
});

export interface MockTestSummary {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  examName: string | null;
  examSlug: string | null;
  questions: number;
  minutes: number;
  marks: number | null;
  difficulty: 'High' | 'Medium' | 'Easy';
  sections: { name: string; questions: number | null; minutes: number | null }[];
  free: boolean;
  /** Rupees; 0 for free tests. */
  price: number;
  featured: boolean;
}

/** Published mock tests in the editors' order, each with the exam it imitates. */
export async function listPublishedMockTests(
  client: SupabaseClient,
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
  const rows = z.array(mockTestRowSchema).safeParse(data);
  if (!rows.success) return { data: null, error: toDataError({ message: 'Unexpected mock test shape' }) };
  return {
    data: rows.data.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      examName: row.exam?.name ?? null,
      examSlug: row.exam?.slug ?? null,
      questions: row.total_questions,
      minutes: row.duration_minutes,
      marks: row.total_marks,
      difficulty: row.difficulty,
      sections: row.sections.map((s) => ({ name: s.name, questions: s.questions ?? null, minutes: s.minutes ?? null })),
      free: row.is_free,
      price: row.price,
      featured: row.is_featured,
    })),
    error: null,
  };
}
