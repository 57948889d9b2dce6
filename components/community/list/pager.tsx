import Link from 'next/link';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';

const LINK =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50';

/**
 * Previous / "Page x of y" / next, as plain links (rel prev/next) so crawlers and visitors without JavaScript
 * can walk every page.
 */
export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Discussion pages" className="mt-8 flex items-center justify-between gap-3">
      <div className="min-w-24">
        {page > 1 ? (
          <Link href={hrefFor(Math.min(page - 1, pages))} rel="prev" className={LINK}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </Link>
        ) : null}
      </div>
      <p className="tabular text-sm text-gray-700">
        Page {page} of {pages}
      </p>
      <div className="flex min-w-24 justify-end">
        {page < pages ? (
          <Link href={hrefFor(page + 1)} rel="next" className={LINK}>
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
