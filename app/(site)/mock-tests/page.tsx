import { Clock, FileQuestion, Gauge, Info } from 'lucide-react';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listPublishedMockTests, type MockTestSummary } from '@/lib/data/mock-test-catalogue';
import { settle } from '@/lib/data/settle';
import { formatRupees } from '@/lib/format/numbers';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Mock tests',
  description:
    'Timed mock tests for CAT, XAT, NMAT and SNAP in each exam’s pattern: number of questions, duration, sections and difficulty of every paper.',
  path: '/mock-tests',
});

const DIFFICULTY_STYLE: Record<MockTestSummary['difficulty'], string> = {
  High: 'bg-danger-50 text-danger-700',
  Medium: 'bg-warning-50 text-warning-700',
  Easy: 'bg-success-50 text-success-700',
};

function MockTestCard({ test }: { test: MockTestSummary }) {
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-2">
        {test.examName ? (
          test.examSlug ? (
            <Link
              href={`/exams/${test.examSlug}`}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 hover:underline"
            >
              {test.examName}
            </Link>
          ) : (
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{test.examName}</span>
          )
        ) : null}
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${DIFFICULTY_STYLE[test.difficulty]}`}>
          {test.difficulty}
        </span>
        <span className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-700">
          {test.free ? 'Free' : formatRupees(test.price)}
        </span>
      </div>
      <h2 className="mt-3 text-lg font-semibold text-brand-900">{test.title}</h2>
      {test.description ? <p className="mt-2 text-sm leading-6 text-gray-700">{test.description}</p> : null}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="flex items-center gap-1 text-gray-600">
            <FileQuestion className="h-4 w-4" aria-hidden="true" /> Questions
          </dt>
          <dd className="tabular mt-1 font-semibold text-gray-900">{test.questions}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="flex items-center gap-1 text-gray-600">
            <Clock className="h-4 w-4" aria-hidden="true" /> Duration
          </dt>
          <dd className="tabular mt-1 font-semibold text-gray-900">{test.minutes} min</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="flex items-center gap-1 text-gray-600">
            <Gauge className="h-4 w-4" aria-hidden="true" /> Marks
          </dt>
          <dd className="tabular mt-1 font-semibold text-gray-900">{test.marks ?? 'Not published'}</dd>
        </div>
      </dl>
      {test.sections.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-gray-700">Sections</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {test.sections.map((s) => (
              <li key={s.name} className="rounded-lg border border-gray-200 px-2.5 py-1 text-gray-700">
                {s.name}
                {s.questions !== null ? ` · ${s.questions} Q` : ''}
                {s.minutes !== null ? ` · ${s.minutes} min` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export default async function MockTestsPage() {
  const tests = await settle(listPublishedMockTests());
  if (!tests.ok) await keepFallbackOutOfCache();

  return (
    <>
      <PageIntro eyebrow="Practice" title="Mock tests">
        <p>
          Full-length papers modelled on CAT, XAT, NMAT and SNAP, with the number of questions, time and sections of each, so you
          can plan your practice.
        </p>
      </PageIntro>

      <div className="container-page py-10">
        <p role="note" className="flex max-w-3xl gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Taking tests online, with a timer, a question palette and a scorecard, is coming in the next update. Until then, here
            is what each paper contains. The official mocks of each exam are listed on{' '}
            <Link href="/previous-papers" className="link">
              previous papers
            </Link>
            .
          </span>
        </p>

        {tests.ok ? (
          <MockTestList tests={tests.value} />
        ) : (
          <div className="mt-6">
            <LoadError message={tests.error.message} />
          </div>
        )}
      </div>
    </>
  );
}

function MockTestList({ tests }: { tests: MockTestSummary[] }) {
  return (
    <>
      <p className="mt-6 text-sm text-gray-600" aria-live="polite">
        {tests.length === 1 ? '1 mock test' : `${tests.length} mock tests`}
      </p>
      {tests.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-gray-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-brand-900">No mock tests are published yet</h2>
          <p className="mt-2 text-gray-700">
            Meanwhile, read the{' '}
            <Link href="/exams" className="link">
              exam guides
            </Link>{' '}
            to learn each pattern.
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {tests.map((test) => (
            <MockTestCard key={test.id} test={test} />
          ))}
        </ul>
      )}
    </>
  );
}
