import { COMMUNITY_MESSAGES, type CommunityTopic, type PostRef, type ReportReason } from '@/lib/community/topics';
import { communityWording, nothingChanged, requireUser } from '@/lib/data/community/wording';
import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * A member's writes, each with their own signed-in client: the database decides (row-level security and the
 * community triggers of 20261129000100): the author's own posts only, edits within the window, one vote and one
 * report per post, no replies to a locked thread, nothing while suspended, rate limits, and a first post with a
 * link held as 'pending' for a moderator. Inputs are validated by the server actions' schemas before this.
 */

type PostStatus = Tables<'community_threads'>['status'];

export interface NewThread {
  title: string;
  body: string;
  topic: CommunityTopic;
  tags?: string[];
  collegeId?: string | null;
}

export interface CreatedThread {
  id: string;
  slug: string;
  /** 'pending' when it waits for a moderator (a first post with a link). */
  status: PostStatus;
}

export async function createThread(
  client: TypedClient,
  userId: string | null | undefined,
  thread: NewThread,
): Promise<CreatedThread> {
  const author = requireUser(userId);
  const { data, error } = await client
    .from('community_threads')
    .insert({
      author_id: author,
      title: thread.title,
      body: thread.body,
      topic: thread.topic,
      tags: thread.tags ?? [],
      college_id: thread.collegeId ?? null,
    })
    .select('id, slug, status')
    .single();
  if (error) throw toDataError(error, communityWording('Failed to start the discussion'));
  return data;
}

export interface NewReply {
  threadId: string;
  body: string;
  parentReplyId?: string | null;
}

export async function createReply(
  client: TypedClient,
  userId: string | null | undefined,
  reply: NewReply,
): Promise<{ id: string; status: PostStatus }> {
  const author = requireUser(userId);
  const { data, error } = await client
    .from('community_replies')
    .insert({ author_id: author, thread_id: reply.threadId, body: reply.body, parent_reply_id: reply.parentReplyId ?? null })
    .select('id, status')
    .single();
  if (error) throw toDataError(error, communityWording('Failed to post the reply', COMMUNITY_MESSAGES.locked));
  return data;
}

/** The author's own thread, within the edit window; marked edited. */
export async function editThread(
  client: TypedClient,
  threadId: string,
  changes: { title?: string; body?: string },
): Promise<void> {
  const { data, error } = await client.from('community_threads').update(changes).eq('id', threadId).select('id');
  if (error) throw toDataError(error, communityWording('Failed to save the changes'));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notYours);
}

export async function editReply(client: TypedClient, replyId: string, body: string): Promise<void> {
  const { data, error } = await client.from('community_replies').update({ body }).eq('id', replyId).select('id');
  if (error) throw toDataError(error, communityWording('Failed to save the changes'));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notYours);
}

/** The author deletes their own post (a thread with its replies). Moderators use deletePostAsModerator. */
export async function deleteOwnPost(client: TypedClient, userId: string | null | undefined, post: PostRef): Promise<void> {
  const author = requireUser(userId);
  const { data, error } =
    post.kind === 'thread'
      ? await client.from('community_threads').delete().eq('id', post.id).eq('author_id', author).select('id')
      : await client.from('community_replies').delete().eq('id', post.id).eq('author_id', author).select('id');
  if (error) throw toDataError(error, communityWording('Failed to delete the post'));
  if (data.length === 0) throw nothingChanged(COMMUNITY_MESSAGES.notYours);
}

/** Upvotes a post; false when this user's vote was already counted (a vote counts once). */
export async function upvote(client: TypedClient, userId: string | null | undefined, post: PostRef): Promise<boolean> {
  const user = requireUser(userId);
  const target = post.kind === 'thread' ? { thread_id: post.id } : { reply_id: post.id };
  const { error } = await client.from('community_votes').insert({ user_id: user, ...target });
  if (failedAs(error, 'CONFLICT')) return false;
  if (error) throw toDataError(error, communityWording('Failed to record the vote', COMMUNITY_MESSAGES.notFound));
  return true;
}

export async function withdrawVote(client: TypedClient, userId: string | null | undefined, post: PostRef): Promise<void> {
  const user = requireUser(userId);
  const mine = client.from('community_votes').delete().eq('user_id', user);
  const { error } = await (post.kind === 'thread' ? mine.eq('thread_id', post.id) : mine.eq('reply_id', post.id));
  if (error) throw toDataError(error, communityWording('Failed to withdraw the vote'));
}

/** The thread's author (or a moderator) marks a reply as the answer, replacing any earlier one; or unmarks it. */
export async function markAnswer(client: TypedClient, replyId: string, accepted = true): Promise<void> {
  const { data, error } = await client.from('community_replies').update({ is_accepted: accepted }).eq('id', replyId).select('id');
  if (error)
    throw toDataError(error, communityWording('Failed to mark the answer', 'Only the thread’s author can mark the answer.'));
  if (data.length === 0) throw nothingChanged('Only the thread’s author can mark the answer.');
}

/** Reports a post once; false when this user had already reported it. */
export async function reportPost(
  client: TypedClient,
  userId: string | null | undefined,
  post: PostRef,
  reason: ReportReason,
  details?: string | null,
): Promise<boolean> {
  const reporter = requireUser(userId);
  const target = post.kind === 'thread' ? { thread_id: post.id } : { reply_id: post.id };
  const { error } = await client
    .from('community_reports')
    .insert({ reporter_id: reporter, reason, details: details?.trim() || null, ...target });
  if (failedAs(error, 'CONFLICT')) return false;
  if (error) throw toDataError(error, communityWording('Failed to send the report', COMMUNITY_MESSAGES.notFound));
  return true;
}

/** The signed-in user's current suspension, if any, so the page can say why posting is off. */
export async function readMySuspension(client: TypedClient, userId: string): Promise<{ until: string; reason: string } | null> {
  const { data, error } = await client
    .from('community_suspensions')
    .select('suspended_until, reason')
    .eq('user_id', userId)
    .is('lifted_at', null)
    .gt('suspended_until', new Date().toISOString())
    .order('suspended_until', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw toDataError(error, communityWording('Failed to load your account status'));
  return data ? { until: data.suspended_until, reason: data.reason } : null;
}

/** Opens the one-click link in a reply e-mail (anyone, signed in or not); false for an unknown token. */
export async function unsubscribeFromThread(client: TypedClient, token: string): Promise<boolean> {
  const { data, error } = await client.rpc('unsubscribe_community_thread', { token });
  if (error) throw toDataError(error, communityWording('Failed to unsubscribe'));
  return data === true;
}

/** The id of the college at /colleges/{slug}, for a thread started from its page; null when there is none. */
export async function findCollegeId(client: TypedClient, slug: string): Promise<string | null> {
  const { data, error } = await client.from('colleges').select('id').eq('slug', slug).maybeSingle();
  if (error) throw toDataError(error, communityWording('Failed to find the college'));
  return data?.id ?? null;
}

/** A post's vote count as it stands, to show after this user's vote. */
export async function readVoteCount(client: TypedClient, post: PostRef): Promise<number> {
  const { data, error } =
    post.kind === 'thread'
      ? await client.from('community_threads').select('vote_count').eq('id', post.id).maybeSingle()
      : await client.from('community_replies').select('vote_count').eq('id', post.id).maybeSingle();
  if (error) throw toDataError(error, communityWording('Failed to load the votes'));
  if (!data) throw nothingChanged();
  return data.vote_count;
}
