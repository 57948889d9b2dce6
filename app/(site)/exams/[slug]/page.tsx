import { BadgeCheck, ExternalLink, PlayCircle } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PostCard } from '@/components/blog/post-card';
import { DatesTable } from '@/components/exams/dates-table';
import { DifficultyBadge } from '@/components/exams/difficulty-badge';
import { SectionsTable } from '@/components/exams/sections-table';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { TAGS } from '@/lib/cache/tags';
import { consultationHref } from '@/lib/contact/consultation-link';
import { listPostsByTags } from '@/lib/data/blog';
import { getExamBySlug, listExamMockTests, listExamSlugs, listExamVideos, type Exam } from '@/lib/data/exams';
import { durationText, examDateLabel, patternLabel, patternValueText } from '@/lib/exams/display';
import { formatDate } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { pageMetadata } from '@/lib/seo/metadata';
import { createPublicClient } from '@/lib/supabase/public';

type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  const slugs = await listExamSlugs(createPublicClient([TAGS.exams]));
  return slugs.map((slug) => ({ slug }));
}

async function loadExam(slug: string): Promise<Exam> {
  const exam = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? await getExamBySlug(createPublicClient([TAGS.exams]), slug) : null;
  if (!exam) notFound();
  return exam;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const exam = await loadExam((await params).slug);
  const cycle = exam.cycleYear ? ` (${exam.cycleYear})` : '';
  return pageMetadata({
    title: `${exam.name} exam pattern, dates, fees and eligibility${cycle}`,
    description: `${exam.fullName ?? exam.name}${cycle}: sections, duration, marking scheme, dates, fees, eligibility and preparation advice, last verified ${formatDate(exam.lastVerifiedAt) || 'recently'}.`,
    path: `/exams/${exam.slug}`,
  });
}

