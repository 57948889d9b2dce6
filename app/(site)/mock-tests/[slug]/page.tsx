import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { PostMarkdown } from '@/components/blog/markdown';
import { MockTestBadges } from '@/components/mock-tests/mock-test-card';
import { TakeTestPanel } from '@/components/mock-tests/take-test-panel';
import { TestMarking, TestPatternTable } from '@/components/mock-tests/test-pattern';
import { UnavailablePage } from '@/components/site/unavailable-page';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { getPublishedMockTest, type MockTestDetail } from '@/lib/data/mock-tests/catalogue';
import { settle, type Loaded } from '@/lib/data/settle';
import { KIND_LABELS } from '@/lib/mock-tests/catalogue';
import { isSlug } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ slug: string }>;

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Mock tests', path: '/mock-tests' },
];

/** The test, or a 404 for a slug no published test has; one read per request for the metadata and the page. */
const loadTest = cache(async (slug: string): Promise<Loaded<MockTestDetail>> => {
  const loaded = isSlug(slug) ? await settle(getPublishedMockTest(slug)) : null;
  if (loaded?.ok === false) return loaded;
  if (!loaded?.value) notFound();
  return { ok: true, value: loaded.value };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadTest((await params).slug);
  if (!loaded.ok) return { title: 'Mock tests', robots: { index: false } };
  const test = loaded.value;
  return pageMetadata({
    title: test.title,
    description: `${test.examName ?? 'MBA'} ${KIND_LABELS[test.kind].toLowerCase()} mock test: ${test.questions} questions in ${test.minutes} minutes, its sections, marking scheme and instructions.`,
    path: `/mock-tests/${test.slug}`,
  });
}

export default async function MockTestPage({ params }: { params: Params }) {
  const loaded = await loadTest((await params).slug);
  if (!loaded.ok) {
    await keepFallbackOutOfCache();
    return <UnavailablePage title="Mock test" crumbs={CRUMBS} message={loaded.error.message} />;
  }
  const test = loaded.value;

  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail items={[...CRUMBS, { name: test.title, path: `/mock-tests/${test.slug}` }]} />

      <header className="mt-6">
        <MockTestBadges test={test} />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{test.title}</h1>
        {test.description ? <p className="mt-4 max-w-3xl text-lg leading-8 text-gray-700">{test.description}</p> : null}
      </header>

      {/* The panel comes first in the page so a phone shows it under the title; on a wide screen it sits at the right. */}
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <aside className="lg:col-start-3 lg:row-start-1" aria-label="Take this test">
          <div className="rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24">
            <h2 className="text-lg font-semibold text-brand-900">Take this test</h2>
            <p className="tabular mt-1 text-sm text-gray-700">
              {test.questions} questions · {test.minutes} minutes
              {test.examName ? ` · ${test.examName} pattern` : ''}
            </p>
            <Suspense fallback={<p className="mt-4 min-h-11 text-sm text-gray-600">Checking your account…</p>}>
              <TakeTestPanel test={test} />
            </Suspense>
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Section id="pattern" title="Pattern">
            <TestPatternTable test={test} />
          </Section>
          <Section id="marking" title="Marking scheme">
            <TestMarking test={test} />
          </Section>
          {test.instructions ? (
            <Section id="instructions" title="Instructions">
              <div className="-mt-2">
                <PostMarkdown>{test.instructions}</PostMarkdown>
              </div>
            </Section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
