import type { HistoryAction } from '@/lib/content/history';
import { toDataError, type ErrorWording } from '@/lib/data/errors';
import { rowToEntry } from '@/lib/data/exam-calendar';
import type { Json, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { CalendarEntry } from '@/lib/exam-calendar/types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's exam calendar (public.exam_calendar_entries) and its history (exam_calendar_entry_history,
 * written by the table's trigger with the editor's id). Every call uses the editor's own client, so row-level
 * security (can_manage_content) refuses the same people the action does.
 */

export interface AdminCalendarEntry {
  id: string;
  /** The stored entry, or null when the model refuses the stored row (shown as such, still deletable). */
  entry: CalendarEntry | null;
  collegeId: string | null;
  collegeName: string | null;
}

export interface CalendarEntryEvent {
  id: number;
  entryId: string;
  action: HistoryAction;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
  before: Json | null;
  after: Json | null;
}

export const CALENDAR_HISTORY_LIMIT = 50;
const GONE = 'This calendar entry no longer exists.';

/** The entries of one exam (its own dates and the application deadlines admitting through it), or all. */
export async function listCalendarEntriesForAdmin(client: TypedClient, exam: string | null): Promise<AdminCalendarEntry[]> {
  let query = client
    .from('exam_calendar_entries')
    .select('*, college:colleges!college_id(slug, name)')
    .order('cycle', { ascending: false })
    .order('starts_on', { ascending: true, nullsFirst: false })
    .order('usual_year')
    .order('usual_month')
    .order('id');
  if (exam) query = query.eq('exam', exam);
  const { data, error } = await query;
  if (error) throw toDataError(error, 'Failed to load the calendar entries');
  return data.map((row) => ({
    id: row.id,
    entry: rowToEntry(row),
    collegeId: row.college_id,
    collegeName: row.college?.name ?? null,
  }));
}

export async function listCalendarHistory(
  client: TypedClient,
  exam: string | null,
  limit = CALENDAR_HISTORY_LIMIT,
): Promise<CalendarEntryEvent[]> {
  let query = client
    .from('exam_calendar_entry_history')
    .select('id, entry_id, operation, changed_by, changed_at, old_row, new_row, actor:profiles!changed_by(name)')
    .order('id', { ascending: false })
    .limit(limit);
  if (exam) query = query.or(`new_row->>exam.eq.${exam},old_row->>exam.eq.${exam}`);
  const { data, error } = await query;
  if (error) throw toDataError(error, 'Failed to load the calendar history');
  return data.map((row) => ({
    id: row.id,
    entryId: row.entry_id,
    action: row.operation as CalendarEntryEvent['action'],
    actorId: row.changed_by,
    actorName: row.actor?.name ?? null,
    createdAt: row.changed_at,
    before: row.old_row,
    after: row.new_row,
  }));
}

/** The columns an entry writes (its college by id; its revision and basis entry left to the database and seed). */
function entryColumns(entry: CalendarEntry, collegeId: string | null) {
  const common = {
    status: entry.status,
    exam: entry.exam,
    college_id: collegeId,
    kind: entry.kind,
    cycle: entry.cycle,
    cycle_label: entry.cycleLabel,
    detail: entry.detail,
    note: entry.note,
    source_label: entry.source.label,
    source_url: entry.source.url,
    last_verified_on: entry.lastVerified,
  };
  if (entry.status === 'announced') {
    return {
      ...common,
      starts_on: entry.date,
      ends_on: entry.endDate,
      usual_year: null,
      usual_month: null,
      usual_part: null,
      usual_until_year: null,
      usual_until_month: null,
      usual_until_part: null,
      basis: null,
      basis_entry_id: null,
    };
  }
  return {
    ...common,
    starts_on: null,
    ends_on: null,
    revision: 0,
    usual_year: entry.usual.year,
    usual_month: entry.usual.month,
    usual_part: entry.usual.part,
    usual_until_year: entry.usualUntil?.year ?? null,
    usual_until_month: entry.usualUntil?.month ?? null,
    usual_until_part: entry.usualUntil?.part ?? null,
    basis: entry.basis,
  };
}

/** An entry's write refused: its college deleted meanwhile, or its id taken. */
const writeWording = (failure: string): ErrorWording => ({
  failure,
  NOT_FOUND: 'That college no longer exists.',
  CONFLICT: 'An entry with this id exists already.',
});

export async function insertCalendarEntry(client: TypedClient, entry: CalendarEntry, collegeId: string | null): Promise<string> {
  const row: TablesInsert<'exam_calendar_entries'> = { id: entry.id, ...entryColumns(entry, collegeId) };
  const { data, error } = await client.from('exam_calendar_entries').insert(row).select('id').single();
  if (error) throw toDataError(error, writeWording('Failed to add the calendar entry'));
  return data.id;
}

export async function updateCalendarEntry(client: TypedClient, entry: CalendarEntry, collegeId: string | null): Promise<void> {
  const { data, error } = await client
    .from('exam_calendar_entries')
    .update(entryColumns(entry, collegeId))
    .eq('id', entry.id)
    .select('id')
    .maybeSingle();
  if (error) throw toDataError(error, writeWording('Failed to save the calendar entry'));
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

export async function markCalendarEntryVerified(client: TypedClient, id: string, today: string): Promise<void> {
  const { data, error } = await client
    .from('exam_calendar_entries')
    .update({ last_verified_on: today })
    .eq('id', id)
    .select('id')
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to mark the entry verified');
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

export async function deleteCalendarEntry(client: TypedClient, id: string): Promise<void> {
  const { data, error } = await client.from('exam_calendar_entries').delete().eq('id', id).select('id').maybeSingle();
  if (error) throw toDataError(error, 'Failed to delete the calendar entry');
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

/** Colleges to pick for an application date. */
export async function listCollegeChoices(client: TypedClient): Promise<{ id: string; name: string }[]> {
  const { data, error } = await client.from('colleges').select('id, name').order('name');
  if (error) throw toDataError(error, 'Failed to load the colleges');
  return data;
}
