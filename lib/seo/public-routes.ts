/**
 * Every public page that is not generated from a database row, for sitemap.xml and the SEO, accessibility and
 * bundle-size checks. Detail pages (/colleges/{slug}, /exams/{slug}, /blog/{slug}) are listed from the database.
 */
export interface StaticRoute {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const STATIC_PUBLIC_ROUTES: StaticRoute[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/colleges', changeFrequency: 'daily', priority: 0.9 },
  { path: '/exams', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/exams/calendar', changeFrequency: 'daily', priority: 0.8 },
  { path: '/compare', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/predictor', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/blog', changeFrequency: 'daily', priority: 0.8 },
  { path: '/scholarships', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/mock-tests', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/videos', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/faq', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/community', changeFrequency: 'daily', priority: 0.6 },
  { path: '/resources', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/previous-papers', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/about', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/prelaunch', changeFrequency: 'weekly', priority: 0.4 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/cookies', changeFrequency: 'yearly', priority: 0.2 },
];

/** Paths search engines must not crawl: private, per-user or sign-in screens. */
export const DISALLOWED_PATHS = ['/admin', '/profile', '/signin', '/reset-password', '/my-data'];
