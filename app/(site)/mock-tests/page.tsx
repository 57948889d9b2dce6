import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { Info } from '@/components/icons/info';
import { MockTestCard } from '@/components/mock-tests/mock-test-card';
import { MockTestFilterForm, type ExamOption } from '@/components/mock-tests/mock-test-filters';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listPublishedMockTests, type MockTestSummary } from '@/lib/data/mock-tests/catalogue';
import { settle } from '@/lib/data/settle';
import {
  filterMockTests,
  hasMockTestFilters,
  KIND_LABELS,
  mockTestFiltersToSearch,
  parseMockTestFilters,
  type MockTestFilters,
} from '@/lib/mock-tests/catalogue';
import type { RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

type SearchParams = Promise<RawSearchParams>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const filters = parseMockTestFilters(await searchParams);
  const filtered = hasMockTestFilters(filters);
  return pageMetadata({
    title: filtered ? `Mock tests: ${describeFilters(filters)}` : 'Mock tests',
    description:
      'Timed mock tests for CAT, XAT, NMAT, SNAP and MAT in each exam’s pattern: full-length papers and sectionals, with the questions, duration, sections and marking of every paper.',
    path: `/mock-tests${mockTestFiltersToSearch(filters)}`,
  });
}

function describeFilters(filters: MockTestFilters): string {
  return [
    filters.exam?.toUpperCase(),
    filters.kind ? KIND_LABELS[filters.kind].toLowerCase() : null,
    filters.difficulty?.toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ');
}

/*
 * The catalogue is one cached read shared by every visitor (lib/data/mock-tests/catalogue.ts); filters narrow it here.
 * Each card's own line (a member's last score, 'Resume') is read with the viewer's session and streams in after.
 */
export default async function MockTestsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseMockTestFilters(await searchParams);
  const tests = await settle(listPublishedMockTests());
  if (!tests.ok) await keepFallbackOutOfCache();

  return (
    <>
      <PageIntro eyebrow="Practice" title="Mock tests">
        <p>
          Full-length papers and sectionals modelled on CAT, XAT, NMAT, SNAP and MAT, timed and marked the way each exam is, with
          a scorecard and your percentile among everyone who took the same test.
        </p>
      </PageIntro>

      <div className="container-page py-10">
        <p role="note" className="flex max-w-3xl gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Open a test to read its pattern and instructions; sign in to take it. Your answers are saved as you go, so you can
            resume a test you left. The official mocks of each exam are listed on{' '}
            <Link href="/previous-papers" className="link">
              previous papers
            </Link>
            .
          </span>
        </p>

        {tests.ok ? (
          <>
            <div className="mt-6">
              <MockTestFilterForm filters={filters} exams={examOptions(tests.value)} />
            </div>
            <MockTestList
              tests={filterMockTests(tests.value, filters)}
              filtered={hasMockTestFilters(filters)}
              total={tests.value.length}
            />
          </>
        ) : (
          <div className="mt-6">
            <LoadError message={tests.error.message} />
          </div>
        )}
      </div>
    </>
  );
}

/** The exams the published tests imitate, in the catalogue's order. */
function examOptions(tests: MockTestSummary[]): ExamOption[] {
  const seen = new Map<string, string>();
  for (const t of tests) if (t.examSlug && t.examName && !seen.has(t.examSlug)) seen.set(t.examSlug, t.examName);
  return [...seen].map(([slug, name]) => ({ slug, name }));
}

function MockTestList({ tests, filtered, total }: { tests: MockTestSummary[]; filtered: boolean; total: number }) {
  const count = tests.length === 1 ? '1 mock test' : `${tests.length} mock tests`;
  return (
    <>
      <p className="mt-6 text-sm text-gray-700" aria-live="polite">
        {filtered ? `${count} match these filters` : count}
      </p>
      {tests.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-gray-300 p-8 text-center">
          {filtered && total > 0 ? (
            <>
              <h2 className="text-lg font-semibold text-brand-900">No tests match these filters</h2>
              <p className="mt-2 text-gray-700">
                Try another exam, kind or level, or{' '}
                <Link href="/mock-tests" className="link">
                  see every mock test
                </Link>
                .
              </p>
            </>
          ) : (
            <>
              <h2 className="text-lg font-semibold text-brand-900">No mock tests are published yet</h2>
              <p className="mt-2 text-gray-700">
                Meanwhile, read the{' '}
                <Link href="/exams" className="link">
                  exam guides
                </Link>{' '}
                to learn each pattern.
              </p>
            </>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Mock tests">
          {tests.map((test) => (
            <MockTestCard key={test.id} test={test} />
          ))}
        </ul>
      )}
    </>
  );
}
