import type { ApplicationStatus } from '@/lib/applications/statuses';
import { istDay } from '@/lib/time/ist';
import { addDays, daysBetween } from './dates';
import { type AnnouncedEntry, type CalendarEntry, type CalendarExam, type IsoDate } from './types';

/**
 * Which e-mail reminders a scheduled job owes right now. Pure: entries, opt-ins, tracked colleges and the clock in,
 * due reminders out.
 *
 * - Only announced dates are reminded of (an expected entry has no day to count back from).
 * - Two sources: a user's per-exam opt-ins (every announced date of that exam), and the colleges they track in My
 *   applications while still at 'planning' with reminders on (that college's application dates). A date both reach
 *   is one reminder, about the college.
 * - Two reminders per date and subscriber: 7 days before and 1 day before the first day (in Indian time).
 * - A run that missed a day catches up: the 7-day reminder stays due until the 1-day one takes over (day −1), and
 *   the 1-day reminder until the date itself. Nothing is sent on or after the date.
 * - Each reminder has a stable key (entry, date, offset, user). The job records the keys it sent and passes them
 *   back as `alreadySent`, so running twice sends once. The date is part of the key: if a deadline moves, the
 *   subscriber is reminded of the new date.
 */

/** The shape of the one-click unsubscribe tokens in reminder e-mails (the database makes 32 URL-safe characters). */
export const REMINDER_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export const REMINDER_OFFSETS = [7, 1] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

export type ReminderSubscription = { userId: string; exam: CalendarExam };

/** A college in a user's application tracker, as the reminder rule sees it. */
export type TrackedCollege = { userId: string; collegeSlug: string; status: ApplicationStatus; reminders: boolean };

/** Why a reminder is sent, which also decides the link in it that stops it. */
export type ReminderReason = 'college' | 'exam';

export type DueReminder = {
  key: string;
  userId: string;
  reason: ReminderReason;
  /** The exam the date belongs to; null for a college's own date that names none. */
  exam: CalendarExam | null;
  /** The college whose application date this is; null for an exam's date. */
  collegeSlug: string | null;
  entryId: string;
  /** The first day of the entry. */
  eventDate: IsoDate;
  offsetDays: ReminderOffset;
  /** The day this reminder was meant for (eventDate − offset). */
  sendOn: IsoDate;
  /** Days from today (India) to the event, for the e-mail's wording: may be under 7 when a run caught up. */
  daysUntil: number;
};

export function reminderKey(entryId: string, eventDate: IsoDate, offsetDays: ReminderOffset, userId: string): string {
  return `exam-calendar:${entryId}:${eventDate}:${offsetDays}d:${userId}`;
}

/** The window in which a reminder counts as due: [eventDate − offset, next reminder's day or the event). */
function dueWindow(eventDate: IsoDate, offset: ReminderOffset): { from: IsoDate; until: IsoDate } {
  const index = REMINDER_OFFSETS.indexOf(offset);
  const next = REMINDER_OFFSETS[index + 1];
  return { from: addDays(eventDate, -offset), until: next === undefined ? eventDate : addDays(eventDate, -next) };
}

/** Whether a tracked college's dates are reminded of: until the user marks it applied, and while they want them. */
function remindsOfCollege(tracked: TrackedCollege): boolean {
  return tracked.reminders && tracked.status === 'planning';
}

export function dueReminders(input: {
  entries: readonly CalendarEntry[];
  subscriptions: readonly ReminderSubscription[];
  tracked?: readonly TrackedCollege[];
  now: Date;
  alreadySent?: ReadonlySet<string>;
}): DueReminder[] {
  const today = istDay(input.now);
  const sent = input.alreadySent ?? new Set<string>();
  const due = new Map<string, DueReminder>();
  const tracked = (input.tracked ?? []).filter(remindsOfCollege);

  const announced = input.entries.filter((e): e is AnnouncedEntry => e.status === 'announced');
  for (const entry of announced) {
    const offset = REMINDER_OFFSETS.find((o) => {
      const window = dueWindow(entry.date, o);
      return today >= window.from && today < window.until;
    });
    if (offset === undefined) continue;
    // Colleges first: when a user would get the same date for both reasons, the college's reminder is the one kept.
    const wanted: { userId: string; reason: ReminderReason }[] = [
      ...tracked
        .filter((t) => t.collegeSlug === entry.collegeSlug)
        .map((t) => ({ userId: t.userId, reason: 'college' as const })),
      ...input.subscriptions.filter((s) => s.exam === entry.exam).map((s) => ({ userId: s.userId, reason: 'exam' as const })),
    ];
    for (const { userId, reason } of wanted) {
      const key = reminderKey(entry.id, entry.date, offset, userId);
      if (sent.has(key) || due.has(key)) continue;
      due.set(key, {
        key,
        userId,
        reason,
        exam: entry.exam,
        collegeSlug: entry.collegeSlug,
        entryId: entry.id,
        eventDate: entry.date,
        offsetDays: offset,
        sendOn: addDays(entry.date, -offset),
        daysUntil: daysBetween(today, entry.date),
      });
    }
  }
  return [...due.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
