import { MONTH_NAMES } from '@/lib/exam-calendar/expected';
import type { CalendarEntry, IsoDate } from '@/lib/exam-calendar/types';
import { EntryCard } from './entry-card';

/** The month an entry is listed under: its first day's, or for an expected entry its usual month's. */
function monthOf(entry: CalendarEntry): { key: string; label: string } {
  const [year, month] =
    entry.status === 'announced'
      ? [Number(entry.date.slice(0, 4)), Number(entry.date.slice(5, 7))]
      : [entry.usual.year, entry.usual.month];
  return { key: `${year}-${String(month).padStart(2, '0')}`, label: `${MONTH_NAMES[month - 1]} ${year}` };
}

function Cards({ entries, today }: { entries: CalendarEntry[]; today: IsoDate }) {
  return (
    <ul className="mt-3 grid gap-3 lg:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} today={today} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Entries in calendar order (lib/exam-calendar/list.ts): in the list view grouped under month headings; under the
 * month view (whose heading already names the month) as one list headed 'These dates in detail'.
 */
export function EntryList({
  entries,
  today,
  grouped = true,
}: {
  entries: CalendarEntry[];
  /** Today in India: an expected entry whose usual time is over says so. */
  today: IsoDate;
  grouped?: boolean;
}) {
  if (!grouped) {
    return (
      <section aria-labelledby="month-details">
        <h2 id="month-details" className="text-xl font-bold text-brand-900">
          These dates in detail
        </h2>
        <Cards entries={entries} today={today} />
      </section>
    );
  }
  const groups: { key: string; label: string; entries: CalendarEntry[] }[] = [];
  for (const entry of entries) {
    const { key, label } = monthOf(entry);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label, entries: [entry] });
  }
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`month-${group.key}`}>
          <h2 id={`month-${group.key}`} className="text-xl font-bold text-brand-900">
            {group.label}
          </h2>
          <Cards entries={group.entries} today={today} />
        </section>
      ))}
    </div>
  );
}
