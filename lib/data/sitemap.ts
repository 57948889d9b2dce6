import { listBlogSlugs } from './blog';
import { listCollegeSlugs } from './colleges';
import { listExamSlugs } from './exams';

export type SlugEntry = Awaited<ReturnType<typeof listCollegeSlugs>>[number];

/**
 * Every public college, exam and blog post by slug, for sitemap.xml, each read under its own module's cache
 * tag. Row-level security already limits anon readers to active colleges and exams and to published posts.
 */
export async function listSitemapSlugs(): Promise<Record<'colleges' | 'exams' | 'posts', SlugEntry[]>> {
  const [colleges, exams, posts] = await Promise.all([listCollegeSlugs(), listExamSlugs(), listBlogSlugs()]);
  return { colleges, exams, posts };
}
