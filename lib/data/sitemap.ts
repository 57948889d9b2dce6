import { listBlogSlugs } from '@/lib/data/blog';
import { listCollegeSlugs } from '@/lib/data/colleges';
import { listPublicThreadSlugs } from '@/lib/data/community/threads';
import { listExamSlugs } from '@/lib/data/exams';

export type SlugEntry = Awaited<ReturnType<typeof listCollegeSlugs>>[number];

/**
 * Every public college, exam, blog post and community thread by slug, for sitemap.xml, each read under its own
 * module's cache tag. Row-level security already limits anon readers to active colleges and exams and to
 * published posts; the threads' date is their latest activity.
 */
export async function listSitemapSlugs(): Promise<Record<'colleges' | 'exams' | 'posts' | 'threads', SlugEntry[]>> {
  const [colleges, exams, posts, threads] = await Promise.all([
    listCollegeSlugs(),
    listExamSlugs(),
    listBlogSlugs(),
    listPublicThreadSlugs(),
  ]);
  return { colleges, exams, posts, threads };
}
