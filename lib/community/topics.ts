import { CheckValues } from '@/lib/database.types';

/*
 * The community's fixed vocabulary, shared by lib/data, the pages and the server actions. The report reasons and
 * statuses are community_reports' check constraints, generated from the migrations. The topics are the list
 * private.community_topics() returns (supabase/migrations/20261129000100_community_core.sql), which a check
 * constraint calls rather than writes out, so the generator cannot read it: keep the two in step.
 */

export const COMMUNITY_TOPICS = ['cat', 'xat', 'nmat', 'snap', 'mat', 'colleges', 'gd-pi', 'careers', 'study-abroad'] as const;
export type CommunityTopic = (typeof COMMUNITY_TOPICS)[number];

export const COMMUNITY_TOPIC_LABELS: Record<CommunityTopic, string> = {
  cat: 'CAT',
  xat: 'XAT',
  nmat: 'NMAT',
  snap: 'SNAP',
  mat: 'MAT',
  colleges: 'Colleges',
  'gd-pi': 'GD-PI and interviews',
  careers: 'Careers',
  'study-abroad': 'Study abroad',
};

export function isCommunityTopic(value: string | null | undefined): value is CommunityTopic {
  return typeof value === 'string' && (COMMUNITY_TOPICS as readonly string[]).includes(value);
}

/** A topic's label; an unknown key (an old row) is shown as it is. */
export function communityTopicLabel(topic: string): string {
  return isCommunityTopic(topic) ? COMMUNITY_TOPIC_LABELS[topic] : topic;
}

/** newest: by posting time; active: by the latest reply; unanswered: threads with no reply yet, newest first. */
export const THREAD_ORDERS = ['newest', 'active', 'unanswered'] as const;
export type ThreadOrder = (typeof THREAD_ORDERS)[number];

export const REPORT_REASONS = CheckValues.public.community_reports.reason;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report is open until a moderator resolves it (acts on the post) or dismisses it. */
export type ReportStatus = (typeof CheckValues.public.community_reports.status)[number];

/** How long after posting an author may still edit (the database refuses later edits). */
export const EDIT_WINDOW_MINUTES = 30;

/** A thread or a reply: what votes, reports and moderation act on. */
export interface PostRef {
  kind: 'thread' | 'reply';
  id: string;
}

export const COMMUNITY_MESSAGES = {
  suspended: 'Your account is suspended from posting in the community.',
  editWindow: `Posts can be edited for ${EDIT_WINDOW_MINUTES} minutes after posting.`,
  notYours: 'You can only change your own posts.',
  locked: 'This thread is closed to new replies.',
  notFound: 'This discussion is not available.',
  reasonRequired: 'Please give a reason.',
  notModerator: 'Only a moderator can do that.',
} as const;
