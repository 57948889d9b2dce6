import type { Metadata } from 'next';
import Link from 'next/link';
import { AddCollegeSearch } from '@/components/compare/add-college-search';
import { CompareSync } from '@/components/compare/compare-sync';
import { CompareTable } from '@/components/compare/compare-table';
import { SaveComparisonButton } from '@/components/compare/save-comparison';
import { CompareCost } from '@/components/cost/compare-cost';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { parseCollegeSearch } from '@/lib/colleges/search-params';
import { compareHref, MAX_COMPARED, parseComparedSlugs } from '@/lib/compare/selection';
import { buildComparison } from '@/lib/compare/table';
import { getCollegesBySlugs, listColleges } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  searchParams: Promise<RawSearchParams>;
}

const shortName = (c: { short_name: string | null; name: string }) => c.short_name ?? c.name;

async function load(raw: RawSearchParams) {
  const slugs = parseComparedSlugs(raw.c);
  return { slugs, colleges: await settle(getCollegesBySlugs(slugs)) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { slugs, colleges } = await load(await searchParams);
  const found = colleges.ok ? colleges.value : [];
  if (found.length < 2) {
    return pageMetadata({
      title: 'Compare MBA colleges side by side',
      description:
        'Compare up to four MBA colleges in India: fees with their year, average and median packages with their batch, NIRF rank, exams, cut-offs with their source.',
      path: '/compare',
      noIndex: slugs.length > 0,
    });
  }
  const names = found.map(shortName);
  const path = compareHref(found.map((c) => c.slug));
  return pageMetadata({
    title: `${names.join(' vs ')}: fees, placements, cut-offs compared`,
    description: `${names.join(', ')} side by side: fees, average and median packages, NIRF rank, exams accepted and cut-offs, each with its year and source.`,
    path,
    image: `/compare/og?c=${found.map((c) => c.slug).join(',')}`,
  });
}

export default async function ComparePage({ searchParams }: Props) {
  const raw = await searchParams;
  const { slugs, colleges } = await load(raw);
  if (!colleges.ok) await keepFallbackOutOfCache();
  const found = colleges.ok ? colleges.value : [];
  const missing = colleges.ok ? slugs.filter((s) => !found.some((c) => c.slug === s)) : [];
  const q = firstParam(raw.q);
  const search = q && found.length < MAX_COMPARED ? await settle(listColleges(parseCollegeSearch({ q, limit: '8' }))) : null;

  return (
    <div className="container-page py-8 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {found.length >= 2 ? `Compare ${found.map(shortName).join(' vs ')}` : 'Compare MBA colleges'}
        </h1>
        <p className="mt-2 text-base leading-7 text-gray-700">
          Up to {MAX_COMPARED} colleges side by side. Every figure shows its year, batch or cycle and its source; where a college
          published nothing, it says so. Rows where the colleges differ are highlighted.
        </p>
      </header>

      {!colleges.ok ? <LoadError message={colleges.error.message} /> : null}
      {missing.length ? (
        <p role="status" className="mt-4 rounded-lg border border-saffron-200 bg-warning-50 p-3 text-sm text-warning-700">
          Not found: {missing.join(', ')}. The college may have been renamed or removed;{' '}
          <Link href={compareHref(found.map((c) => c.slug))} className="font-semibold underline">
            compare the others
          </Link>
          .
        </p>
      ) : null}

      {found.length >= 2 ? (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <SaveComparisonButton slugs={found.map((c) => c.slug)} />
          </div>
          <CompareTable colleges={found} groups={buildComparison(found)} />
          <CompareCost colleges={found} searchParams={raw} />
        </>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-gray-300 bg-gray-50 p-6 text-gray-700">
          <p className="font-semibold text-gray-900">
            {found.length === 1
              ? `Add at least one more college to compare with ${found[0].name}.`
              : 'Pick two to four colleges.'}
          </p>
          <p className="mt-1 text-sm">
            Use “Compare” on any college in the{' '}
            <Link href="/colleges" className="font-semibold text-brand-700 underline">
              college list
            </Link>{' '}
            or search below.
          </p>
        </div>
      )}

      {found.length < MAX_COMPARED ? (
        <AddCollegeSearch current={found.map((c) => c.slug)} q={q ?? ''} results={search?.ok ? search.value.items : null} />
      ) : null}
      <CompareSync colleges={found.map((c) => ({ slug: c.slug, name: shortName(c) }))} />
    </div>
  );
}
