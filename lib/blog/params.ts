import { firstParam, isSlug, pageParam, type RawSearchParams } from '@/lib/routing/params';

/** Spec §9: a listing's page length is 10 when no limit is given. */
export const BLOG_PAGE_SIZE = 10;
export const MAX_SEARCH_LENGTH = 80;

export interface BlogListParams {
  category: string | null;
  q: string;
  featured: boolean;
  page: number;
}

/** Any query string becomes a valid, bounded set of list choices; nonsense falls back to the defaults. */
export function parseBlogSearchParams(raw: RawSearchParams): BlogListParams {
  // 'all' (or nothing, or anything that is not a slug) means no category filter (spec §7).
  const category = firstParam(raw.category)?.trim().toLowerCase() ?? '';
  const featured = firstParam(raw.featured);
  return {
    category: category === '' || category === 'all' || !isSlug(category) ? null : category,
    q: sanitizeSearchTerm(firstParam(raw.q) ?? ''),
    // Only 'true'/'1' turn the featured filter on; anything else leaves it off.
    featured: featured === 'true' || featured === '1',
    page: pageParam(raw.page),
  };
}

/**
 * Keeps letters (with their combining marks, for Indic scripts), digits, spaces and harmless punctuation, at most 80 characters. PostgREST's `or` filter syntax
 * gives commas, parentheses, quotes and `*` meaning, and LIKE gives `%` and `_` meaning: none of them can reach
 * the query, so a search can neither break the filter nor turn into a wildcard.
 */
export function sanitizeSearchTerm(input: string): string {
  return input
    .replace(/[^\p{L}\p{M}\p{N}\s\-'&./+#]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
}

/** The offset of a 1-based page. */
export function pageOffset(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The /blog URL for a set of choices, leaving defaults out so every result page has one canonical address. */
export function blogListHref(params: Partial<BlogListParams>): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  if (params.featured) search.set('featured', 'true');
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const qs = search.toString();
  return qs ? `/blog?${qs}` : '/blog';
}
