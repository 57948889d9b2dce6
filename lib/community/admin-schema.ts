import { z } from 'zod';
import { istWallClock } from '@/lib/time/ist';
import { COMMUNITY_MESSAGES, COMMUNITY_TOPICS } from './topics';

/*
 * The back office's moderation forms (app/admin/(panel)/community): one schema per action, shared by the server
 * action and the form. Every moderation that changes what readers see asks for a reason, which the database keeps
 * in the moderation record; approving a held first post may carry a note.
 */

export const MODERATION_MESSAGES = {
  reason: COMMUNITY_MESSAGES.reasonRequired,
  reasonLength: 'Keep the reason under 500 characters.',
  post: 'Choose a post to moderate.',
  thread: 'Choose a thread to moderate.',
  topic: 'Choose a topic to move the thread to.',
  period: 'Choose how long the suspension lasts.',
  until: 'Choose a date in the future, within a year.',
  user: 'Choose a member to suspend.',
  suspension: 'Choose a suspension to lift.',
} as const;

export const REASON_MAX = 500;

const reason = z
  .string(MODERATION_MESSAGES.reason)
  .trim()
  .min(3, MODERATION_MESSAGES.reason)
  .max(REASON_MAX, MODERATION_MESSAGES.reasonLength);

const note = z.string().trim().max(REASON_MAX, MODERATION_MESSAGES.reasonLength).optional().default('');

const postRef = {
  kind: z.enum(['thread', 'reply'], MODERATION_MESSAGES.post),
  id: z.uuid(MODERATION_MESSAGES.post),
};

const threadId = z.uuid(MODERATION_MESSAGES.thread);

/** A form's checkbox-like "true"/"false" as a boolean; anything else is refused. */
const flag = z.enum(['true', 'false'], MODERATION_MESSAGES.thread).transform((value) => value === 'true');

/** Hide, unhide or delete a thread or reply, with a reason. */
export const postModerationInput = z.object({ ...postRef, reason });
export type PostModerationInput = z.input<typeof postModerationInput>;

/** Approve a held first post (with an optional note). */
export const postApprovalInput = z.object({ ...postRef, reason: note });
export type PostApprovalInput = z.input<typeof postApprovalInput>;

/** Dismiss every open report of a post. */
export const reportDismissalInput = z.object({ ...postRef });
export type ReportDismissalInput = z.input<typeof reportDismissalInput>;

export const threadLockInput = z.object({ threadId, locked: flag, reason });
export type ThreadLockInput = z.input<typeof threadLockInput>;

export const threadPinInput = z.object({ threadId, pinned: flag, reason });
export type ThreadPinInput = z.input<typeof threadPinInput>;

export const threadMoveInput = z.object({ threadId, topic: z.enum(COMMUNITY_TOPICS, MODERATION_MESSAGES.topic), reason });
export type ThreadMoveInput = z.input<typeof threadMoveInput>;

/** How long a suspension lasts: a fixed number of days, or until a chosen date. */
export const SUSPENSION_PERIODS = { '1': '1 day', '7': '7 days', '30': '30 days', date: 'Until a date' } as const;
export type SuspensionPeriod = keyof typeof SUSPENSION_PERIODS;

/** The longest suspension a date may set. */
export const SUSPENSION_MAX_DAYS = 366;
const DAY = 24 * 60 * 60 * 1000;

/**
 * When a suspension of `period` given at `now` ends: `days` later, or at the end (23:59:59, India time) of the
 * date chosen; null when the date is missing, malformed, not in the future or over a year away.
 */
export function suspensionEnd(period: SuspensionPeriod, until: string | undefined, now: Date): Date | null {
  if (period !== 'date') return new Date(now.getTime() + Number(period) * DAY);
  if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until)) return null;
  const [year, month, day] = until.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 would roll over into March: a date that does not exist is refused.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const end = istWallClock(year, month, day, 23, 59, 59);
  if (end.getTime() <= now.getTime() || end.getTime() > now.getTime() + SUSPENSION_MAX_DAYS * DAY) return null;
  return end;
}

export const suspensionInput = z
  .object({
    userId: z.uuid(MODERATION_MESSAGES.user),
    period: z.enum(['1', '7', '30', 'date'], MODERATION_MESSAGES.period),
    until: z.string().trim().max(10, MODERATION_MESSAGES.until).optional(),
    reason,
    /** The thread the suspension was given from, to return to; optional. */
    threadId: z
      .uuid()
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((value, context) => {
    if (value.period === 'date' && !suspensionEnd('date', value.until, new Date())) {
      context.addIssue({ code: 'custom', path: ['until'], message: MODERATION_MESSAGES.until });
    }
  });
export type SuspensionInput = z.input<typeof suspensionInput>;

export const liftSuspensionInput = z.object({ id: z.uuid(MODERATION_MESSAGES.suspension) });
export type LiftSuspensionInput = z.input<typeof liftSuspensionInput>;
