import type { Metadata } from 'next';
import { CollegeCards } from '@/components/colleges/college-card';
import { CollegeFilters } from '@/components/colleges/college-filters';
import { CollegeResultsSummary, NoColleges } from '@/components/colleges/college-results';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { collegeSearchTitle } from '@/lib/colleges/search-labels';
import { collegeSearchHref, parseCollegeSearch, type CollegeSearch } from '@/lib/colleges/search-params';
import { listColleges, type CollegeList } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import type { RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const search = parseCollegeSearch(await searchParams);
  return pageMetadata({
    title: collegeSearchTitle(search),
    description:
      'Compare MBA colleges in India by fees, average package, exams accepted and rating. Filter by state, type, ' +
      'fees and entrance exam; every figure shows its year, and unpublished figures are marked as such.',
    // The canonical URL is the normalised query: junk parameters and defaults dropped, one URL per result page.
    path: collegeSearchHref(search),
  });
}

export default async function CollegesPage({ searchParams }: Props) {
  const search = parseCollegeSearch(await searchParams);
  const list = await settle(listColleges(search));

  return (
    <div className="container-page py-8 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{collegeSearchTitle(search)}</h1>
        <p className="mt-2 text-base leading-7 text-gray-700">
          Fees, placements and exams accepted for India&apos;s MBA and PGDM schools, each figure with its year. Ratings are MBA
          Disha&apos;s editorial scores.
        </p>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside className="h-fit rounded-xl border border-gray-200 bg-gray-50 p-4 lg:sticky lg:top-20">
          <CollegeFilters search={search} />
        </aside>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {list.ok ? <Results search={search} {...list.value} /> : <LoadError message={list.error.message} />}
        </section>
      </div>
    </div>
  );
}

function Results({ search, items, total }: CollegeList & { search: CollegeSearch }) {
  const totalPages = Math.max(1, Math.ceil(total / search.limit));
  return (
    <>
      <CollegeResultsSummary search={search} total={total} shown={items.length} />
      {items.length === 0 ? (
        <NoColleges search={search} total={total} totalPages={totalPages} />
      ) : (
        <CollegeCards colleges={items} className="mt-4 grid gap-4 xl:grid-cols-2" />
      )}
      <Pagination page={search.page} pages={totalPages} hrefFor={(page) => collegeSearchHref(search, { page })} />
    </>
  );
}
