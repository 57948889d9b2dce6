import Link from 'next/link';
import type { AttemptResult } from '@/lib/data/mock-tests/results';
import { formatDateTime } from '@/lib/format/dates';
import { accuracy, amongAttempts, formatDuration, formatMarks, formatPercent } from '@/lib/mock-tests/analysis';
import { PRACTICE_LABEL, PRACTICE_NOTE, PracticeBadge } from '../practice-badge';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-gray-600">{detail}</dd> : null}
    </div>
  );
}

/**
 * The attempt at a glance: score, percentile with how many attempts it comes from, accuracy, time and how it ended.
 * A practice attempt (not the member's first at the test) says so and has no percentile.
 */
export function ResultOverview({ result }: { result: AttemptResult }) {
  const attempted = result.correct + result.incorrect;
  const ended = result.endedBy === 'time' ? 'Time ran out' : 'Submitted by you';
  return (
    <header>
      <p className="text-sm text-gray-600">
        <Link href="/mock-tests" className="link">
          Mock tests
        </Link>{' '}
        / Result
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{result.paper.title}: your result</h1>
      <p className="mt-2 text-gray-700">
        {ended} on {formatDateTime(result.submittedAt)}.
      </p>
      {result.practice ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-700" data-testid="practice-attempt">
          <PracticeBadge />
          <span>{PRACTICE_NOTE}</span>
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="result-overview">
        <Stat
          label="Score"
          value={`${formatMarks(result.score)} / ${formatMarks(result.maxScore)}`}
          detail={`${result.correct} correct, ${result.incorrect} incorrect, ${result.unattempted} not attempted`}
        />
        <Stat
          label="Percentile"
          value={result.standing ? String(result.standing.percentile) : '—'}
          detail={
            result.standing
              ? `${amongAttempts(result.standing.attempts)} so far`
              : result.practice
                ? `${PRACTICE_LABEL}: not ranked`
                : 'Not ranked yet'
          }
        />
        <Stat
          label="Accuracy"
          value={formatPercent(accuracy(result.correct, result.incorrect))}
          detail={`${attempted} attempted`}
        />
        <Stat label="Time taken" value={formatDuration(result.seconds)} detail={ended} />
      </dl>
      {result.penalty > 0 ? (
        <p className="mt-4 rounded-lg border border-warning-700/30 bg-warning-50 p-3 text-sm text-warning-700">
          <strong>Unattempted penalty:</strong> {formatMarks(result.penalty)} marks were taken off for questions left unanswered
          beyond the number the exam allows, and are already counted in your score.
        </p>
      ) : null}
      {result.standing ? (
        <p className="mt-3 text-sm text-gray-600">
          Your percentile is the share of submitted attempts at this test scoring at or below yours,{' '}
          {amongAttempts(result.standing.attempts)} so far; it changes as more people take the test.
        </p>
      ) : null}
    </header>
  );
}
