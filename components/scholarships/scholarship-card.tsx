import Link from 'next/link';
import { ExternalLink } from '@/components/icons/external-link';
import type { ScholarshipCard as Scholarship } from '@/lib/data/scholarships';
import { formatDate } from '@/lib/format/dates';
import { amountLabel, deadlineLabel } from '@/lib/scholarships/format';

/**
 * One scholarship with what a reader needs to decide whether to apply: amount, eligibility, deadline, and the
 * page that published it with the day we last checked it. `showCollege` is off inside the college's own page.
 */
export function ScholarshipCard({ scholarship: s, showCollege = true }: { scholarship: Scholarship; showCollege?: boolean }) {
  const headingId = `scholarship-${s.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {s.name}
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {s.provider}
        {s.providerType ? <span className="text-gray-600"> · {s.providerType}</span> : null}
        {showCollege && s.college ? (
          <>
            {' · '}
            <Link href={`/colleges/${s.college.slug}`} className="font-medium text-brand-700 underline">
              {s.college.name}
            </Link>
          </>
        ) : null}
      </p>
      {s.description ? <p className="mt-3 text-sm leading-6 text-gray-700">{s.description}</p> : null}
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-gray-900">Amount</dt>
          <dd className="text-gray-800">{amountLabel(s)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900">Eligibility</dt>
          <dd className="whitespace-pre-line text-gray-800">{s.eligibility?.trim() || 'Not published'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900">Deadline</dt>
          <dd className="text-gray-800">{deadlineLabel(s)}</dd>
        </div>
        {s.exams.length || s.states.length ? (
          <div>
            <dt className="font-semibold text-gray-900">For</dt>
            <dd className="text-gray-800">{[...s.exams, ...s.states].join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm">
        {s.sourceUrl ? (
          <a
            href={s.sourceUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex items-center gap-1 text-brand-700 underline"
          >
            Source <span className="sr-only">for {s.name} (opens in a new tab)</span>
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : null}
        {s.applyUrl && s.applyUrl !== s.sourceUrl ? (
          <a
            href={s.applyUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex items-center gap-1 text-brand-700 underline"
          >
            How to apply <span className="sr-only">for {s.name} (opens in a new tab)</span>
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : null}
        <span className="text-gray-600">
          {s.lastVerifiedAt ? `Last verified ${formatDate(s.lastVerifiedAt)}` : 'Not yet verified'}
        </span>
      </div>
    </article>
  );
}
