/**
 * Blog categories are free text in the database ('Exam Strategy'); URLs carry a slug (?category=exam-strategy)
 * so links stay readable and stable. The known categories keep a fixed, meaningful order in the filter; a
 * category an editor invents later still appears, after them, under its own name.
 */
export const KNOWN_BLOG_CATEGORIES = [
  'Exam Strategy',
  'Admissions',
  'College Guides',
  'Finance',
  'Careers',
  'Study Abroad',
] as const;

export interface BlogCategory {
  slug: string;
  label: string;
}

/** 'Exam Strategy' → 'exam-strategy'; '&' reads as 'and' so 'GD & PI' → 'gd-and-pi'. */
export function categorySlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The filter's categories: the known ones that have posts, in their order, then any others alphabetically. */
export function blogCategories(labelsInUse: readonly string[]): BlogCategory[] {
  const inUse = new Set(labelsInUse.map((l) => l.trim()).filter(Boolean));
  const known = KNOWN_BLOG_CATEGORIES.filter((l) => inUse.has(l));
  const others = [...inUse]
    .filter((l) => !(KNOWN_BLOG_CATEGORIES as readonly string[]).includes(l))
    .sort((a, b) => a.localeCompare(b));
  return [...known, ...others].map((label) => ({ slug: categorySlug(label), label }));
}

/** The database label for a URL slug, or undefined when no category has that slug. */
export function categoryForSlug(slug: string, categories: readonly BlogCategory[]): BlogCategory | undefined {
  return categories.find((c) => c.slug === slug);
}
