import type { Metadata } from 'next';
import Link from 'next/link';
import { ScholarshipCard } from '@/components/scholarships/scholarship-card';
import { ScholarshipFilters } from '@/components/scholarships/scholarship-filters';
import { LoadError } from '@/components/site/load-error';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { Pagination } from '@/components/ui/pagination';
import { listScholarships, type ScholarshipList } from '@/lib/data/scholarships';
import { settle } from '@/lib/data/settle';
import type { RawSearchParams } from '@/lib/routing/params';
import {
  hasScholarshipFilters,
  parseScholarshipSearch,
  SCHOLARSHIP_PAGE_SIZE,
  scholarshipSearchHref,
  type ScholarshipSearch,
} from '@/lib/scholarships/filters';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const search = parseScholarshipSearch(await searchParams);
  return pageMetadata({
    title: search.exam ? `MBA scholarships for ${search.exam} takers` : 'MBA scholarships in India',
    description:
      'Scholarships and financial aid for MBA students in India — government schemes, institute aid and corporate awards — ' +
      'each with its eligibility, amount, deadline, source and the date we last verified it.',
    path: scholarshipSearchHref(search),
  });
}

export default async function ScholarshipsPage({ searchParams }: Props) {
  const search = parseScholarshipSearch(await searchParams);
  const list = await settle(listScholarships(search));
  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail
        items={[
          { name: 'Home', path: '/' },
          { name: 'Scholarships', path: '/scholarships' },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">MBA scholarships</h1>
        <p className="mt-3 text-base leading-7 text-gray-700">
          Government schemes, institute aid and corporate scholarships for MBA students. Each shows who may apply, the amount and
          deadline as published, and a link to the source. Where a figure is not published we say so; always confirm on the
          official page before you apply.
        </p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside className="h-fit rounded-xl border border-gray-200 bg-gray-50 p-4">
          <ScholarshipFilters search={search} />
        </aside>
        <section aria-labelledby="scholarship-results">
          <h2 id="scholarship-results" className="sr-only">
            Results
          </h2>
          {list.ok ? <Results search={search} {...list.value} /> : <LoadError message={list.error.message} />}
        </section>
      </div>
    </div>
  );
}

function Results({ search, items, total }: ScholarshipList & { search: ScholarshipSearch }) {
  const pages = Math.max(1, Math.ceil(total / SCHOLARSHIP_PAGE_SIZE));
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="text-base font-semibold text-gray-900">No scholarships match these filters.</p>
        {hasScholarshipFilters(search) ? (
          <p className="mt-2 text-sm text-gray-700">
            Try fewer filters, or{' '}
            <Link href="/scholarships" className="font-medium text-brand-700 underline">
              see every scholarship
            </Link>
            .
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-gray-700" role="status">
        {total === 1 ? '1 scholarship' : `${total} scholarships`}
      </p>
      <ul className="mt-4 grid gap-4 xl:grid-cols-2">
        {items.map((s) => (
          <li key={s.id}>
            <ScholarshipCard scholarship={s} />
          </li>
        ))}
      </ul>
      <Pagination page={search.page} pages={pages} hrefFor={(page) => scholarshipSearchHref(search, { page })} />
    </>
  );
}
