import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { calendarEntrySchema, type CalendarEntry, type UsualPeriod } from '@/lib/exam-calendar/types';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The exam calendar (issue 16): rows of public.exam_calendar_entries reshaped into lib/exam-calendar's entries and
 * checked with its schema at the boundary, so the page and the .ics feeds only ever see valid entries. Public and
 * the same for everyone: cached under EXAM_CALENDAR_TAG (a back-office write revalidates it).
 */

export const EXAM_CALENDAR_TAG = TAGS.examCalendar;

type EntryRow = Tables<'exam_calendar_entries'> & { college: { slug: string } | null };

const COLUMNS = '*, college:colleges!college_id(slug)';

function period(year: number | null, month: number | null, part: string | null): UsualPeriod | null {
  return year === null || month === null || part === null ? null : ({ year, month, part } as UsualPeriod);
}

/** A row as the model's entry, or null when it does not pass the model's checks (it is then left out). */
export function rowToEntry(row: EntryRow): CalendarEntry | null {
  const base = {
    id: row.id,
    exam: row.exam,
    collegeSlug: row.college?.slug ?? null,
    kind: row.kind,
    cycle: row.cycle,
    cycleLabel: row.cycle_label,
    detail: row.detail,
    note: row.note,
    source: { label: row.source_label, url: row.source_url },
    lastVerified: row.last_verified_on,
  };
  const candidate =
    row.status === 'announced'
      ? { ...base, status: 'announced', date: row.starts_on, endDate: row.ends_on, revision: row.revision }
      : {
          ...base,
          status: 'expected',
          usual: period(row.usual_year, row.usual_month, row.usual_part),
          usualUntil: period(row.usual_until_year, row.usual_until_month, row.usual_until_part),
          basis: row.basis,
          basisEntryId: row.basis_entry_id,
        };
  const parsed = calendarEntrySchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Every entry (all cycles; callers pick the cycle with lib/exam-calendar/list.ts). */
export async function readCalendarEntries(client: TypedClient): Promise<CalendarEntry[]> {
  const { data, error } = await client.from('exam_calendar_entries').select(COLUMNS).order('id');
  if (error) throw toDataError(error, 'Failed to load the exam calendar');
  return (data as unknown as EntryRow[]).flatMap((row) => rowToEntry(row) ?? []);
}

/** The public calendar, cached by tag. */
export function listCalendarEntries(): Promise<CalendarEntry[]> {
  return readCalendarEntries(createPublicClient([EXAM_CALENDAR_TAG]));
}