export default async function ExamPage({ params }: { params: Params }) {
  const exam = await loadExam((await params).slug);
  const client = createPublicClient([TAGS.exams, TAGS.mockTests, TAGS.videos, TAGS.blog]);
  const [mocks, videos, posts] = await Promise.all([
    listExamMockTests(client, exam.id),
    listExamVideos(client, exam.name),
    listPostsByTags(client, [exam.name]),
  ]);
  const date = examDateLabel(exam.examDate, { now: new Date(), expected: exam.datesExpected });

  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail
        items={[
          { name: 'Home', path: '/' },
          { name: 'Exams', path: '/exams' },
          { name: exam.name, path: `/exams/${exam.slug}` },
        ]}
      />

      <header className="mt-6 max-w-4xl">
        <div className="flex flex-wrap items-center gap-2">
          {exam.cycleYear ? (
            <span className="rounded-full bg-saffron-50 px-3 py-1 text-xs font-semibold text-saffron-800">{exam.cycleYear}</span>
          ) : null}
          <DifficultyBadge difficulty={exam.difficulty} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {exam.name}
          {exam.fullName ? <span className="block text-xl font-semibold text-gray-700 sm:text-2xl">{exam.fullName}</span> : null}
        </h1>
        {exam.description ? <p className="mt-4 text-base leading-7 text-gray-700">{exam.description}</p> : null}
        <p className="mt-4 flex items-center gap-2 text-sm text-gray-700">
          <BadgeCheck className="h-4 w-4 text-success-700" aria-hidden="true" />
          <span>
            Last verified: <strong>{exam.lastVerifiedAt ? formatDate(exam.lastVerifiedAt) : 'not yet verified'}</strong>. Check
            the official notice before you apply.
          </span>
        </p>
      </header>

      <dl className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <KeyFact term={date?.label ?? 'Exam date'}>
          {date ? `${date.date}` : 'Not announced'}
          {exam.cycleYear ? <span className="block text-xs font-normal text-gray-600">{exam.cycleYear}</span> : null}
        </KeyFact>
        <KeyFact term="Duration">{durationText(exam.durationMinutes)}</KeyFact>
        <KeyFact term="Questions · marks">
          {exam.totalQuestions ?? 'Not published'} questions
          <span className="block text-xs font-normal text-gray-600">
            {exam.totalMarks === null ? 'Total marks not published' : `${exam.totalMarks} marks`}
          </span>
        </KeyFact>
        <KeyFact term="Applicants">
          {exam.applicants === null ? 'Not published' : formatCount(exam.applicants)}
          {exam.applicantsYear ? <span className="block text-xs font-normal text-gray-600">{exam.applicantsYear}</span> : null}
        </KeyFact>
      </dl>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-10 lg:col-span-2">
          <Section id="pattern" title={`${exam.name} pattern and sections`}>
            <SectionsTable exam={exam} />
            {exam.pattern.length > 0 ? (
              <dl className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
                {exam.pattern.map((fact) => (
                  <div key={fact.key} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
                    <dt className="font-medium text-gray-700">{patternLabel(fact.key)}</dt>
                    <dd className="text-gray-900 sm:col-span-2">{patternValueText(fact.value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Section>

          <Section id="marking" title="Marking scheme">
            <p className="leading-7 text-gray-800">{exam.markingScheme ?? 'Not published.'}</p>
          </Section>

          <Section id="dates" title="Important dates">
            <DatesTable exam={exam} />
            {exam.dateText ? <p className="mt-4 text-sm leading-6 text-gray-700">{exam.dateText}</p> : null}
          </Section>

          <Section id="fees" title="Fees and eligibility">
            <dl className="divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
              <Row term="Application fee">{exam.fees ? `${exam.fees}` : 'Not published'}</Row>
              <Row term="Eligibility">{exam.eligibility ?? 'Not published'}</Row>
              <Row term="Accepted by">{exam.acceptedBy ?? 'Not published'}</Row>
              <Row term="Mode">{exam.mode ?? 'Not published'}</Row>
              <Row term="How often">{exam.frequency ?? 'Not published'}</Row>
              <Row term="Conducted by">{exam.conductingBody ?? 'Not published'}</Row>
              <Row term="Official website">
                {exam.website ? (
                  <a href={exam.website} className="inline-flex items-center gap-1 link" rel="noopener noreferrer">
                    {exam.website.replace(/^https?:\/\//, '')}
                    <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                  </a>
                ) : (
                  'Not published'
                )}
              </Row>
            </dl>
          </Section>

          {exam.preparationTips.length > 0 ? (
            <Section id="preparation" title={`How to prepare for ${exam.name}`}>
              <ul className="list-disc space-y-2 pl-6 leading-7 text-gray-800">
                {exam.preparationTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>

        <aside className="flex flex-col gap-6" aria-label={`${exam.name} practice and resources`}>
          <div className="rounded-xl bg-brand-900 p-5 text-white">
            <h2 className="text-lg font-semibold">Planning for {exam.name}?</h2>
            <p className="mt-1 text-sm text-brand-100">
              A counsellor can help you pick colleges for your expected score and plan applications. The first consultation is
              free.
            </p>
            <Link href={consultationHref({ exam: exam.slug })} className="mt-4 btn-primary w-full">
              Book a free consultation
            </Link>
          </div>

          <div className="rounded-xl border border-gray-200 p-5">
            <h2 className="text-lg font-semibold text-brand-900">Mock tests</h2>
            {mocks.length > 0 ? (
              <ul className="mt-3 space-y-3 text-sm">
                {mocks.map((mock) => (
                  <li key={mock.slug}>
                    <p className="font-medium text-gray-900">{mock.title}</p>
                    <p className="text-gray-600">
                      {mock.totalQuestions} questions · {mock.durationMinutes} min · {mock.isFree ? 'Free' : 'Paid'}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-gray-700">
                No {exam.name} mock is published yet; the general mocks follow the same skills.
              </p>
            )}
            <Link href="/mock-tests" className="mt-4 btn-primary w-full">
              Practise with mock tests
            </Link>
          </div>

          <div className="rounded-xl border border-gray-200 p-5">
            <h2 className="text-lg font-semibold text-brand-900">Videos</h2>
            {videos.length > 0 ? (
              <ul className="mt-3 space-y-3 text-sm">
                {videos.map((video) => (
                  <li key={video.id} className="flex gap-2">
                    <PlayCircle className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                    <span>
                      <span className="block font-medium text-gray-900">{video.title}</span>
                      <span className="text-gray-600">
                        {[video.instructor, video.duration, video.difficulty].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-gray-700">No {exam.name} videos yet.</p>
            )}
            <Link href="/videos" className="mt-4 btn-secondary w-full">
              Open the video library
            </Link>
          </div>

          {exam.sources.length > 0 ? (
            <div className="rounded-xl border border-gray-200 p-5 text-sm">
              <h2 className="text-lg font-semibold text-brand-900">Sources</h2>
              <ul className="mt-3 space-y-2 text-gray-700">
                {exam.sources.map((source) => (
                  <li key={source.label}>
                    {source.url ? (
                      <a href={source.url} className="link" rel="noopener noreferrer nofollow">
                        {source.label}
                      </a>
                    ) : (
                      <span className="font-medium text-gray-900">{source.label}</span>
                    )}
                    {source.note ? <span className="block text-gray-600">{source.note}</span> : null}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-gray-600">
                Last verified {exam.lastVerifiedAt ? formatDate(exam.lastVerifiedAt) : '— not yet'}.
              </p>
            </div>
          ) : null}
        </aside>
      </div>

      {posts.length > 0 ? (
        <section aria-labelledby="posts-heading" className="mt-14">
          <h2 id="posts-heading" className="text-2xl font-bold text-brand-900">
            {exam.name} articles
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function KeyFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-gray-700">{term}</dt>
      <dd className="text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
