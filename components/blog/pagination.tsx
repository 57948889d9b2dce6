import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { visiblePages } from '@/lib/blog/params';

/** Numbered pages with previous/next, around the current page; hrefFor builds each page's URL. */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  const numbers = visiblePages(page, pages);
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium';
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              href={hrefFor(page - 1)}
              rel="prev"
              className={`${base} border-gray-300 bg-white text-brand-800 hover:bg-brand-50`}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </Link>
          ) : null}
        </li>
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={`${base} ${n === page ? 'border-brand-800 bg-brand-800 text-white' : 'border-gray-300 bg-white text-brand-800 hover:bg-brand-50'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link
              href={hrefFor(page + 1)}
              rel="next"
              className={`${base} border-gray-300 bg-white text-brand-800 hover:bg-brand-50`}
            >
              Next
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
