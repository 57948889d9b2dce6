import Link from 'next/link';
import { ArrowRight } from '@/components/icons/arrow-right';
import { Users } from '@/components/icons/users';
import type { ExamHub } from '@/lib/data/home';
import { formatCount } from '@/lib/format/numbers';
import { SectionHeading } from './section-heading';

/** The applicant count with its cycle, or 'Not published' (a figure nobody published is never shown as one). */
function applicantsText(exam: ExamHub): string {
  if (exam.applicants === null) return formatCount(null);
  return `${formatCount(exam.applicants)}${exam.applicantsYear ? ` (${exam.applicantsYear})` : ''}`;
}

/**
 * CAT, XAT, NMAT, SNAP and MAT, each card linking to /exams/{lower-case name} (spec §2). The whole card is the
 * exam link (its name stretched over the card); a published applicant count names its source, a link of its own
 * above the card's.
 */
export function ExamHubs({ exams }: { exams: ExamHub[] }) {
  return (
    <section aria-labelledby="exams-heading" className="container-page py-12 sm:py-16">
      <SectionHeading
        id="exams-heading"
        eyebrow="Entrance exams"
        title="Exam hubs"
        intro="Pattern, dates, fees, eligibility and preparation advice for each major MBA entrance exam."
        link={{ href: '/exams', label: 'All exams' }}
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {exams.map((exam) => (
          <li
            key={exam.name}
            className="group relative flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
          >
            <Link href={exam.href} className="flex flex-col after:absolute after:inset-0 after:rounded-xl after:content-['']">
              <span className="text-xl font-bold text-brand-900 group-hover:underline">{exam.name}</span>
              <span className="mt-1 text-sm font-medium text-brand-700">{exam.fullName}</span>
            </Link>
            <p className="mt-3 mb-auto line-clamp-4 text-sm leading-6 text-gray-700">{exam.description}</p>
            <dl className="mt-4 space-y-1 text-xs text-gray-700">
              <div className="flex justify-between gap-2">
                <dt>Difficulty</dt>
                <dd className="font-semibold text-brand-900">{exam.difficulty ?? 'Not rated'}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="flex items-center gap-1">
                  <Users className="h-3.5 w-3.5" aria-hidden="true" />
                  Applicants
                </dt>
                <dd className="tabular text-right font-semibold text-brand-900">{applicantsText(exam)}</dd>
              </div>
            </dl>
            {exam.applicants !== null && exam.applicantsSource ? (
              <p className="mt-2 text-xs text-gray-600">
                Source:{' '}
                {exam.applicantsSourceUrl ? (
                  <a
                    href={exam.applicantsSourceUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="relative z-10 underline hover:text-brand-800"
                  >
                    {exam.applicantsSource}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  exam.applicantsSource
                )}
              </p>
            ) : null}
            <span aria-hidden="true" className="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-700">
              {exam.name} guide <ArrowRight className="h-4 w-4" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
