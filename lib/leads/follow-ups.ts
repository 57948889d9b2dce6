/*
 * The follow-up queue's day is the Indian calendar day, whatever the server's clock zone: a follow-up "due today"
 * is one whose time falls before midnight IST tonight.
 */

import { endOfTodayIst } from '@/lib/time/ist';

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
