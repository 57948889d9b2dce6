import { STATIC_PUBLIC_ROUTES } from '@/lib/seo/public-routes';

/**
 * Every public page of issue 4 that the SEO, accessibility and bundle-size checks visit: the static routes of
 * the sitemap plus one detail page of each kind from the seed (supabase/seed.sql).
 */
export const DETAIL_PAGES = ['/colleges/iim-ahmedabad', '/exams/cat', '/blog/cat-exam-pattern-explained'];

export const PUBLIC_PAGES: string[] = [...STATIC_PUBLIC_ROUTES.map((r) => r.path), ...DETAIL_PAGES];
