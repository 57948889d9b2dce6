import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { listReminderExams, setReminder } from '@/lib/data/exam-calendar-reminders';
import { CALENDAR_EXAMS, type CalendarExam } from './types';

export const REMINDER_MESSAGES = {
  loadFailed: 'Could not load your reminders. Please try again.',
  failed: 'Could not change your reminders. Please try again.',
} as const;

const setInput = z.object({
  exam: z.enum(CALENDAR_EXAMS, { error: 'Choose one of the exams on the calendar.' }),
  on: z.boolean({ error: 'Choose on or off.' }),
});
export type SetReminderInput = z.input<typeof setInput>;

/** A signed-in member's e-mail reminders per exam (issue 16): their own only, by RLS as well as by the chain. */
export function examReminderActions(chain: ActionChain) {
  return {
    /** The exams the caller has reminders for (the input is ignored). */
    mine: chain.memberAction(
      { name: 'exam-reminders.mine', input: z.unknown(), failureMessage: REMINDER_MESSAGES.loadFailed },
      async (_input, { client, user }): Promise<CalendarExam[]> => listReminderExams(client, user.id),
    ),
    set: chain.memberAction(
      { name: 'exam-reminders.set', input: setInput, failureMessage: REMINDER_MESSAGES.failed },
      async ({ exam, on }, { client, user }): Promise<{ exam: CalendarExam; on: boolean }> => {
        await setReminder(client, user.id, exam, on);
        return { exam, on };
      },
    ),
  };
}
