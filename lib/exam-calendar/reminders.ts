import { addDays, daysBetween, todayInIndia } from './dates';
import { type AnnouncedEntry, type CalendarEntry, type CalendarExam, type IsoDate } from './types';

/**
 * Which e-mail reminders a scheduled job owes right now. Pure: entries, opt-ins and the clock in, due reminders out.
 *
 * - Only announced dates are reminded of (an expected entry has no day to count back from).
 * - Two reminders per date and subscriber: 7 days before and 1 day before the first day (in Indian time).
 * - A run that missed a day catches up: the 7-day reminder stays due until the 1-day one takes over (day −1), and
 *   the 1-day reminder until the date itself. Nothing is sent on or after the date.
 * - Each reminder has a stable key (entry, date, offset, user). The job records the keys it sent and passes them
 *   back as `alreadySent`, so running twice sends once. The date is part of the key: if a deadline moves, the
 *   subscriber is reminded of the new date.
 */

export const REMINDER_OFFSETS = [7, 1] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

export type ReminderSubscription = { userId: string; exam: CalendarExam };

export type DueReminder = {
  key: string;
  userId: string;
  exam: CalendarExam;
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

export function dueReminders(input: {
  entries: readonly CalendarEntry[];
  subscriptions: readonly ReminderSubscription[];
  now: Date;
  alreadySent?: ReadonlySet<string>;
}): DueReminder[] {
  const today = todayInIndia(input.now);
  const sent = input.alreadySent ?? new Set<string>();
  const due = new Map<string, DueReminder>();

  const announced = input.entries.filter(
    (e): e is AnnouncedEntry & { exam: CalendarExam } => e.status === 'announced' && e.exam !== null,
  );
  for (const entry of announced) {
    const offset = REMINDER_OFFSETS.find((o) => {
      const window = dueWindow(entry.date, o);
      return today >= window.from && today < window.until;
    });
    if (offset === undefined) continue;
    for (const sub of input.subscriptions) {
      if (sub.exam !== entry.exam) continue;
      const key = reminderKey(entry.id, entry.date, offset, sub.userId);
      if (sent.has(key) || due.has(key)) continue;
      due.set(key, {
        key,
        userId: sub.userId,
        exam: entry.exam,
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
