import { COMMUNITY_MESSAGES, type CommunityTopic, type PostRef, type ReportStatus } from '@/lib/community/topics';
import { communityWording, nothingChanged, requireReason } from '@/lib/data/community/wording';
import { toDataError } from '@/lib/data/errors';
import type { Json, Tables } from '@/lib/database.types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Moderators' actions (community_mod, editor, super_admin), each with the moderator's own signed-in client.
 * Row-level security refuses anyone else; the database stamps moderated_by/at and records every action in
 * community_moderation_events (triggers), with the reason given here as the post's moderation_note.
 */

type PostStatus = Tables<'community_threads'>['status'];

async function updatePost(
  client: TypedClient,
  post: PostRef,
  patch: { status?: PostStatus; moderation_note?: string },
): Promise<void> {
  const { data, error } =
    post.kind === 'thread'
      ? await client.from('community_threads').update(patch).eq('id', post.id).select('id')
      : await client.from('community_replies').update(patch).eq('id', post.id).select('id');
  if (error) throw toDataError(error, communityWording('Failed to moderate the post', COMMUNITY_MESSAGES.notModerator));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notModerator);
}

async function updateThread(
  client: TypedClient,
  threadId: string,
  patch: { is_locked?: boolean; is_pinned?: boolean; topic?: CommunityTopic; moderation_note?: string },
): Promise<void> {
  const { data, error } = await client.from('community_threads').update(patch).eq('id', threadId).select('id');
  if (error) throw toDataError(error, communityWording('Failed to moderate the thread', COMMUNITY_MESSAGES.notModerator));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notModerator);
}

/** Hidden: seen only by moderators and its author. */
export async function hidePost(client: TypedClient, post: PostRef, reason: string): Promise<void> {
  return updatePost(client, post, { status: 'hidden', moderation_note: requireReason(reason) });
}

/** Removed (a soft delete): kept for the record, seen only by moderators and its author. */
export async function removePost(client: TypedClient, post: PostRef, reason: string): Promise<void> {
  return updatePost(client, post, { status: 'removed', moderation_note: requireReason(reason) });
}

/** Back to published: a pending first post approved, or a hidden one restored. */
export async function publishPost(client: TypedClient, post: PostRef, note?: string): Promise<void> {
  return updatePost(client, post, note?.trim() ? { status: 'published', moderation_note: note.trim() } : { status: 'published' });
}

export async function lockThread(client: TypedClient, threadId: string, locked: boolean, reason: string): Promise<void> {
  return updateThread(client, threadId, { is_locked: locked, moderation_note: requireReason(reason) });
}

export async function pinThread(client: TypedClient, threadId: string, pinned: boolean, reason: string): Promise<void> {
  return updateThread(client, threadId, { is_pinned: pinned, moderation_note: requireReason(reason) });
}

export async function moveThread(client: TypedClient, threadId: string, topic: CommunityTopic, reason: string): Promise<void> {
  return updateThread(client, threadId, { topic, moderation_note: requireReason(reason) });
}

/** Deletes a post for good; the reason is written first, so the record of the delete carries it. */
export async function deletePostAsModerator(client: TypedClient, post: PostRef, reason: string): Promise<void> {
  await updatePost(client, post, { moderation_note: requireReason(reason) });
  const { data, error } =
    post.kind === 'thread'
      ? await client.from('community_threads').delete().eq('id', post.id).select('id')
      : await client.from('community_replies').delete().eq('id', post.id).select('id');
  if (error) throw toDataError(error, communityWording('Failed to delete the post', COMMUNITY_MESSAGES.notModerator));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notModerator);
}

/** Suspends a user from posting (threads, replies, votes, reports) until `until`. Returns the suspension's id. */
export async function suspendUser(client: TypedClient, userId: string, until: Date, reason: string): Promise<string> {
  const { data, error } = await client
    .from('community_suspensions')
    .insert({ user_id: userId, suspended_until: until.toISOString(), reason: requireReason(reason) })
    .select('id')
    .single();
  if (error) {
    throw toDataError(error, {
      ...communityWording('Failed to suspend the user', COMMUNITY_MESSAGES.notModerator),
      // No profile with that id (a deleted account, a crafted request): the foreign key refuses it.
      NOT_FOUND: 'This member no longer exists.',
    });
  }
  return data.id;
}

