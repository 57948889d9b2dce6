import { describe, expect, it } from 'vitest';
import { pagesHtml } from '@/components/ui/pagination';
import { GAP, pageWindow } from '@/lib/pagination/page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last pages with the neighbours of the current page, gaps between', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, GAP, 8]);
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, GAP, 8]);
    expect(pageWindow(5, 8)).toEqual([1, GAP, 4, 5, 6, GAP, 8]);
    expect(pageWindow(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP, 10]);
    expect(pageWindow(8, 8)).toEqual([1, GAP, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([1, GAP, 9, 10]);
  });

  it('shows a neighbour next to the first or last page without a gap', () => {
    expect(pageWindow(2, 8)).toEqual([1, 2, 3, GAP, 8]);
    expect(pageWindow(7, 8)).toEqual([1, GAP, 6, 7, 8]);
  });

  it('never shows more than seven items, whatever the page count', () => {
    for (const last of [1, 2, 7, 50, 10_000]) {
      for (const current of [1, 2, Math.ceil(last / 2), last - 1, last]) {
        expect(pageWindow(current, last).length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside 1…last, so a page past the end still leads back', () => {
    expect(pageWindow(999, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(999, 8)).toEqual([1, GAP, 7, 8]);
    expect(pageWindow(0, 8)).toEqual([1, 2, GAP, 8]);
    expect(pageWindow(-5, 8)).toEqual([1, 2, GAP, 8]);
  });

  it('has nothing to show for no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("the pager's markup", () => {
  const hrefFor = (page: number) => `/colleges?state=goa&page=${page}`;

  it('links previous and next with rel, marks the current page, hides the gaps from screen readers', () => {
    const markup = pagesHtml(5, 20, hrefFor).markup;
    expect(markup).toContain('<a href="/colleges?state=goa&amp;page=4" rel="prev"');
    expect(markup).toContain('<a href="/colleges?state=goa&amp;page=6" rel="next"');
    expect(markup).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>5<\/a>/);
    expect(markup.match(/aria-current/g)).toHaveLength(1);
    expect(markup.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(pagesHtml(1, 3, hrefFor).markup).not.toContain('Previous');
    expect(pagesHtml(3, 3, hrefFor).markup).not.toContain('Next');
  });
});
