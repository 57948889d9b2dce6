'use server';

import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import { examReminderActions, type SetReminderInput } from '@/lib/exam-calendar/exam-calendar.handlers';
import type { CalendarExam } from '@/lib/exam-calendar/types';

const actions = examReminderActions(actionChain);

/** The exams the signed-in member gets calendar reminders for (the calendar page is cached, so it asks after load). */
export async function myExamReminders(): Promise<ActionResult<CalendarExam[]>> {
  return actions.mine(undefined);
}

/** Turns the member's e-mail reminders for one exam on or off. */
export async function setExamReminder(
  input: unknown,
): Promise<ActionResult<{ exam: CalendarExam; on: boolean }, SetReminderInput>> {
  return actions.set(input);
}
