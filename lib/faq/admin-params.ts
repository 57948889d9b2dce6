import type { ContentChange } from '@/lib/content/change';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';

/*
 * The list URLs of the FAQ, video and testimonial back-office pages: ?q= search, one optional filter, ?page=.
 * Parsing never fails: a malformed value reads as absent, as on every list of the site.
 */

/** Rows per page of the back-office content lists. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminListParams {
  q: string;
  /** The list's one filter (a category), '' for none. */
  filter: string;
  page: number;
}

export function adminListParams(params: RawSearchParams, filterKey = 'category'): AdminListParams {
  return {
    q: (firstParam(params.q) ?? '').trim().slice(0, 100),
    filter: (firstParam(params[filterKey]) ?? '').trim().slice(0, 60),
    page: pageParam(params.page),
  };
}

/** A list URL keeping the other choices; empty values and page 1 are left out so URLs stay short. */
export function adminListHref(path: string, params: AdminListParams, filterKey = 'category'): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.filter) query.set(filterKey, params.filter);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A PostgREST or-filter matching `q` as a literal, case-insensitive substring of any of `columns`: LIKE's own
 * wildcards are escaped, and the pattern is quoted so commas and brackets in what people type stay text.
 */
export function searchFilter(columns: readonly string[], q: string): string {
  const literal = q.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/\*/g, '_');
  const quoted = `"${`%${literal}%`.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}

/** The range of rows of a 1-based page, for supabase-js's range(from, to). */
export function pageRange(page: number, size = ADMIN_PAGE_SIZE): [number, number] {
  const from = (page - 1) * size;
  return [from, from + size - 1];
}

/** What a delete tells the list it redirects to (`?deleted=`): the item as people know it. */
export interface DeletedContent extends ContentChange {
  name: string;
}
