import type { TypedClient } from '@/lib/supabase/types';
import { toDataError } from './errors';

export interface SlugEntry {
  slug: string;
  updatedAt: string | null;
}

async function listSlugs(client: TypedClient, table: 'colleges' | 'exams' | 'blog_posts'): Promise<SlugEntry[]> {
  // Row-level security already limits anon readers to active colleges and exams and to published posts.
  const { data, error } = await client.from(table).select('slug, updated_at').order('slug');
  if (error) throw toDataError(error, `Failed to list ${table}`);
  return data.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}

/** Every public college, exam and blog post by slug, for sitemap.xml. Throws a DataError on failure. */
export async function listSitemapSlugs(client: TypedClient): Promise<Record<'colleges' | 'exams' | 'posts', SlugEntry[]>> {
  const [colleges, exams, posts] = await Promise.all([
    listSlugs(client, 'colleges'),
    listSlugs(client, 'exams'),
    listSlugs(client, 'blog_posts'),
  ]);
  return { colleges, exams, posts };
}
