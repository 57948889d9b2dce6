import type { MetadataRoute } from 'next';
import { settle } from '@/lib/data/settle';
import { listSitemapSlugs, type SlugEntry } from '@/lib/data/sitemap';
import { STATIC_PUBLIC_ROUTES } from '@/lib/seo/public-routes';
import { absoluteUrl } from '@/lib/seo/site';

// Regenerated in the background like the pages it lists, and at once when their tags are revalidated.
export const revalidate = 3600;

function detailEntries(prefix: string, rows: SlugEntry[], priority: number): MetadataRoute.Sitemap {
  return rows.map((row) => ({
    url: absoluteUrl(`${prefix}/${row.slug}`),
    ...(row.updatedAt ? { lastModified: new Date(row.updatedAt) } : {}),
    changeFrequency: 'weekly',
    priority,
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const staticEntries: MetadataRoute.Sitemap = STATIC_PUBLIC_ROUTES.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const slugs = await settle(listSitemapSlugs());
  // With no database configured there are no detail pages to list, only the static ones.
  if (!slugs.ok && slugs.error.code === 'NOT_CONFIGURED') return staticEntries;
  // Any other failed read throws: Next keeps serving the last good sitemap rather than publishing one without
  // the colleges, exams and posts that search engines would then drop.
  if (!slugs.ok) throw slugs.error;
  const { colleges, exams, posts, threads } = slugs.value;
  return [
    ...staticEntries,
    ...detailEntries('/colleges', colleges, 0.8),
    ...detailEntries('/exams', exams, 0.8),
    ...detailEntries('/blog', posts, 0.7),
    ...detailEntries('/community', threads, 0.5),
  ];
}
