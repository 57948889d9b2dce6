import { DifficultyBadge } from '@/components/exams/difficulty-badge';
import { BadgeCheck } from '@/components/icons/badge-check';
import type { Exam } from '@/lib/data/exams';
import { formatDate } from '@/lib/format/dates';

/** The exam's name, cycle, difficulty and description, and when its figures were last checked. */
export function ExamHero({ exam }: { exam: Exam }) {
  return (
    <header className="mt-6 max-w-4xl">
      <div className="flex flex-wrap items-center gap-2">
        {exam.cycleYear ? (
          <span className="rounded-full bg-saffron-50 px-3 py-1 text-xs font-semibold text-saffron-800">{exam.cycleYear}</span>
        ) : null}
        <DifficultyBadge difficulty={exam.difficulty} />
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {exam.name}
        {exam.fullName ? <span className="block text-xl font-semibold text-gray-700 sm:text-2xl">{exam.fullName}</span> : null}
      </h1>
      {exam.description ? <p className="mt-4 text-base leading-7 text-gray-700">{exam.description}</p> : null}
      <p className="mt-4 flex items-center gap-2 text-sm text-gray-700">
        <BadgeCheck className="h-4 w-4 text-success-700" aria-hidden="true" />
        <span>
          Last verified: <strong>{exam.lastVerifiedAt ? formatDate(exam.lastVerifiedAt) : 'not yet verified'}</strong>. Check the
          official notice before you apply.
        </span>
      </p>
    </header>
  );
}
