import { isStorableText } from '@/lib/validation/storable-text';

/*
 * The two things every route reads from its URL the same way: query parameters as Next.js hands them over,
 * and slugs. Parsing here never fails: a malformed value reads as absent (or page 1), because a mistyped link
 * should still show a page, not an error.
 */

/** One query parameter as Next.js hands it over: absent, once, or repeated. */
export type SearchParamValue = string | string[] | undefined;

/** A page's awaited `searchParams`. */
export type RawSearchParams = Record<string, SearchParamValue>;

/**
 * The value of a query parameter; of a repeated one (?page=2&page=5), the first. A value holding text the
 * database cannot store (?q=%00) reads as absent, like any other malformed value, instead of failing the query.
 */
export function firstParam(value: SearchParamValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first !== undefined && isStorableText(first) ? first : undefined;
}

/** The highest page number a list URL may ask for; anything beyond reads as page 1. */
export const MAX_PAGE = 10_000;

/** A 1-based page number: a whole number from 1 to MAX_PAGE, else 1 (absent, 0, negative, fraction, junk). */
export function pageParam(value: SearchParamValue): number {
  const raw = firstParam(value)?.trim() ?? '';
  const page = raw === '' ? NaN : Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * A slug: lower-case letters and digits in words joined by single hyphens ('iim-ahmedabad', 'cat'), the rule
 * the database's is_valid_slug check enforces on every slug column.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can be a slug at all; anything else is a 404 without asking the database. */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL segment or posted key can be a row id (a UUID); anything else is a 404 without a query. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
