import Link from 'next/link';
import { ArrowRight } from '@/components/icons/arrow-right';
import { Clock } from '@/components/icons/clock';
import { ListChecks } from '@/components/icons/list-checks';
import { HERO_MOCK_TESTS, type SampleMockTest } from '@/lib/home/content';

const DIFFICULTY_STYLE: Record<SampleMockTest['difficulty'], string> = {
  High: 'bg-danger-50 text-danger-700',
  Medium: 'bg-warning-50 text-warning-700',
  Easy: 'bg-success-50 text-success-700',
};

/** The page's h1, the one primary action, and the sample list of mock tests of spec §1. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">MBA admissions in India</p>
          <h1 id="hero-heading" className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            Find your direction to the right MBA
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-gray-700">
            College fees and placements with their year and source, entrance exam patterns and dates, timed mock tests, and
            counsellors who know Indian B-school admissions.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/colleges" className="btn-primary px-6 text-base">
              Explore colleges
            </Link>
            <Link href="/mock-tests" className="btn-secondary px-6 text-base">
              Take a mock test
            </Link>
          </div>
        </div>

        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-lg font-semibold text-brand-900">Practise with full-length mock tests</h2>
          <ul className="mt-4 divide-y divide-gray-100" aria-label="Sample mock tests">
            {HERO_MOCK_TESTS.map((test) => (
              <li key={test.exam}>
                <Link
                  href="/mock-tests"
                  className="flex min-h-14 items-center gap-3 rounded-lg px-2 py-3 hover:bg-brand-50 sm:gap-4"
                  aria-label={`${test.exam} mock test: ${test.questions} questions, ${test.minutes} minutes, difficulty ${test.difficulty}`}
                >
                  <span className="w-12 shrink-0 text-base font-bold text-brand-900 sm:w-14">{test.exam}</span>
                  <span className="tabular flex flex-1 flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
                    <span className="flex items-center gap-1 whitespace-nowrap">
                      <ListChecks className="h-4 w-4 text-brand-600" aria-hidden="true" />
                      {test.questions} questions
                    </span>
                    <span className="flex items-center gap-1 whitespace-nowrap">
                      <Clock className="h-4 w-4 text-brand-600" aria-hidden="true" />
                      {test.minutes} min
                    </span>
                  </span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${DIFFICULTY_STYLE[test.difficulty]}`}>
                    {test.difficulty}
                  </span>
                  <ArrowRight className="h-4 w-4 text-brand-700" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
