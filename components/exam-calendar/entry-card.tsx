import { CalendarPlus } from '@/components/icons/calendar-plus';
import { ExternalLink } from '@/components/icons/external-link';
import { formatCalendarDate } from '@/lib/exam-calendar/dates';
import { describeExpected, expectedWindowPassed, PASSED_WINDOW_NOTE } from '@/lib/exam-calendar/expected';
import { googleCalendarLink } from '@/lib/exam-calendar/google-link';
import { entryTitle } from '@/lib/exam-calendar/list';
import { KIND_LABELS, type CalendarEntry, type IsoDate } from '@/lib/exam-calendar/types';

/** When an announced entry is: '13 Sep 2026' or '5 Nov 2025 – 19 Dec 2025'. */
function announcedWhen(entry: Extract<CalendarEntry, { status: 'announced' }>): string {
  const start = formatCalendarDate(entry.date);
  return entry.endDate ? `${start} – ${formatCalendarDate(entry.endDate)}` : start;
}

/**
 * One calendar entry: its date (or, when nobody has announced it, only the usual part of a month, marked Expected),
 * what it is, its cycle, source and last-verified date, and for an announced date an 'Add to Google Calendar' link.
 */
export function EntryCard({ entry, today }: { entry: CalendarEntry; today: IsoDate }) {
  const google = googleCalendarLink(entry);
  const announced = entry.status === 'announced';
  const passed = entry.status === 'expected' && expectedWindowPassed(entry, today);
  return (
    <article
      id={entry.id}
      className="scroll-mt-24 rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="calendar-entry"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{KIND_LABELS[entry.kind]}</span>
        {announced ? (
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800">Announced</span>
        ) : (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900">Expected</span>
        )}
        <span className="text-gray-600">Cycle {entry.cycle}</span>
      </div>
      <h3 className="mt-2 text-base font-semibold text-gray-900">{entryTitle(entry)}</h3>
      <p className="mt-1 text-lg font-semibold text-brand-900 tabular-nums" data-testid="entry-when">
        {entry.status === 'announced' ? <time dateTime={entry.date}>{announcedWhen(entry)}</time> : describeExpected(entry)}
      </p>
      {passed ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" role="note">
          {PASSED_WINDOW_NOTE}
        </p>
      ) : null}
      {entry.status === 'expected' ? (
        <p className="mt-1 text-sm text-gray-700">Not announced yet. Based on: {entry.basis}</p>
      ) : null}
      {entry.note ? <p className="mt-1 text-sm text-gray-700">{entry.note}</p> : null}
      <p className="mt-2 text-sm text-gray-600">
        Source:{' '}
        <a href={entry.source.url} className="link break-words" rel="noopener noreferrer" target="_blank">
          {entry.source.label}
          <ExternalLink className="ml-1 inline h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        · Last verified <time dateTime={entry.lastVerified}>{formatCalendarDate(entry.lastVerified)}</time>
      </p>
      {google ? (
        <a
          href={google}
          className="mt-2 -ml-2 btn-ghost px-2"
          rel="noopener noreferrer"
          target="_blank"
          data-testid="google-calendar-link"
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Add to Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
