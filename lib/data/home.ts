import { BLOG_REVALIDATE_SECONDS, BLOG_TAG } from '@/lib/data/blog';
import { toDataError } from '@/lib/data/errors';
import { EXAMS_TAG } from '@/lib/data/exams';
import type { Tables } from '@/lib/database.types';
import { unlessUnreachable } from '@/lib/errors/data-error';
import { toExamDifficulty, type ExamDifficulty } from '@/lib/exams/difficulty';
import { EXAM_HUB_DEFAULTS } from '@/lib/home/content';
import { createPublicClient } from '@/lib/supabase/public';

/*
 * The home page's own reads, shaped for its cards: the five exam hubs and the latest blog posts. The blog and
 * exam pages have richer reads of the same tables in their own modules, whose cache tags these reads share.
 */

type ExamRow = Tables<'exams'>;
type PostRow = Tables<'blog_posts'>;

export interface ExamHub {
  name: ExamRow['name'];
  fullName: string;
  description: string;
  difficulty: ExamDifficulty | null;
  /** null: no published figure. */
  applicants: ExamRow['applicants'];
  applicantsYear: ExamRow['applicants_year'];
  /** Who published the count, and where (an http(s) address or null). */
  applicantsSource: ExamRow['applicants_source'];
  applicantsSourceUrl: ExamRow['applicants_source_url'];
  /** /exams/{lower-case name}, as spec §2 links the home exam cards. */
  href: string;
}

/** CAT, XAT, NMAT, SNAP and MAT, from the exams table where it has them, else from the fixed copy. */
export async function getExamHubs(): Promise<ExamHub[]> {
  const names = EXAM_HUB_DEFAULTS.map((e) => e.name);
  const rows = await unlessUnreachable(
    async () => {
      const { data, error } = await createPublicClient([EXAMS_TAG])
        .from('exams')
        .select('name, full_name, description, difficulty, applicants, applicants_year, applicants_source, applicants_source_url')
        .eq('is_active', true)
        .in('name', names);
      if (error) throw toDataError(error, 'Failed to load exams');
      return data;
    },
    () => [],
  );
  return EXAM_HUB_DEFAULTS.map((fallback) => {
    const row = rows.find((r) => r.name === fallback.name);
    return {
      name: fallback.name,
      fullName: row?.full_name ?? fallback.fullName,
      description: row?.description ?? fallback.description,
      difficulty: row ? toExamDifficulty(row.difficulty) : fallback.difficulty,
      applicants: row?.applicants ?? null,
      applicantsYear: row?.applicants_year ?? null,
      applicantsSource: row?.applicants_source ?? null,
      applicantsSourceUrl: row?.applicants_source_url ?? null,
      href: `/exams/${fallback.name.toLowerCase()}`,
    };
  });
}

export interface PostCard {
  slug: PostRow['slug'];
  title: PostRow['title'];
  excerpt: PostRow['excerpt'];
  category: PostRow['category'];
  publishedAt: PostRow['published_at'];
  readingMinutes: PostRow['reading_time_minutes'];
  coverImageUrl: PostRow['cover_image_url'];
  authorName: Tables<'public_profiles'>['name'];
}

/** The newest published posts for the home page's three blog cards (RLS hides drafts and future posts). */
export async function getLatestPosts(limit = 3): Promise<PostCard[]> {
  const { data, error } = await createPublicClient([BLOG_TAG], BLOG_REVALIDATE_SECONDS)
    .from('blog_posts')
    .select(
      'slug, title, excerpt, category, published_at, reading_time_minutes, cover_image_url, author:public_profiles!author_id(name)',
    )
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load blog posts');
  return data.map((r) => ({
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category,
    publishedAt: r.published_at,
    readingMinutes: r.reading_time_minutes,
    coverImageUrl: r.cover_image_url,
    authorName: r.author?.name ?? null,
  }));
}
