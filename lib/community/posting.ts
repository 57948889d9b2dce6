import { z } from 'zod';
import { COMMUNITY_TOPICS, REPORT_REASONS } from './topics';

/*
 * What a member may send to the community's server actions, as zod schemas shared by the actions and the forms
 * (the forms read the limits for their counters). The database holds the outer limits as check constraints
 * (supabase/migrations/20261122000700_community.sql); these are the ones people are told about.
 */

export const POST_LIMITS = {
  titleMin: 10,
  titleMax: 200,
  threadBodyMin: 20,
  threadBodyMax: 20_000,
  replyBodyMin: 2,
  replyBodyMax: 10_000,
  reportNoteMax: 1_000,
} as const;

const postId = z.uuid({ message: 'This post does not exist.' });
const kind = z.enum(['thread', 'reply'], { message: 'This post does not exist.' });

function text(min: number, max: number, what: string) {
  return z
    .string({ message: `Write ${what}.` })
    .trim()
    .min(min, `Write at least ${min} characters in ${what}.`)
    .max(max, `Keep ${what} to ${max.toLocaleString('en-IN')} characters or fewer.`);
}

export const threadTitle = text(POST_LIMITS.titleMin, POST_LIMITS.titleMax, 'the title');
export const threadBody = text(POST_LIMITS.threadBodyMin, POST_LIMITS.threadBodyMax, 'your post');
export const replyBody = text(POST_LIMITS.replyBodyMin, POST_LIMITS.replyBodyMax, 'your reply');

/** An empty form field is "no college". */
const collegeSlug = z
  .string()
  .trim()
  .max(200)
  .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a college from the list, or leave it empty.')
  .optional()
  .transform((v) => (v ? v : null));

export const newThreadInput = z.object({
  topic: z.enum(COMMUNITY_TOPICS, { message: 'Choose a topic.' }),
  title: threadTitle,
  body: threadBody,
  college: collegeSlug,
});
export type NewThreadInput = z.input<typeof newThreadInput>;

export const replyInput = z.object({ threadId: postId, body: replyBody });
export type ReplyInput = z.input<typeof replyInput>;

/** A thread's edit may change its title; a reply has none. */
export const editInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('thread'), id: postId, title: threadTitle, body: threadBody }),
    z.object({ kind: z.literal('reply'), id: postId, body: replyBody }),
  ],
  { message: 'This post does not exist.' },
);
export type EditInput = z.input<typeof editInput>;

export const postInput = z.object({ kind, id: postId });

export const voteInput = z.object({ kind, id: postId, up: z.boolean({ message: 'Choose to vote or to withdraw.' }) });

export const acceptInput = z.object({ replyId: postId, accepted: z.boolean({ message: 'Choose to mark or unmark.' }) });

export const reportInput = z.object({
  kind,
  id: postId,
  reason: z.enum(REPORT_REASONS, { message: 'Choose why you are reporting this post.' }),
  note: z
    .string()
    .trim()
    .max(POST_LIMITS.reportNoteMax, `Keep the note to ${POST_LIMITS.reportNoteMax.toLocaleString('en-IN')} characters or fewer.`)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReportInput = z.input<typeof reportInput>;

export const previewInput = z.object({ body: z.string().max(POST_LIMITS.threadBodyMax, 'This text is too long to preview.') });

export const viewerInput = z.object({ slug: z.string().trim().min(1).max(200) });

export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or hateful',
  'off-topic': 'Off-topic',
  misinformation: 'False or misleading',
  'personal-details': 'Shares personal details',
  copyright: 'Copied without permission',
  other: 'Something else',
};

/** Whether a post written at `createdAt` may still be edited at `now` (the database has the final word). */
export function withinEditWindow(createdAt: string, now: number, minutes: number): boolean {
  const written = Date.parse(createdAt);
  return Number.isFinite(written) && now - written < minutes * 60_000;
}
