import { firstParam, isSlug, type SearchParamValue } from '@/lib/routing/params';

/*
 * Which colleges a comparison holds: up to four slugs, in the visitor's order, in one query parameter
 * (/compare?c=iim-ahmedabad,iim-bangalore). The URL is the comparison: parsing never fails, junk and repeats are
 * dropped, and anything past the fourth is ignored, so every shared link shows a page.
 */

export const MAX_COMPARED = 4;

/** The slugs of `?c=`, cleaned: valid slugs only, each once, at most MAX_COMPARED. */
export function parseComparedSlugs(value: SearchParamValue): string[] {
  const raw = firstParam(value) ?? '';
  const slugs: string[] = [];
  for (const part of raw.split(',')) {
    const slug = part.trim().toLowerCase();
    if (slug.length <= 120 && isSlug(slug) && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === MAX_COMPARED) break;
  }
  return slugs;
}

/** The page of a comparison; /compare alone when it is empty. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length ? `/compare?c=${slugs.slice(0, MAX_COMPARED).join(',')}` : '/compare';
}

/** The selection with `slug` added at the end, unless it is there already or the selection is full. */
export function withCollege<T extends { slug: string }>(selection: readonly T[], item: T): T[] {
  if (selection.some((s) => s.slug === item.slug) || selection.length >= MAX_COMPARED) return [...selection];
  return [...selection, item];
}

export function withoutCollege<T extends { slug: string }>(selection: readonly T[], slug: string): T[] {
  return selection.filter((s) => s.slug !== slug);
}
