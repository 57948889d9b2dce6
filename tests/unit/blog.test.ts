import { describe, expect, it } from 'vitest';
import { blogCategories, categoryForSlug, categorySlug } from '@/lib/blog/categories';
import { blogListHref, pageCount, pageOffset, parseBlogSearchParams, sanitizeSearchTerm } from '@/lib/blog/params';

describe('parseBlogSearchParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseBlogSearchParams({})).toEqual({ category: null, q: '', featured: false, page: 1 });
  });

  it("treats 'all' and malformed categories as no filter (spec §7)", () => {
    expect(parseBlogSearchParams({ category: 'all' }).category).toBeNull();
    expect(parseBlogSearchParams({ category: 'ALL' }).category).toBeNull();
    expect(parseBlogSearchParams({ category: '../etc' }).category).toBeNull();
    expect(parseBlogSearchParams({ category: ' Exam-Strategy ' }).category).toBe('exam-strategy');
  });

  it('takes the first of repeated parameters', () => {
    expect(parseBlogSearchParams({ category: ['finance', 'careers'], page: ['3', '9'] })).toMatchObject({
      category: 'finance',
      page: 3,
    });
  });

  it('accepts only whole pages from 1', () => {
    for (const bad of ['0', '-2', '1.5', 'abc', '', '99999999']) expect(parseBlogSearchParams({ page: bad }).page).toBe(1);
    expect(parseBlogSearchParams({ page: '4' }).page).toBe(4);
  });

  it('turns the featured filter on only for true or 1', () => {
    expect(parseBlogSearchParams({ featured: 'true' }).featured).toBe(true);
    expect(parseBlogSearchParams({ featured: '1' }).featured).toBe(true);
    expect(parseBlogSearchParams({ featured: 'yes' }).featured).toBe(false);
  });

  it('sanitizes the search', () => {
    expect(parseBlogSearchParams({ q: '  CAT   percentile ' }).q).toBe('CAT percentile');
  });
});

describe('sanitizeSearchTerm', () => {
  it('removes PostgREST and LIKE metacharacters', () => {
    expect(sanitizeSearchTerm('a,b(c)d"e*f%g_h\\i')).toBe('a b c d e f g h i');
    expect(sanitizeSearchTerm('title.eq.x),or(id.gt.0')).toBe('title.eq.x or id.gt.0');
  });

  it('keeps letters of any script, digits and everyday punctuation', () => {
    expect(sanitizeSearchTerm("GD & PI: Women's MBA — मुंबई 2026")).toBe("GD & PI Women's MBA मुंबई 2026");
  });

  it('caps the length at 80 characters', () => {
    expect(sanitizeSearchTerm('x'.repeat(200))).toHaveLength(80);
  });
});

describe('pagination', () => {
  it('uses spec §9 page length 10', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('builds canonical list URLs without defaults', () => {
    expect(blogListHref({})).toBe('/blog');
    expect(blogListHref({ category: 'finance', q: 'IIM fees', page: 2 })).toBe('/blog?category=finance&q=IIM+fees&page=2');
    expect(blogListHref({ category: null, q: '', featured: false, page: 1 })).toBe('/blog');
    expect(blogListHref({ featured: true })).toBe('/blog?featured=true');
  });
});

describe('categories', () => {
  it('slugs labels', () => {
    expect(categorySlug('Exam Strategy')).toBe('exam-strategy');
    expect(categorySlug('GD & PI')).toBe('gd-and-pi');
    expect(categorySlug('  Études / Abroad ')).toBe('etudes-abroad');
  });

  it('orders known categories first, then others alphabetically, without duplicates', () => {
    const list = blogCategories(['Finance', 'Zebra Notes', 'Exam Strategy', 'Finance', 'Alumni Stories', ' ']);
    expect(list.map((c) => c.label)).toEqual(['Exam Strategy', 'Finance', 'Alumni Stories', 'Zebra Notes']);
  });

  it('maps a slug back to its label', () => {
    const list = blogCategories(['College Guides']);
    expect(categoryForSlug('college-guides', list)?.label).toBe('College Guides');
    expect(categoryForSlug('nope', list)).toBeUndefined();
  });
});
