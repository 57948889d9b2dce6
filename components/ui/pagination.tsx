import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { html, type Html } from '@/lib/html/fragment';
import { GAP, pageWindow } from '@/lib/pagination/page-window';

interface PaginationProps {
  /** The requested page; one past the end is shown as the last page. */
  page: number;
  pages: number;
  /** The URL of a page, keeping the list's other choices (filters, search). */
  hrefFor: (page: number) => string;
  /** The navigation landmark's name, telling this pager apart from the page's other navigation. */
  label?: string;
}

const BASE = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium';
const IDLE = `${BASE} border-gray-300 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50`;
const CURRENT = `${BASE} border-brand-800 bg-brand-800 text-white`;

/** The pager's list: previous, a window of numbered pages with gaps, next. */
export function pagesHtml(current: number, pages: number, hrefFor: (page: number) => string): Html {
  const numbered = pageWindow(current, pages).map((n) => {
    if (n === GAP) return html`<li aria-hidden="true" class="px-1 text-gray-500">…</li>`;
    const label = html`<span class="sr-only">Page </span>${n}`;
    return n === current
      ? html`<li><a href="${hrefFor(n)}" aria-current="page" class="${CURRENT}">${label}</a></li>`
      : html`<li><a href="${hrefFor(n)}" class="${IDLE}">${label}</a></li>`;
  });
  return html`<ul class="flex flex-wrap items-center justify-center gap-2">
    ${
      current > 1
        ? html`<li>
            <a href="${hrefFor(current - 1)}" rel="prev" class="${IDLE}">${iconHtml('chevron-left', 'h-4 w-4')}Previous</a>
          </li>`
        : null
    }
    ${numbered}
    ${
      current < pages
        ? html`<li>
            <a href="${hrefFor(current + 1)}" rel="next" class="${IDLE}">Next${iconHtml('chevron-right', 'h-4 w-4')}</a>
          </li>`
        : null
    }
  </ul>`;
}

/**
 * Numbered pages with previous/next. Plain links (rel prev/next) so crawlers and visitors without JavaScript
 * can walk every page; the current page stays a link marked aria-current, so it is announced as such. A
 * fragment (lib/html/fragment.ts): FragmentLinks navigates its links within the app and prefetches a page when
 * the pointer or focus reaches its link, rather than every page in view.
 */
export function Pagination({ page, pages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <HtmlFragment as="nav" aria-label={label} className="mt-8 flex justify-center" html={pagesHtml(current, pages, hrefFor)} />
  );
}
