import type { AttemptResult } from '@/lib/data/mock-tests/results';
import {
  accuracy,
  attemptPace,
  formatDuration,
  formatMarks,
  formatPercent,
  type SectionAnalysis,
} from '@/lib/mock-tests/analysis';

const durationOrDash = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds));

const th = 'px-3 py-2 text-right font-semibold whitespace-nowrap';
const td = 'border-t border-gray-200 px-3 py-2 text-right tabular-nums';

/** Score, attempts, accuracy and time per section: the numbers the charts below draw. */
export function SectionTable({ result, sections }: { result: AttemptResult; sections: SectionAnalysis[] }) {
  const scoreOf = new Map(result.sections.map((s) => [s.name, s]));
  return (
    <section aria-labelledby="sections-heading">
      <h2 id="sections-heading" className="text-xl font-semibold text-brand-900">
        Score by section
      </h2>
      <div className="relative mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="section-table">
          <caption className="sr-only">Score, attempts, accuracy and time for each section</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Section
              </th>
              <th scope="col" className={th}>
                Score
              </th>
              <th scope="col" className={th}>
                Attempted
              </th>
              <th scope="col" className={th}>
                Correct
              </th>
              <th scope="col" className={th}>
                Incorrect
              </th>
              <th scope="col" className={th}>
                Accuracy
              </th>
              <th scope="col" className={th}>
                Time
              </th>
              <th scope="col" className={th}>
                Per attempted question
              </th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => {
              const score = scoreOf.get(s.name);
              return (
                <tr key={s.name}>
                  <th scope="row" className="border-t border-gray-200 px-3 py-2 text-left font-medium text-gray-900">
                    {s.name}
                  </th>
                  <td className={td}>{score ? `${formatMarks(score.score)} / ${formatMarks(score.maxScore)}` : '—'}</td>
                  <td className={td}>
                    {s.attempted} of {s.questions}
                  </td>
                  <td className={td}>{s.correct}</td>
                  <td className={td}>{s.incorrect}</td>
                  <td className={td}>{formatPercent(s.accuracy)}</td>
                  <td className={td}>{formatDuration(s.seconds)}</td>
                  <td className={td}>{durationOrDash(s.secondsPerAttempt)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="bg-gray-50 font-semibold">
              <th scope="row" className="border-t border-gray-200 px-3 py-2 text-left">
                Overall
              </th>
              <td className={td}>
                {formatMarks(result.score)} / {formatMarks(result.maxScore)}
              </td>
              <td className={td}>
                {result.correct + result.incorrect} of {result.paper.questions.length}
              </td>
              <td className={td}>{result.correct}</td>
              <td className={td}>{result.incorrect}</td>
              <td className={td}>{formatPercent(accuracy(result.correct, result.incorrect))}</td>
              <td className={td}>{formatDuration(result.seconds)}</td>
              <td className={td}>{durationOrDash(attemptPace(Object.values(result.questions), result.seconds))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
