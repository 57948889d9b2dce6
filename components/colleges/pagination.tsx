import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { pageWindow } from '@/lib/colleges/page-window';
import { collegeSearchHref, type CollegeSearch } from '@/lib/colleges/search-params';

/** Plain links (rel prev/next) so crawlers and visitors without JavaScript can walk every result page. */
export function Pagination({ search, totalPages }: { search: CollegeSearch; totalPages: number }) {
  if (totalPages <= 1) return null;
  const current = Math.min(search.page, totalPages);
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium';
  const linkClass = `${base} border-gray-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50`;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link href={collegeSearchHref(search, { page: current - 1 })} rel="prev" className={linkClass}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(current, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span aria-current="page" className={`${base} border-brand-800 bg-brand-800 text-white`}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link href={collegeSearchHref(search, { page: p })} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {current < totalPages ? (
        <Link href={collegeSearchHref(search, { page: current + 1 })} rel="next" className={linkClass}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
