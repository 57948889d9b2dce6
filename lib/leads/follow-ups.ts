/*
 * The follow-up queue's day is the Indian calendar day, whatever the server's clock zone: a follow-up "due today"
 * is one whose time falls before midnight IST tonight.
 */

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight IST at the end of `now`'s Indian calendar day: the queue holds follow-ups due before it. */
export function endOfTodayIst(now: Date): Date {
  const wall = now.getTime() + IST_OFFSET_MS;
  return new Date(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS - IST_OFFSET_MS);
}

export type FollowUpState = 'overdue' | 'today' | 'later' | 'none';

/** Whether a follow-up time has passed, falls later today (IST) or on a later day. */
export function followUpState(nextFollowUpAt: string | null, now: Date): FollowUpState {
  if (!nextFollowUpAt) return 'none';
  const at = new Date(nextFollowUpAt).getTime();
  if (Number.isNaN(at)) return 'none';
  if (at <= now.getTime()) return 'overdue';
  return at < endOfTodayIst(now).getTime() ? 'today' : 'later';
}

export const FOLLOW_UP_LABELS: Record<Exclude<FollowUpState, 'none'>, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  later: 'Scheduled',
};

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local field's value ('2026-11-24T11:00', no zone) read as Indian time, the zone staff work in, or
 * null when it is not such a value. The browser's own zone is not sent with the form, so it cannot be used.
 */
export function istInputToDate(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(wall - IST_OFFSET_MS);
}

/** An instant as a datetime-local field's value in Indian time, or '' for none. */
export function dateToIstInput(value: string | Date | null): string {
  if (!value) return '';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
}
