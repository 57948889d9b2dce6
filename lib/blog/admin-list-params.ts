import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import { POST_STATES, type PostState } from './admin-schedule';
import { KNOWN_BLOG_CATEGORIES } from './categories';
import { sanitizeSearchTerm } from './params';

/** The back-office post list's choices, all in its URL so a filtered view can be shared and reloaded. */
export interface AdminPostListParams {
  q: string;
  category: (typeof KNOWN_BLOG_CATEGORIES)[number] | null;
  state: PostState | null;
  /** null: featured and not; true / false: only those. */
  featured: boolean | null;
  page: number;
}

export const ADMIN_POST_PAGE_SIZE = 20;

/** Anything in the query string becomes a valid set of choices; an unknown value is no filter. */
export function parseAdminPostListParams(raw: RawSearchParams): AdminPostListParams {
  const category = firstParam(raw.category);
  const state = firstParam(raw.status);
  const featured = firstParam(raw.featured);
  return {
    q: sanitizeSearchTerm(firstParam(raw.q) ?? ''),
    category: (KNOWN_BLOG_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as AdminPostListParams['category'])
      : null,
    state: (POST_STATES as readonly string[]).includes(state ?? '') ? (state as PostState) : null,
    featured: featured === 'true' ? true : featured === 'false' ? false : null,
    page: pageParam(raw.page),
  };
}

export function hasPostFilters(params: AdminPostListParams): boolean {
  return Boolean(params.q || params.category || params.state || params.featured !== null);
}

/** The list's URL for a set of choices, defaults left out. */
export function adminPostListHref(params: Partial<AdminPostListParams>): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.state) search.set('status', params.state);
  if (params.featured !== null && params.featured !== undefined) search.set('featured', String(params.featured));
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const qs = search.toString();
  return qs ? `/admin/blogs?${qs}` : '/admin/blogs';
}
