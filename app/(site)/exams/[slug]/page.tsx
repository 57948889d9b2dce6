import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ExamArticles } from '@/components/exams/detail/articles';
import { ExamConsultation } from '@/components/exams/detail/consultation';
import { DatesTable } from '@/components/exams/detail/dates-table';
import { ExamHero } from '@/components/exams/detail/exam-hero';
import { ExamFees } from '@/components/exams/detail/fees';
import { ExamKeyFacts } from '@/components/exams/detail/key-facts';
import { ExamPattern } from '@/components/exams/detail/pattern';
import { ExamMockTests, ExamVideos } from '@/components/exams/detail/practice';
import { ExamSection } from '@/components/exams/detail/section';
import { ExamSources } from '@/components/exams/detail/sources';
import { UnavailablePage } from '@/components/site/unavailable-page';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listPostsByTags } from '@/lib/data/blog';
import { getExamBySlug, type Exam } from '@/lib/data/exams';
import { listExamMockTests } from '@/lib/data/mock-tests/catalogue';
import { settle, type Loaded } from '@/lib/data/settle';
import { listExamVideos } from '@/lib/data/video';
import { formatDate } from '@/lib/format/dates';
import { isSlug } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ slug: string }>;

const EXAMS_CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Exams', path: '/exams' },
];

/** The exam, or a 404 for a slug no active exam has; one read per request for both the metadata and the page. */
const loadExam = cache(async (slug: string): Promise<Loaded<Exam>> => {
  const loaded = isSlug(slug) ? await settle(getExamBySlug(slug)) : null;
  if (loaded?.ok === false) return loaded;
  if (!loaded?.value) notFound();
  return { ok: true, value: loaded.value };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadExam((await params).slug);
  if (!loaded.ok) return { title: 'Exams', robots: { index: false } };
  const exam = loaded.value;
  const cycle = exam.cycleYear ? ` (${exam.cycleYear})` : '';
  return pageMetadata({
    title: `${exam.name} exam pattern, dates, fees and eligibility${cycle}`,
    description: `${exam.fullName ?? exam.name}${cycle}: sections, duration, marking scheme, dates, fees, eligibility and preparation advice, last verified ${formatDate(exam.lastVerifiedAt) || 'recently'}.`,
    path: `/exams/${exam.slug}`,
  });
}

export default async function ExamPage({ params }: { params: Params }) {
  const loaded = await loadExam((await params).slug);
  if (!loaded.ok) {
    await keepFallbackOutOfCache();
    return <UnavailablePage title="Exam guide" crumbs={EXAMS_CRUMBS} message={loaded.error.message} />;
  }
  const exam = loaded.value;
  const [mocks, videos, posts] = await Promise.all([
    settle(listExamMockTests(exam.id)),
    settle(listExamVideos(exam.name)),
    settle(listPostsByTags([exam.name])),
  ]);
  if (!mocks.ok || !videos.ok || !posts.ok) await keepFallbackOutOfCache();

  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail items={[...EXAMS_CRUMBS, { name: exam.name, path: `/exams/${exam.slug}` }]} />
      <ExamHero exam={exam} />
      <ExamKeyFacts exam={exam} now={new Date()} />

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-10 lg:col-span-2">
          <ExamSection id="pattern" title={`${exam.name} pattern and sections`}>
            <ExamPattern exam={exam} />
          </ExamSection>
          <ExamSection id="marking" title="Marking scheme">
            <p className="leading-7 text-gray-800">{exam.markingScheme ?? 'Not published.'}</p>
          </ExamSection>
          <ExamSection id="dates" title="Important dates">
            <DatesTable exam={exam} />
            {exam.dateText ? <p className="mt-4 text-sm leading-6 text-gray-700">{exam.dateText}</p> : null}
          </ExamSection>
          <ExamSection id="fees" title="Fees and eligibility">
            <ExamFees exam={exam} />
          </ExamSection>
          {exam.preparationTips.length > 0 ? (
            <ExamSection id="preparation" title={`How to prepare for ${exam.name}`}>
              <ul className="list-disc space-y-2 pl-6 leading-7 text-gray-800">
                {exam.preparationTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </ExamSection>
          ) : null}
        </div>

        <aside className="flex flex-col gap-6" aria-label={`${exam.name} practice and resources`}>
          <ExamConsultation slug={exam.slug} name={exam.name} />
          <ExamMockTests examName={exam.name} mocks={mocks} />
          <ExamVideos examName={exam.name} videos={videos} />
          <ExamSources exam={exam} />
        </aside>
      </div>

      <ExamArticles examName={exam.name} posts={posts} />
    </div>
  );
}
