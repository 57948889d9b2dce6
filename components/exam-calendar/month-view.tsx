import Link from 'next/link';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
import { formatCalendarDate } from '@/lib/exam-calendar/dates';
import { describeExpected } from '@/lib/exam-calendar/expected';
import { entryTitle } from '@/lib/exam-calendar/list';
import type { MonthGrid } from '@/lib/exam-calendar/month-grid';
import type { CalendarExam } from '@/lib/exam-calendar/types';
import { calendarHref } from '@/lib/exam-calendar/view-params';

const FULL_WEEKDAY: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const POSITION_TEXT = { single: '', start: ' (starts)', middle: ' (continues)', end: ' (ends)' } as const;

/**
 * The month view: a table of weeks (a caption, weekday column headers) from 640 px up, and on phones the same
 * days as a list of only the days with something on them. Expected entries have no day, so they are listed under
 * the month with their usual part of it.
 */
export function MonthView({ grid, exam }: { grid: MonthGrid; exam: CalendarExam | null }) {
  const days = grid.weeks.flat().filter((d) => d.inMonth && d.entries.length > 0);
  return (
    <section aria-labelledby="month-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Link href={calendarHref({ exam, view: 'month', ...grid.previous })} className="btn-secondary min-w-11 px-3" rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span>
            <span className="max-sm:sr-only">Previous</span>
            <span className="sr-only"> month</span>
          </span>
        </Link>
        <h2 id="month-heading" className="text-center text-lg font-bold text-brand-900 sm:text-xl">
          {grid.label}
        </h2>
        <Link href={calendarHref({ exam, view: 'month', ...grid.next })} className="btn-secondary min-w-11 px-3" rel="next">
          <span>
            <span className="max-sm:sr-only">Next</span>
            <span className="sr-only"> month</span>
          </span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>

      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white sm:block">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">Announced dates in {grid.label}, by week</caption>
          <thead>
            <tr>
              {grid.weekdays.map((w) => (
                <th key={w} scope="col" className="border-b border-gray-200 px-2 py-2 text-left font-semibold text-gray-700">
                  <abbr title={FULL_WEEKDAY[w]} className="no-underline">
                    {w}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week) => (
              <tr key={week[0].date}>
                {week.map((day) => (
                  <td
                    key={day.date}
                    className={`h-24 border border-gray-100 p-1.5 align-top ${day.inMonth ? '' : 'bg-gray-50 text-gray-500'}`}
                    aria-current={day.isToday ? 'date' : undefined}
                  >
                    <span
                      className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full text-xs tabular-nums ${day.isToday ? 'bg-brand-800 font-bold text-white' : ''}`}
                    >
                      <span className="sr-only">{formatCalendarDate(day.date)}</span>
                      <span aria-hidden="true">{day.day}</span>
                    </span>
                    <ul className="mt-1 space-y-1">
                      {day.entries.map(({ entry, position }) => (
                        <li key={entry.id}>
                          <a
                            href={`#${entry.id}`}
                            className="block rounded bg-brand-50 px-1.5 py-0.5 text-xs leading-snug text-brand-900 hover:bg-brand-100"
                          >
                            {entryTitle(entry)}
                            {POSITION_TEXT[position]}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="sm:hidden">
        {days.length > 0 ? (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {days.map((day) => (
              <li key={day.date} className="p-3">
                <p className="font-semibold text-gray-900">
                  <time dateTime={day.date}>{formatCalendarDate(day.date)}</time>
                </p>
                <ul className="mt-1 space-y-1 text-sm text-gray-800">
                  {day.entries.map(({ entry, position }) => (
                    <li key={entry.id}>
                      <a href={`#${entry.id}`} className="link">
                        {entryTitle(entry)}
                        {POSITION_TEXT[position]}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-gray-700">
            No announced dates in {grid.label}.
          </p>
        )}
      </div>

      {grid.expected.length > 0 ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h3 className="font-semibold text-gray-900">Expected in {grid.label} (not announced yet)</h3>
          <ul className="mt-2 space-y-1 text-sm text-gray-800">
            {grid.expected.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="link">
                  {entryTitle(entry)}
                </a>
                : {describeExpected(entry)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
