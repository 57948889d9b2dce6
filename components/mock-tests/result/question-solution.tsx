import { PostMarkdown } from '@/components/blog/markdown';
import { Check } from '@/components/icons/check';
import { X } from '@/components/icons/x';
import type { PaperQuestion } from '@/lib/data/mock-tests/paper';
import { MISS_REASON_LABELS, type ResultQuestion } from '@/lib/data/mock-tests/results';
import { formatDuration, formatMarks } from '@/lib/mock-tests/analysis';
import { MissReasonControl } from './miss-reason';

const OUTCOME = {
  correct: { label: 'Correct', className: 'border-success-700/30 bg-success-50 text-success-700' },
  incorrect: { label: 'Incorrect', className: 'border-danger-700/30 bg-danger-50 text-danger-700' },
  unattempted: { label: 'Not attempted', className: 'border-gray-300 bg-gray-50 text-gray-700' },
} as const;

function sameAnswer(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** One question of the review: its anchor is #q-<number>, which the profile's error log links to. */
export function QuestionSolution({
  attemptId,
  question,
  answer,
}: {
  attemptId: string;
  question: PaperQuestion;
  answer: ResultQuestion | undefined;
}) {
  const outcome = answer?.outcome ?? 'unattempted';
  const marks = answer?.marks ?? 0;
  const headingId = `q-${question.number}-heading`;
  return (
    <article
      id={`q-${question.number}`}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="solution"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-semibold text-gray-900">
          Question {question.number}
        </h4>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${OUTCOME[outcome].className}`}>
          {OUTCOME[outcome].label}, {marks > 0 ? '+' : ''}
          {formatMarks(marks)} {Math.abs(marks) === 1 ? 'mark' : 'marks'}
        </span>
        <span className="text-xs text-gray-600">
          Time spent: {formatDuration(answer?.seconds ?? 0)}
          {question.topic ? ` · ${question.topic}` : ''}
        </span>
      </div>
      <div className="mt-2 text-base">
        <PostMarkdown>{question.text}</PostMarkdown>
      </div>

      {question.type === 'mcq' ? (
        <ul className="mt-2 space-y-2" aria-label={`Options for question ${question.number}`}>
          {question.options.map((o) => {
            const chosen = answer?.answer === o.key;
            const right = answer?.correctAnswer === o.key;
            const tone = right
              ? 'border-success-700 bg-success-50'
              : chosen
                ? 'border-danger-700 bg-danger-50'
                : 'border-gray-200 bg-white';
            return (
              <li key={o.key} className={`flex flex-wrap items-start gap-2 rounded-lg border p-3 ${tone}`}>
                <span className="font-semibold text-gray-900">{o.key}.</span>
                <span className="min-w-0 flex-1 text-gray-800">{o.text}</span>
                {right ? (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-success-700">
                    <Check className="h-4 w-4" aria-hidden="true" /> Correct answer
                  </span>
                ) : null}
                {chosen ? (
                  <span
                    className={`inline-flex items-center gap-1 text-sm font-semibold ${right ? 'text-success-700' : 'text-danger-700'}`}
                  >
                    {right ? null : <X className="h-4 w-4" aria-hidden="true" />} Your answer
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-gray-600">Your answer</dt>
            <dd className="font-semibold text-gray-900">{answer?.answer ?? 'Not answered'}</dd>
          </div>
          <div className="rounded-lg border border-success-700 bg-success-50 p-3">
            <dt className="text-gray-600">Correct answer</dt>
            <dd className="font-semibold text-success-700">
              {answer?.correctAnswer ?? '—'}
              {sameAnswer(answer?.answer ?? null, answer?.correctAnswer ?? null) ? ' (yours matches)' : ''}
            </dd>
          </div>
        </dl>
      )}
      {question.type === 'mcq' && !answer?.answer ? (
        <p className="mt-2 text-sm text-gray-700">You did not answer this question.</p>
      ) : null}

      {answer?.explanation ? (
        <div className="mt-4 rounded-lg bg-gray-50 p-3 sm:p-4">
          <h5 className="text-sm font-semibold text-brand-900">Explanation</h5>
          <div className="text-base">
            <PostMarkdown>{answer.explanation}</PostMarkdown>
          </div>
        </div>
      ) : null}

      {outcome !== 'correct' ? (
        <MissReasonControl
          attemptId={attemptId}
          questionId={question.id}
          number={question.number}
          saved={answer?.missReason ?? null}
          labels={MISS_REASON_LABELS}
        />
      ) : null}
    </article>
  );
}