export async function liftSuspension(client: TypedClient, suspensionId: string): Promise<void> {
  const { data, error } = await client
    .from('community_suspensions')
    .update({ lifted_at: new Date().toISOString() })
    .eq('id', suspensionId)
    .select('id');
  if (error) throw toDataError(error, communityWording('Failed to lift the suspension', COMMUNITY_MESSAGES.notModerator));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notModerator);
}

export interface QueuedReport {
  id: string;
  reason: string;
  details: string | null;
  status: string;
  createdAt: string;
  post: PostRef;
  /** The thread the post belongs to, for a link. */
  thread: { id: string; slug: string; title: string; status: PostStatus } | null;
  /** The reported reply's text, when a reply was reported. */
  replyBody: string | null;
  replyStatus: PostStatus | null;
}

/** The reported-posts queue, oldest open report first (moderators only; others get their own reports). */
export async function listReportQueue(client: TypedClient, status: ReportStatus = 'open', limit = 50): Promise<QueuedReport[]> {
  const { data, error } = await client
    .from('community_reports')
    .select(
      'id, reason, details, status, created_at, thread_id, reply_id, thread:community_threads(id, slug, title, status), reply:community_replies(id, body, status, thread:community_threads(id, slug, title, status))',
    )
    .eq('status', status)
    .order('created_at', { ascending: true })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the reports');
  return data.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at,
    post: row.reply_id ? { kind: 'reply' as const, id: row.reply_id } : { kind: 'thread' as const, id: row.thread_id ?? '' },
    thread: row.thread ?? row.reply?.thread ?? null,
    replyBody: row.reply?.body ?? null,
    replyStatus: row.reply?.status ?? null,
  }));
}

export async function decideReport(client: TypedClient, reportId: string, decision: ReportStatus): Promise<void> {
  const { data, error } = await client.from('community_reports').update({ status: decision }).eq('id', reportId).select('id');
  if (error) throw toDataError(error, communityWording('Failed to update the report', COMMUNITY_MESSAGES.notModerator));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notModerator);
}

export interface PendingPost {
  post: PostRef;
  threadId: string;
  title: string | null;
  body: string;
  createdAt: string;
}

/** First posts with links waiting for a moderator, oldest first. */
export async function listPendingPosts(client: TypedClient, limit = 50): Promise<PendingPost[]> {
  const [threads, replies] = await Promise.all([
    client
      .from('community_threads')
      .select('id, title, body, created_at')
      .eq('status', 'pending')
      .order('created_at')
      .limit(limit),
    client
      .from('community_replies')
      .select('id, thread_id, body, created_at')
      .eq('status', 'pending')
      .order('created_at')
      .limit(limit),
  ]);
  if (threads.error) throw toDataError(threads.error, 'Failed to load the pending posts');
  if (replies.error) throw toDataError(replies.error, 'Failed to load the pending posts');
  return [
    ...threads.data.map((t) => ({
      post: { kind: 'thread', id: t.id } as const,
      threadId: t.id,
      title: t.title,
      body: t.body,
      createdAt: t.created_at,
    })),
    ...replies.data.map((r) => ({
      post: { kind: 'reply', id: r.id } as const,
      threadId: r.thread_id,
      title: null,
      body: r.body,
      createdAt: r.created_at,
    })),
  ]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, limit);
}

export interface ModerationEvent {
  id: number;
  action: string;
  threadId: string | null;
  replyId: string | null;
  targetUserId: string | null;
  actorName: string | null;
  reason: string | null;
  details: Json;
  createdAt: string;
}

/** The moderation record, newest first; one thread's when threadId is given. */
export async function listModerationEvents(client: TypedClient, threadId?: string, limit = 100): Promise<ModerationEvent[]> {
  let query = client
    .from('community_moderation_events')
    .select('id, action, thread_id, reply_id, target_user_id, actor_name, reason, details, created_at');
  if (threadId) query = query.eq('thread_id', threadId);
  const { data, error } = await query.order('id', { ascending: false }).limit(limit);
  if (error) throw toDataError(error, 'Failed to load the moderation record');
  return data.map((row) => ({
    id: row.id,
    action: row.action,
    threadId: row.thread_id,
    replyId: row.reply_id,
    targetUserId: row.target_user_id,
    actorName: row.actor_name,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at,
  }));
}
