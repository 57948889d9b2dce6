/**
 * The names of the cache tags for shared catalogue reads. Each lib/data module exports the tag of what it reads
 * (COLLEGES_TAG, BLOG_TAG, …) and its public reads request data through createPublicClient with exactly those
 * tags; pages never choose tags. A write in the back-office calls revalidateTag(tag, 'max') (or updateTag in the
 * acting user's server action) with the exported tag of the module whose table it changed.
 */
export const TAGS = {
  colleges: 'colleges',
  exams: 'exams',
  examCalendar: 'exam-calendar',
  blog: 'blog-posts',
  videos: 'videos',
  faqs: 'faqs',
  testimonials: 'testimonials',
  scholarships: 'scholarships',
  mockTests: 'mock-tests',
  community: 'community',
  reviews: 'college-reviews',
  livingCosts: 'living-costs',
  settings: 'site-settings',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/** How long a cached public read may be served before it is refreshed in the background, in seconds. */
export const PUBLIC_REVALIDATE_SECONDS = 3600;
