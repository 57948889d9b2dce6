import type { ReactNode } from 'react';
import type { Exam } from '@/lib/data/exams';
import { durationText, examDateLabel } from '@/lib/exams/display';
import { formatCount } from '@/lib/format/numbers';

/**
 * The four figures people look for first. `now` decides whether the date is the next exam or the last one held,
 * at render time, since the page is cached.
 */
export function ExamKeyFacts({ exam, now }: { exam: Exam; now: Date }) {
  const date = examDateLabel(exam.examDate, { now, expected: exam.datesExpected });
  return (
    <dl className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <KeyFact term={date?.label ?? 'Exam date'}>
        {date ? `${date.date}` : 'Not announced'}
        {exam.cycleYear ? <span className="block text-xs font-normal text-gray-600">{exam.cycleYear}</span> : null}
      </KeyFact>
      <KeyFact term="Duration">{durationText(exam.durationMinutes)}</KeyFact>
      <KeyFact term="Questions · marks">
        {exam.totalQuestions ?? 'Not published'} questions
        <span className="block text-xs font-normal text-gray-600">
          {exam.totalMarks === null ? 'Total marks not published' : `${exam.totalMarks} marks`}
        </span>
      </KeyFact>
      <KeyFact term="Applicants">
        {exam.applicants === null ? 'Not published' : formatCount(exam.applicants)}
        {exam.applicantsYear ? <span className="block text-xs font-normal text-gray-600">{exam.applicantsYear}</span> : null}
        {exam.applicants !== null && exam.applicantsSource ? (
          <span className="block text-xs font-normal text-gray-600">
            Source:{' '}
            {exam.applicantsSourceUrl ? (
              <a href={exam.applicantsSourceUrl} rel="noopener noreferrer" target="_blank" className="underline">
                {exam.applicantsSource}
              </a>
            ) : (
              exam.applicantsSource
            )}
          </span>
        ) : null}
      </KeyFact>
    </dl>
  );
}

function KeyFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}
