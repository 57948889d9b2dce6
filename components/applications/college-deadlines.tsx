import Link from 'next/link';
import { entryTitle, entryWhenText } from '@/lib/exam-calendar/list';
import type { CalendarEntry } from '@/lib/exam-calendar/types';

/** A tracked college's dates from the exam calendar, each with its source; or where to look when we have none. */
export function CollegeDeadlines({ entries }: { entries: CalendarEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="mt-3 text-sm text-gray-600">
        No dates for this college in our{' '}
        <Link href="/exams/calendar" className="link">
          exam calendar
        </Link>{' '}
        yet: check its admissions page.
      </p>
    );
  }
  return (
    <ul className="mt-3 space-y-1.5 text-sm" aria-label="Deadlines from the exam calendar">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="font-semibold text-gray-900">{entryWhenText(entry)}</span>{' '}
          <span className="text-gray-700">{entryTitle(entry)}</span>{' '}
          <a href={entry.source.url} rel="noopener noreferrer" target="_blank" className="text-xs text-brand-700 underline">
            Source: {entry.source.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
