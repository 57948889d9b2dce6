import Link from 'next/link';
import type { AdminCalendarEntry } from '@/lib/data/exam-calendar-admin';
import { describeExpectedWithYear, expectedWindowPassed } from '@/lib/exam-calendar/expected';
import { KIND_LABELS, type IsoDate } from '@/lib/exam-calendar/types';

/**
 * The expected entries whose usual time is over: by now the body has most likely announced the date (or moved
 * it), and the public calendar tells aspirants it cannot confirm one. Each links to its form to record it.
 */
export function PassedExpectedPrompt({
  entries,
  today,
  editHref,
}: {
  entries: AdminCalendarEntry[];
  today: IsoDate;
  editHref: (id: string) => string;
}) {
  const passed = entries.flatMap(({ id, entry }) =>
    entry?.status === 'expected' && expectedWindowPassed(entry, today) ? [{ id, entry }] : [],
  );
  if (passed.length === 0) return null;
  return (
    <section aria-labelledby="passed-expected-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="passed-expected-heading" className="text-lg font-bold text-amber-950">
        {passed.length === 1
          ? '1 expected date is past its usual time'
          : `${passed.length} expected dates are past their usual time`}
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Check the official source of each and record the announced date (or move the expectation), so the calendar stops saying it
        cannot confirm one.
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {passed.map(({ id, entry }) => (
          <li key={id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2">
            <span>
              <span className="font-semibold text-gray-900">
                {entry.cycleLabel}: {KIND_LABELS[entry.kind]}
              </span>{' '}
              <span className="text-gray-700">— {describeExpectedWithYear(entry)}</span>
            </span>
            <Link href={editHref(id)} className="btn-secondary min-h-11">
              Record the date
              <span className="sr-only">
                {' '}
                of {entry.cycleLabel}: {KIND_LABELS[entry.kind]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
