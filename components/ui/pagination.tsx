import Link from 'next/link';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
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

/**
 * Numbered pages with previous/next. Plain links (rel prev/next) so crawlers and visitors without JavaScript
 * can walk every page; the current page stays a link marked aria-current, so it is announced as such.
 */
export function Pagination({ page, pages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link href={hrefFor(current - 1)} rel="prev" className={IDLE}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </Link>
          </li>
        ) : null}
        {pageWindow(current, pages).map((n, i) =>
          n === GAP ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                aria-current={n === current ? 'page' : undefined}
                className={n === current ? CURRENT : IDLE}
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link href={hrefFor(current + 1)} rel="next" className={IDLE}>
              Next
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
