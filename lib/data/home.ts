import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { EXAM_HUB_DEFAULTS } from '@/lib/home/content';
import { isConnectionFailure, toDataError } from './errors';

/*
 * The home page's own reads, shaped for its cards: the five exam hubs and the latest blog posts. The blog and
 * exam pages have richer reads of the same tables in their own modules.
 */

const examSchema = z.object({
  name: z.string(),
  full_name: z.string().nullable(),
  description: z.string().nullable(),
  difficulty: z.enum(['High', 'Medium', 'Easy']).nullable(),
  applicants: z.number().nullable(),
  applicants_year: z.string().nullable(),
});

export interface ExamHub {
  name: string;
  fullName: string;
  description: string;
  difficulty: 'High' | 'Medium' | 'Easy' | null;
  /** null: no published figure. */
  applicants: number | null;
  applicantsYear: string | null;
  /** /exams/{lower-case name}, as spec §2 links the home exam cards. */
  href: string;
}

/** CAT, XAT, NMAT, SNAP and MAT, from the exams table where it has them, else from the fixed copy. */
export async function getExamHubs(client: SupabaseClient): Promise<ExamHub[]> {
  const names = EXAM_HUB_DEFAULTS.map((e) => e.name);
  const { data, error } = await client
    .from('exams')
    .select('name, full_name, description, difficulty, applicants, applicants_year')
    .eq('is_active', true)
    .in('name', names);
  let rows: z.infer<typeof examSchema>[] = [];
  if (error) {
    const failure = toDataError(error, 'Failed to load exams');
    if (!isConnectionFailure(failure)) throw failure;
  } else {
    rows = z.array(examSchema).parse(data);
  }
  return EXAM_HUB_DEFAULTS.map((fallback) => {
    const row = rows.find((r) => r.name === fallback.name);
    return {
      name: fallback.name,
      fullName: row?.full_name ?? fallback.fullName,
      description: row?.description ?? fallback.description,
      difficulty: row ? row.difficulty : fallback.difficulty,
      applicants: row?.applicants ?? null,
      applicantsYear: row?.applicants_year ?? null,
      href: `/exams/${fallback.name.toLowerCase()}`,
    };
  });
}

const postSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    category: z.string(),
    published_at: z.string(),
    reading_time_minutes: z.number().nullable(),
    cover_image_url: z.string().nullable(),
    author: z.object({ name: z.string().nullable() }).nullable(),
  })
  .transform((r) => ({
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category,
    publishedAt: r.published_at,
    readingMinutes: r.reading_time_minutes,
    coverImageUrl: r.cover_image_url,
    authorName: r.author?.name ?? null,
  }));

export type PostCard = z.output<typeof postSchema>;

/** The newest published posts for the home page's three blog cards (RLS hides drafts and future posts). */
export async function getLatestPosts(client: SupabaseClient, limit = 3): Promise<PostCard[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select(
      'slug, title, excerpt, category, published_at, reading_time_minutes, cover_image_url, author:public_profiles!author_id(name)',
    )
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load blog posts');
  return z.array(postSchema).parse(data);
}
