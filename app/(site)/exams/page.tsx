import type { Metadata } from 'next';
import Link from 'next/link';
import { ExamCard } from '@/components/exams/exam-card';
import { LoadError } from '@/components/site/load-error';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listExams } from '@/lib/data/exams';
import { settle } from '@/lib/data/settle';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'MBA Entrance Exams: CAT, XAT, NMAT, SNAP and MAT',
  description:
    'Patterns, sections, marking, dates, fees and eligibility of CAT, XAT, NMAT, SNAP and MAT, each with its cycle year and the date we last verified it.',
  path: '/exams',
});

export default async function ExamsPage() {
  const exams = await settle(listExams());
  if (!exams.ok) await keepFallbackOutOfCache();
  // The page is cached and revalidated hourly, so "next" versus "last held" is decided at render time.
  const now = new Date();
  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail
        items={[
          { name: 'Home', path: '/' },
          { name: 'Exams', path: '/exams' },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">MBA entrance exams</h1>
        <p className="mt-3 text-base leading-7 text-gray-700">
          The five tests Indian B-schools admit through. Each page gives the current pattern, marking, dates, fees and eligibility
          with the cycle they belong to, the sources we used and the date we last checked them. Always confirm dates on the
          official site before you apply.
        </p>
        <p className="mt-3 text-base text-gray-700">
          Every registration window, exam day and result in one place:{' '}
          <Link href="/exams/calendar" className="link">
            the exam calendar
          </Link>
          , with feeds for your own calendar and e-mail reminders.
        </p>
      </header>
      {!exams.ok ? (
        <div className="mt-8">
          <LoadError message={exams.error.message} />
        </div>
      ) : exams.value.length > 0 ? (
        <ul className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {exams.value.map((exam) => (
            <li key={exam.id}>
              <ExamCard exam={exam} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
          <p className="font-semibold text-gray-900">No exams are published at the moment.</p>
          <p className="mt-1 text-sm text-gray-600">Our guides on exam strategy are on the blog in the meantime.</p>
          <Link href="/blog?category=exam-strategy" className="mt-4 btn-secondary">
            Read exam strategy articles
          </Link>
        </div>
      )}
      <p className="mt-8 text-sm text-gray-600">
        Practising for one of them?{' '}
        <Link href="/mock-tests" className="link">
          Take a timed mock test
        </Link>{' '}
        in the current pattern.
      </p>
    </div>
  );
}
