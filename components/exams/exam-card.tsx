import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowRight } from '@/components/icons/arrow-right';
import { CalendarDays } from '@/components/icons/calendar-days';
import { Clock } from '@/components/icons/clock';
import { ListChecks } from '@/components/icons/list-checks';
import { Users } from '@/components/icons/users';
import type { ExamSummary } from '@/lib/data/exams';
import { examDateLabel } from '@/lib/exams/display';
import { formatCount } from '@/lib/format/numbers';
import { DifficultyBadge } from './difficulty-badge';

/** An exam in the /exams list: what it is, how hard, how many sit it, and when (with its cycle year). */
export function ExamCard({ exam, now }: { exam: ExamSummary; now: Date }) {
  const date = examDateLabel(exam.examDate, { now, expected: exam.datesExpected });
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-brand-300">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-2xl font-bold text-brand-900">
          <Link href={`/exams/${exam.slug}`} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
            {exam.name}
          </Link>
        </h2>
        <DifficultyBadge difficulty={exam.difficulty} />
      </div>
      {exam.fullName ? <p className="mt-1 text-sm font-medium text-gray-700">{exam.fullName}</p> : null}
      <div className="flex-1">
        {exam.description ? <p className="mt-3 line-clamp-3 text-sm leading-6 text-gray-700">{exam.description}</p> : null}
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <Fact icon={CalendarDays} term={date?.label ?? 'Exam date'}>
          {date ? date.date : 'Not announced'}
          {exam.cycleYear ? <span className="text-gray-600"> · {exam.cycleYear}</span> : null}
        </Fact>
        <Fact icon={Users} term="Applicants">
          {exam.applicants === null
            ? 'Not published'
            : `${formatCount(exam.applicants)}${exam.applicantsYear ? ` (${exam.applicantsYear})` : ''}`}
        </Fact>
        <Fact icon={Clock} term="Duration">
          {exam.durationMinutes === null ? 'Not published' : `${exam.durationMinutes} min`}
        </Fact>
        <Fact icon={ListChecks} term="Questions">
          {exam.totalQuestions === null ? 'Not published' : exam.totalQuestions}
        </Fact>
      </dl>
      <p className="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-700">
        Pattern, dates and fees <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </p>
    </article>
  );
}

function Fact({ icon: Icon, term, children }: { icon: typeof Clock; term: string; children: ReactNode }) {
  // dt and dd must be direct children of the div inside the dl, so the icon sits in the term.
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-gray-600">
        <Icon className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        {term}
      </dt>
      <dd className="pl-6 font-semibold text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}
