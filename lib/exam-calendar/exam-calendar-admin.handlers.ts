import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import {
  deleteCalendarEntry,
  insertCalendarEntry,
  markCalendarEntryVerified,
  updateCalendarEntry,
} from '@/lib/data/exam-calendar-admin';
import { istDay } from '@/lib/time/ist';
import { calendarEntryFormInput } from './entry-form';
import { KIND_LABELS } from './types';

/*
 * The back office's exam calendar changes (issue 16): the form checked by calendarEntryFormInput
 * (calendarEntrySchema underneath), the manageContent capability (super admin, editor; FORBIDDEN for anyone else),
 * then lib/data/exam-calendar-admin with the editor's own client, so row-level security refuses the same people.
 * Publishing (the calendar's cache tag) is the Next binding's job.
 */

export const calendarEntryIdInput = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown calendar entry.')
    .max(80),
});
export type CalendarEntryIdInput = z.input<typeof calendarEntryIdInput>;

export function calendarAdminActions(chain: ActionChain, deps: { now: () => Date } = { now: () => new Date() }) {
  const editor = chain.capabilityAction('manageContent');
  return {
    save: editor(
      { name: 'calendar.entries.save', input: calendarEntryFormInput, failureMessage: 'Failed to save the calendar entry' },
      async ({ isNew, entry, collegeId }, { client }): Promise<ContentChange> => {
        const label = `${entry.cycleLabel}: ${KIND_LABELS[entry.kind]}`;
        if (isNew) {
          const id = await insertCalendarEntry(client, entry, collegeId);
          return { id, message: `${label} added.` };
        }
        await updateCalendarEntry(client, entry, collegeId);
        return { id: entry.id, message: `${label} saved.` };
      },
    ),
    verify: editor(
      { name: 'calendar.entries.verify', input: calendarEntryIdInput, failureMessage: 'Failed to mark the entry verified' },
      async ({ id }, { client }): Promise<ContentChange> => {
        const today = istDay(deps.now());
        await markCalendarEntryVerified(client, id, today);
        return { id, message: `Marked verified on ${today}.` };
      },
    ),
    remove: editor(
      { name: 'calendar.entries.delete', input: calendarEntryIdInput, failureMessage: 'Failed to delete the calendar entry' },
      async ({ id }, { client }): Promise<ContentChange> => {
        await deleteCalendarEntry(client, id);
        return { id, message: 'Calendar entry deleted.' };
      },
    ),
  };
}

export type CalendarAdminActions = ReturnType<typeof calendarAdminActions>;
