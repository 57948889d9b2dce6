import Link from 'next/link';
import { PlayCircle } from '@/components/icons/play-circle';
import { Trophy } from '@/components/icons/trophy';
import { getMyMockTests } from '@/lib/data/mock-tests/mine';
import { formatMarks, standingText } from '@/lib/mock-tests/catalogue';

/**
 * The viewer's own line on a test: their last score and percentile with a link to that result, and 'Resume' for
 * an attempt in progress. Rendered per request from their session (never cached); nothing for a visitor.
 */
export async function MyTestStatus({
  testId,
  testTitle,
  showResume = true,
}: {
  testId: string;
  testTitle: string;
  /** Off where the page has its own resume button. */
  showResume?: boolean;
}) {
  const mine = await getMyMockTests();
  if (!mine.signedIn) return null;
  if (!mine.byTest.ok) {
    return <p className="mt-4 text-sm text-gray-600">Your scores could not be loaded just now.</p>;
  }
  const status = mine.byTest.value.get(testId);
  const openAttemptId = showResume ? status?.openAttemptId : null;
  if (!status?.last && !openAttemptId) return null;

  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50/60 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      {status?.last ? (
        <div className="flex items-start gap-2 text-brand-900">
          <Trophy className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div>
            <p>
              Your last score:{' '}
              <span className="tabular font-semibold">
                {formatMarks(status.last.score)}/{formatMarks(status.last.maxScore)}
              </span>
            </p>
            {status.last.standing ? <p className="tabular text-gray-700">{standingText(status.last.standing)}</p> : null}
            <Link
              href={`/mock-tests/attempts/${status.last.attemptId}/result`}
              className="link"
              aria-label={`See your result in ${testTitle}`}
            >
              See your result
            </Link>
          </div>
        </div>
      ) : (
        <p className="text-brand-900">You have a test in progress.</p>
      )}
      {openAttemptId ? (
        <Link href={`/mock-tests/attempts/${openAttemptId}`} className="btn-brand shrink-0" aria-label={`Resume ${testTitle}`}>
          <PlayCircle className="h-4 w-4" aria-hidden="true" />
          Resume
        </Link>
      ) : null}
    </div>
  );
}
