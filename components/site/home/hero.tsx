import Link from 'next/link';
import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { HERO_MOCK_TESTS, type SampleMockTest } from '@/lib/home/content';
import { html } from '@/lib/html/fragment';

const DIFFICULTY_STYLE: Record<SampleMockTest['difficulty'], string> = {
  High: 'bg-danger-50 text-danger-700',
  Medium: 'bg-warning-50 text-warning-700',
  Easy: 'bg-success-50 text-success-700',
};

/** The sample list, built once: it is the same for every visitor. */
const SAMPLE_MOCK_TESTS = html`${HERO_MOCK_TESTS.map(
  (test) =>
    html`<li>
      <a
        href="/mock-tests"
        class="flex min-h-14 items-center gap-3 rounded-lg px-2 py-3 hover:bg-brand-50 sm:gap-4"
        aria-label="${test.exam} mock test: ${test.questions} questions, ${test.minutes} minutes, difficulty ${test.difficulty}"
      >
        <span class="w-12 shrink-0 text-base font-bold text-brand-900 sm:w-14">${test.exam}</span>
        <span class="tabular flex flex-1 flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
          <span class="flex items-center gap-1 whitespace-nowrap">
            ${iconHtml('list-checks', 'h-4 w-4 text-brand-600')}${test.questions} questions
          </span>
          <span class="flex items-center gap-1 whitespace-nowrap"
            >${iconHtml('clock', 'h-4 w-4 text-brand-600')}${test.minutes} min</span
          >
        </span>
        <span class="${`rounded-full px-2.5 py-0.5 text-xs font-semibold ${DIFFICULTY_STYLE[test.difficulty]}`}"
          >${test.difficulty}</span
        >
        ${iconHtml('arrow-right', 'h-4 w-4 text-brand-700')}
      </a>
    </li>`,
)}`;

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
          <HtmlFragment
            as="ul"
            className="mt-4 divide-y divide-gray-100"
            aria-label="Sample mock tests"
            html={SAMPLE_MOCK_TESTS}
          />
        </div>
      </div>
    </section>
  );
}
