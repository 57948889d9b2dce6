import Link from 'next/link';
import type { AttemptSummary } from '@/lib/data/mock-tests/results';
import { formatDate } from '@/lib/format/dates';
import { amongAttempts, formatMarks } from '@/lib/mock-tests/analysis';
import { PRACTICE_NOTE, PracticeBadge } from '../practice-badge';

/** Every attempt, newest first: a table that scrolls inside its box on a phone. Practice attempts are marked. */
export function AttemptList({ attempts }: { attempts: AttemptSummary[] }) {
  const anyPractice = attempts.some((a) => a.practice);
  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="attempt-history">
          <caption className="sr-only">Your mock test attempts, newest first</caption>
          <thead className="bg-brand-50 text-left text-brand-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Test
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Score
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Percentile
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((a) => {
              const done = a.status === 'submitted';
              return (
                <tr key={a.id} className="border-t border-gray-200">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                    {a.testTitle}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-gray-700">{formatDate(a.submittedAt ?? a.startedAt)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {done && a.score !== null && a.maxScore !== null
                      ? `${formatMarks(a.score)} / ${formatMarks(a.maxScore)}`
                      : 'In progress'}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {a.practice ? (
                      <PracticeBadge />
                    ) : a.standing ? (
                      <>
                        {a.standing.percentile}
                        <span className="block text-xs text-gray-600">{amongAttempts(a.standing.attempts)}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {done ? (
                      <Link href={`/mock-tests/attempts/${a.id}/result`} className="link">
                        View result<span className="sr-only">: {a.testTitle}</span>
                      </Link>
                    ) : (
                      <Link href={`/mock-tests/attempts/${a.id}`} className="link">
                        Resume<span className="sr-only">: {a.testTitle}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {anyPractice ? <p className="mt-2 text-sm text-gray-600">{PRACTICE_NOTE}</p> : null}
    </>
  );
}
