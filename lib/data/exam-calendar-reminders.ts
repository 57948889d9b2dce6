import { toDataError } from '@/lib/data/errors';
import { CALENDAR_EXAMS, type CalendarExam } from '@/lib/exam-calendar/types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Exam-calendar e-mail reminders: a signed-in user's opt-ins per exam (RLS: their own only), the one-click
 * unsubscribe from an e-mail (any visitor holding the token), and the scheduled job (service role only).
 */

/** The exams the signed-in caller gets reminders for. */
export async function listReminderExams(client: TypedClient, userId: string): Promise<CalendarExam[]> {
  const { data, error } = await client.from('exam_reminder_subscriptions').select('exam').eq('user_id', userId);
  if (error) throw toDataError(error, 'Failed to load your reminders');
  return data.map((row) => row.exam).filter((exam): exam is CalendarExam => (CALENDAR_EXAMS as readonly string[]).includes(exam));
}

/** Turns the caller's reminders for `exam` on or off; doing it twice changes nothing. */
export async function setReminder(client: TypedClient, userId: string, exam: CalendarExam, on: boolean): Promise<void> {
  const { error } = on
    ? await client.from('exam_reminder_subscriptions').upsert({ exam }, { onConflict: 'user_id,exam', ignoreDuplicates: true })
    : await client.from('exam_reminder_subscriptions').delete().eq('user_id', userId).eq('exam', exam);
  if (error) throw toDataError(error, 'Failed to change your reminders');
}

/** The exam whose reminders the e-mailed token stopped, or null when it names no opt-in (any more). */
export async function unsubscribeReminders(client: TypedClient, token: string): Promise<CalendarExam | null> {
  const { data, error } = await client.rpc('unsubscribe_exam_reminders', { token });
  if (error) throw toDataError(error, 'Failed to stop the reminders');
  return typeof data === 'string' && (CALENDAR_EXAMS as readonly string[]).includes(data) ? (data as CalendarExam) : null;
}

/** The scheduled job: e-mails what is due at `now`; returns how many e-mails it wrote. Service role only. */
export async function sendDueReminders(serviceClient: TypedClient, now: Date): Promise<number> {
  const { data, error } = await serviceClient.rpc('send_exam_reminders', { now: now.toISOString() });
  if (error) throw toDataError(error, 'Failed to send the exam reminders');
  return data ?? 0;
}
