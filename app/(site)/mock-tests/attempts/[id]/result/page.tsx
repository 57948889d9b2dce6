import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { RouteGuard } from '@/components/auth/route-guard';
import { QuestionReview } from '@/components/mock-tests/result/question-review';
import { ResultCharts } from '@/components/mock-tests/result/result-charts';
import { ResultOverview } from '@/components/mock-tests/result/result-overview';
import { ReviewClosed } from '@/components/mock-tests/result/review-closed';
import { SectionTable } from '@/components/mock-tests/result/section-table';
import { WeakTopics, WeakTopicsSkeleton } from '@/components/mock-tests/result/weak-topics';
import { signInPathFor } from '@/lib/auth/guards';
import { settleAttempt } from '@/lib/data/mock-tests/attempts';
import { readSectionRuns } from '@/lib/data/mock-tests/history';
import { readAttemptResult } from '@/lib/data/mock-tests/results';
import { settle } from '@/lib/data/settle';
import { isDataError } from '@/lib/errors/data-error';
import { analyseSections, analyseTopics, runTimes, weakestTopics } from '@/lib/mock-tests/analysis';
import { isUuid } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({
    title: 'Your mock test result',
    description: 'Your score, percentile, time and solutions for this mock test attempt.',
    path: `/mock-tests/attempts/${encodeURIComponent(id)}/result`,
    noIndex: true,
  });
}

/** A member's own result: anyone else's attempt, or one that does not exist, is a 404. */
export default async function MockTestResultPage({ params }: { params: Params }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const path = `/mock-tests/attempts/${id}/result`;
  return (
    // No Suspense around the owner check: a stranger's attempt must answer with a real 404 status, which a page
    // already streaming can no longer send. Only the related reading below streams in.
    <RouteGuard requireAuth returnTo={path}>
      <ResultContent id={id} path={path} />
    </RouteGuard>
  );
}

/** Calls `read`, turning the data layer's NOT_FOUND (someone else's attempt, or none) into the 404 page. */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isDataError(error) && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}

async function ResultContent({ id, path }: { id: string; path: string }) {
  const session = await getServerSession();
  const userId = session?.claims?.sub;
  // RouteGuard has already sent a signed-out visitor away; this only narrows the type.
  if (!session || !userId) redirect(signInPathFor('user', path));

  // An attempt whose time ran out while the tab was closed is scored now, by the server's clock.
  const submitted = await orNotFound(settleAttempt(session.client, id));
  if (!submitted) return <StillRunning id={id} />;

  const [result, runs] = await Promise.all([
    orNotFound(readAttemptResult(session.client, id)),
    // Only the section times need the runs: without them they fall back to the time on each section's questions.
    settle(readSectionRuns(session.client, id)),
  ]);
  // The member is taking this test again: its solutions stay closed until that attempt ends, so only the summary.
  if (result.retakeId) {
    return (
      <div className="container-page py-8 sm:py-12">
        <ResultOverview result={result} />
        <div className="mt-8">
          <ReviewClosed retakeId={result.retakeId} />
        </div>
      </div>
    );
  }
  const answered = result.paper.questions.map((q) => ({
    id: q.id,
    section: q.section,
    topic: q.topic,
    outcome: result.questions[q.id]?.outcome ?? ('unattempted' as const),
    seconds: result.questions[q.id]?.seconds ?? 0,
  }));
  const sections = analyseSections(
    result.paper.timing.sections.map((s) => s.name),
    answered,
    runTimes(result.paper.timing.sections, runs.ok ? runs.value : [], new Date(result.submittedAt)),
  );
  const weak = weakestTopics(analyseTopics(answered));

  return (
    <div className="container-page py-8 sm:py-12">
      <ResultOverview result={result} />
      <div className="mt-8 space-y-8">
        <SectionTable result={result} sections={sections} />
        <ResultCharts
          sections={sections.map((s) => ({ name: s.name, minutes: Math.round(s.seconds / 6) / 10, accuracy: s.accuracy ?? 0 }))}
        />
        <Suspense fallback={<WeakTopicsSkeleton />}>
          <WeakTopics topics={weak} />
        </Suspense>
        <QuestionReview result={result} />
      </div>
    </div>
  );
}

function StillRunning({ id }: { id: string }) {
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">This test is still running</h1>
        <p className="mt-3 text-gray-700">
          Your result appears here once you submit the test or its time runs out. Your answers are saved as you go.
        </p>
        <Link href={`/mock-tests/attempts/${id}`} className="mt-6 btn-primary inline-flex">
          Back to the test
        </Link>
      </div>
    </div>
  );
}
