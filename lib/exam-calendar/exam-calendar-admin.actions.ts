'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import { EXAM_CALENDAR_TAG } from '@/lib/data/exam-calendar';
import type { CalendarEntryFormFields } from '@/lib/exam-calendar/entry-form';
import { calendarAdminActions, type CalendarEntryIdInput } from '@/lib/exam-calendar/exam-calendar-admin.handlers';

const actions = calendarAdminActions(actionChain);

export type CalendarEntryFormState = FormState<ContentChange, CalendarEntryFormFields>;
export type CalendarEntryIdState = FormState<ContentChange, CalendarEntryIdInput>;

/** /exams/calendar and its .ics feeds read the entries under the calendar's tag (lib/data/exam-calendar.ts). */
function publish() {
  publishContent(EXAM_CALENDAR_TAG);
}

/** Adds (no id) or saves (id) a calendar entry; on a refusal the form keeps what was typed. */
export async function saveCalendarEntry(_prev: CalendarEntryFormState, formData: FormData): Promise<CalendarEntryFormState> {
  const state = await submitForm(actions.save, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}

/** Sets the entry's last-verified date to today (Indian time). */
export async function markCalendarEntryVerifiedToday(
  _prev: CalendarEntryIdState,
  formData: FormData,
): Promise<CalendarEntryIdState> {
  const state = await submitForm(actions.verify, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}

export async function deleteCalendarEntryForever(_prev: CalendarEntryIdState, formData: FormData): Promise<CalendarEntryIdState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}
