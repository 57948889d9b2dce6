import Link from 'next/link';
import { SearchX } from '@/components/icons/search-x';
import { X } from '@/components/icons/x';
import { describeFilters } from '@/lib/colleges/search-labels';
import { collegeSearchHref, type CollegeSearch } from '@/lib/colleges/search-params';
import { formatCount } from '@/lib/format/numbers';

/** "Showing 11–20 of 73 colleges", and the active filters as links that each remove one. */
export function CollegeResultsSummary({ search, total, shown }: { search: CollegeSearch; total: number; shown: number }) {
  const filters = describeFilters(search);
  const first = (search.page - 1) * search.limit + 1;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700" aria-live="polite">
        {shown > 0 ? (
          <>
            Showing <strong className="tabular">{first}</strong>–<strong className="tabular">{first + shown - 1}</strong> of{' '}
            <strong className="tabular">{formatCount(total)}</strong> {total === 1 ? 'college' : 'colleges'}
          </>
        ) : (
          <>
            <strong className="tabular">{formatCount(total)}</strong> {total === 1 ? 'college matches' : 'colleges match'}
          </>
        )}
      </p>
      {filters.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Active filters">
          {filters.map((f) => (
            <li key={f.key}>
              <Link
                href={collegeSearchHref(search, { [f.key]: undefined, page: 1 })}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm text-brand-800 hover:border-brand-300"
              >
                {f.label}
                <X className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">(remove this filter)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What to do when a page has no colleges: remove a filter, or go back to a page that exists. */
export function NoColleges({ search, total, totalPages }: { search: CollegeSearch; total: number; totalPages: number }) {
  const filters = describeFilters(search);
  const pastTheEnd = total > 0;
  return (
    <div className="mt-4 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
      <SearchX className="mx-auto h-10 w-10 text-brand-400" aria-hidden="true" />
      {pastTheEnd ? (
        <>
          <h3 className="mt-3 text-lg font-semibold text-brand-900">There is no page {search.page}</h3>
          <p className="mt-2 text-sm text-gray-700">
            These results fit on {totalPages} {totalPages === 1 ? 'page' : 'pages'}.
          </p>
          <Link href={collegeSearchHref(search, { page: totalPages })} className="mt-5 btn-secondary">
            Go to the last page
          </Link>
        </>
      ) : (
        <>
          <h3 className="mt-3 text-lg font-semibold text-brand-900">No colleges match these filters</h3>
          <p className="mx-auto mt-2 max-w-md text-sm text-gray-700">
            Try removing a filter, searching for a city instead of a college name (or the other way round), or checking the
            spelling.
          </p>
          {filters.length > 1 ? (
            <ul className="mt-4 flex flex-wrap justify-center gap-2">
              {filters.map((f) => (
                <li key={f.key}>
                  <Link href={collegeSearchHref(search, { [f.key]: undefined, page: 1 })} className="btn-secondary">
                    Remove {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link href="/colleges" className="mt-5 btn-primary">
            See all colleges
          </Link>
        </>
      )}
    </div>
  );
}
