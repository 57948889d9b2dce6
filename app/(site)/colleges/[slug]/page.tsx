import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { FavoriteToggle } from '@/components/auth/favorite-toggle';
import { CollegeCards } from '@/components/colleges/college-card';
import { Admissions } from '@/components/colleges/detail/admissions';
import { CollegeHero } from '@/components/colleges/detail/college-hero';
import { CollegeCommunityThreads } from '@/components/colleges/detail/community-threads';
import { ConsultationCta } from '@/components/colleges/detail/consultation-cta';
import { CollegeContact } from '@/components/colleges/detail/contact';
import { Overview } from '@/components/colleges/detail/overview';
import { Placements } from '@/components/colleges/detail/placements';
import { ProgramsTable } from '@/components/colleges/detail/programs-table';
import { DetailSection } from '@/components/colleges/detail/section';
import { CollegeSources } from '@/components/colleges/detail/sources';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { TrueCost } from '@/components/cost/true-cost';
import { CollegeReviews } from '@/components/reviews/college-reviews';
import { CollegeScholarships } from '@/components/scholarships/college-scholarships';
import { LoadError } from '@/components/site/load-error';
import { UnavailablePage } from '@/components/site/unavailable-page';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { feesLabel } from '@/lib/colleges/format';
import { collegeJsonLd } from '@/lib/colleges/json-ld';
import { headlineSalary } from '@/lib/colleges/placement-provenance';
import { getCollegeBySlug, getRelatedColleges } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import { findSlugRedirect } from '@/lib/data/slug-redirects';
import { formatLpa } from '@/lib/format/numbers';
import { isSlug } from '@/lib/routing/params';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

/** One read per request for both the metadata and the page; a segment that is no slug is no college. */
const loadCollege = cache(async (slug: string) =>
  isSlug(slug) ? settle(getCollegeBySlug(slug)) : { ok: true as const, value: null },
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const loaded = await loadCollege(slug);
  if (!loaded.ok) return { title: 'Colleges', robots: { index: false } };
  const college = loaded.value;
  if (!college) return { title: 'College not found', robots: { index: false } };
  const salary = headlineSalary(college.placements);
  const facts = [
    `fees ${feesLabel(college)}`,
    salary ? `${salary.metric} package ${formatLpa(salary.value)} (${salary.year})` : null,
    college.exams_accepted.length ? `accepts ${college.exams_accepted.join(', ')}` : null,
  ].filter(Boolean);
  return pageMetadata({
    title: `${college.short_name ?? college.name}: fees, placements, cut-offs`,
    description: `${college.name}, ${college.location}: ${facts.join('; ')}. Programmes, cut-offs with their cycle, admission process and sources.`,
    path: `/colleges/${college.slug}`,
    image: 'route-file',
  });
}

const COLLEGES_CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Colleges', path: '/colleges' },
];

const CONTENTS = [
  { id: 'overview', label: 'Overview' },
  { id: 'programs', label: 'Programmes' },
  { id: 'placements', label: 'Placements' },
  { id: 'cost', label: 'True cost' },
  { id: 'admissions', label: 'Admissions & cut-offs' },
  { id: 'contact', label: 'Contact' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'discussions', label: 'Discussions' },
  { id: 'sources', label: 'Sources' },
];

export default async function CollegePage({ params }: Props) {
  const { slug } = await params;
  const loaded = await loadCollege(slug);
  if (!loaded.ok) {
    await keepFallbackOutOfCache();
    return <UnavailablePage title="College profile" crumbs={COLLEGES_CRUMBS} message={loaded.error.message} />;
  }
  const college = loaded.value;
  if (!college) {
    // A renamed college keeps its old address (the database records each rename).
    const current = await findSlugRedirect('college', slug).catch(() => null);
    if (current) permanentRedirect(`/colleges/${current}`);
    notFound();
  }
  const related = await settle(getRelatedColleges(college));
  if (!related.ok) await keepFallbackOutOfCache();
  const crumbs = [...COLLEGES_CRUMBS, { name: college.short_name ?? college.name, path: `/colleges/${college.slug}` }];

  return (
    <>
      <JsonLd data={collegeJsonLd(college)} />
      <div className="border-b border-gray-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-6 sm:py-8">
          <BreadcrumbTrail items={crumbs} />
          <div className="mt-4">
            <CollegeHero
              college={college}
              favouriteSlot={
                <div className="flex flex-wrap items-start gap-2">
                  <CompareToggle slug={college.slug} name={college.short_name ?? college.name} />
                  <FavoriteToggle kind="college" itemId={college.id} itemName={college.name} />
                </div>
              }
            />
          </div>
        </div>
      </div>

      <nav aria-label="On this page" className="border-b border-gray-200 bg-white">
        <ul className="container-page flex gap-1 overflow-x-auto py-1 text-sm">
          {CONTENTS.map((c) => (
            <li key={c.id} className="shrink-0">
              <a
                href={`#${c.id}`}
                className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-800 hover:bg-brand-50"
              >
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="container-page space-y-12 py-10">
        <DetailSection id="overview" title="Overview">
          <Overview college={college} />
        </DetailSection>
        <DetailSection id="programs" title="Programmes">
          <ProgramsTable programs={college.programs} />
        </DetailSection>
        <DetailSection id="placements" title="Placements">
          <Placements college={college} />
        </DetailSection>
        <TrueCost college={college} />
        <DetailSection id="admissions" title="Admissions and cut-offs">
          <Admissions college={college} />
        </DetailSection>
        <DetailSection id="contact" title="Contact">
          <CollegeContact college={college} />
        </DetailSection>
        <CollegeReviews collegeId={college.id} slug={college.slug} name={college.short_name ?? college.name} />
        <CollegeScholarships collegeId={college.id} />
        <CollegeCommunityThreads collegeId={college.id} slug={college.slug} name={college.short_name ?? college.name} />
        <ConsultationCta slug={college.slug} name={college.short_name ?? college.name} />
        <DetailSection id="sources" title="Sources">
          <CollegeSources college={college} />
        </DetailSection>
        {!related.ok ? (
          <DetailSection id="related" title="Related colleges">
            <LoadError message={related.error.message} />
          </DetailSection>
        ) : related.value.length ? (
          <DetailSection id="related" title="Related colleges">
            <CollegeCards colleges={related.value} className="grid gap-4 md:grid-cols-2" />
          </DetailSection>
        ) : null}
      </div>
    </>
  );
}
