import { COMMUNITY_MESSAGES, communityTopicLabel, type PostRef } from '@/lib/community/topics';
import { AUTHOR_EMBED } from '@/lib/data/community/list';
import { readThread, type ThreadWithReplies } from '@/lib/data/community/thread';
import { communityWording } from '@/lib/data/community/wording';
import { countedList } from '@/lib/data/counted-list';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { searchFilter } from '@/lib/faq/admin-params';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back office's reads for moderators (/admin/community), each with the moderator's own signed-in client:
 * row-level security shows a moderator every post and report, and anyone else nothing of them. The writes are in
 * community-moderation.ts.
 */

type PostStatus = Tables<'community_threads'>['status'];
type AuthorRow = Pick<Tables<'public_profiles'>, 'id' | 'name' | 'avatar_url'>;

export interface PostAuthor {
  /** Null when the account was deleted. */
  id: string | null;
  name: string | null;
}

export interface ReportOfPost {
  id: string;
  reason: string;
  details: string | null;
  createdAt: string;
}

export interface ReportedPost {
  post: PostRef;
  thread: { id: string; slug: string; title: string; status: PostStatus; locked: boolean } | null;
  /** The reported thread's or reply's text. */
  body: string;
  status: PostStatus;
  author: PostAuthor;
  /** The post's open reports, oldest first. */
  reports: ReportOfPost[];
}

const author = (authorId: string | null, row: AuthorRow | null): PostAuthor => ({ id: authorId, name: row?.name ?? null });

/**
 * The reported-posts queue: each post with open reports once, with all its open reports, the post reported
 * longest ago first.
 */
export async function listReportedPosts(client: TypedClient, limit = 200): Promise<ReportedPost[]> {
  const { data: reports, error } = await client
    .from('community_reports')
    .select('id, reason, details, created_at, thread_id, reply_id')
    .eq('status', 'open')
    .order('created_at', { ascending: true })
    .order('id')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the reports');
  const replyIds = [...new Set(reports.flatMap((r) => (r.reply_id ? [r.reply_id] : [])))];
  const replies = replyIds.length
    ? await client.from('community_replies').select(`id, thread_id, body, status, author_id, ${AUTHOR_EMBED}`).in('id', replyIds)
    : { data: [], error: null };
  if (replies.error) throw toDataError(replies.error, 'Failed to load the reported posts');
  const threadIds = [
    ...new Set([...reports.flatMap((r) => (r.thread_id ? [r.thread_id] : [])), ...replies.data.map((r) => r.thread_id)]),
  ];
  const threads = threadIds.length
    ? await client
        .from('community_threads')
        .select(`id, slug, title, body, status, is_locked, author_id, ${AUTHOR_EMBED}`)
        .in('id', threadIds)
    : { data: [], error: null };
  if (threads.error) throw toDataError(threads.error, 'Failed to load the reported posts');

  const threadById = new Map(threads.data.map((t) => [t.id, t]));
  const replyById = new Map(replies.data.map((r) => [r.id, r]));
  const posts = new Map<string, ReportedPost>();
  for (const report of reports) {
    const key = report.reply_id ? `reply:${report.reply_id}` : `thread:${report.thread_id}`;
    let entry = posts.get(key);
    if (!entry) {
      const reply = report.reply_id ? replyById.get(report.reply_id) : undefined;
      const thread = threadById.get(reply?.thread_id ?? report.thread_id ?? '');
      // A post deleted since its report was read is gone with its reports (on delete cascade).
      if (report.reply_id ? !reply : !thread) continue;
      const source = reply ?? thread!;
      entry = {
        post: report.reply_id ? { kind: 'reply', id: report.reply_id } : { kind: 'thread', id: report.thread_id ?? '' },
        thread: thread
          ? { id: thread.id, slug: thread.slug, title: thread.title, status: thread.status, locked: thread.is_locked }
          : null,
        body: source.body,
        status: source.status,
        author: author(source.author_id, source.author),
        reports: [],
      };
      posts.set(key, entry);
    }
    entry.reports.push({ id: report.id, reason: report.reason, details: report.details, createdAt: report.created_at });
  }
  return [...posts.values()];
}

/** Closes every open report of a post as resolved (the post was dealt with) or dismissed; returns how many. */
export async function decidePostReports(client: TypedClient, post: PostRef, decision: 'resolved' | 'dismissed'): Promise<number> {
  const request = client.from('community_reports').update({ status: decision }).eq('status', 'open');
  const { data, error } = await (
    post.kind === 'thread' ? request.eq('thread_id', post.id) : request.eq('reply_id', post.id)
  ).select('id');
  if (error) throw toDataError(error, communityWording('Failed to update the reports', COMMUNITY_MESSAGES.notModerator));
  return data.length;
}

export interface ModerationThreadItem {
  id: string;
  slug: string;
  title: string;
  topicLabel: string;
  status: PostStatus;
  pinned: boolean;
  locked: boolean;
  replies: number;
  lastActivityAt: string;
  author: PostAuthor;
}

/** Every thread, whatever its status, latest activity first; `q` matches title or body. */
export async function listModerationThreads(
  client: TypedClient,
  query: { q?: string; page?: number; pageSize?: number } = {},
): Promise<{ threads: ModerationThreadItem[]; total: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const from = (Math.max(query.page ?? 1, 1) - 1) * pageSize;
  const q = query.q?.trim() ?? '';
  const build = <Columns extends string>(columns: Columns, options?: { count: 'exact'; head: true }) => {
    const request = client.from('community_threads').select(columns, options);
    return q ? request.or(searchFilter(['title', 'body'], q)) : request;
  };
  const counted = await countedList(
    build(`id, slug, title, topic, status, is_pinned, is_locked, reply_count, last_activity_at, author_id, ${AUTHOR_EMBED}`)
      .order('last_activity_at', { ascending: false })
      .order('id')
      .range(from, from + pageSize - 1),
    build('id', { count: 'exact', head: true }),
    'Failed to load the threads',
  );
  return {
    total: counted.total,
    threads: counted.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      topicLabel: communityTopicLabel(row.topic),
      status: row.status,
      pinned: row.is_pinned,
      locked: row.is_locked,
      replies: row.reply_count,
      lastActivityAt: row.last_activity_at,
      author: author(row.author_id, row.author),
    })),
  };
}

/** A thread by id with every reply, as a moderator sees them (hidden, removed and pending ones included). */
export async function readThreadForModeration(client: TypedClient, threadId: string): Promise<ThreadWithReplies | null> {
  const { data, error } = await client.from('community_threads').select('slug').eq('id', threadId).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the discussion');
  return data ? readThread(client, data.slug, { moderationNotes: true }) : null;
}

export interface ActiveSuspension {
  id: string;
  userId: string;
  userName: string | null;
  reason: string;
  until: string;
  createdAt: string;
}

/** Suspensions in force (not lifted, not over), the one ending soonest first. */
export async function listActiveSuspensions(client: TypedClient, limit = 100): Promise<ActiveSuspension[]> {
  const { data, error } = await client
    .from('community_suspensions')
    .select('id, user_id, reason, suspended_until, created_at')
    .is('lifted_at', null)
    .gt('suspended_until', new Date().toISOString())
    .order('suspended_until')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the suspensions');
  const userIds = [...new Set(data.map((s) => s.user_id))];
  const names = userIds.length
    ? await client.from('public_profiles').select('id, name').in('id', userIds)
    : { data: [], error: null };
  if (names.error) throw toDataError(names.error, 'Failed to load the suspensions');
  const nameOf = new Map(names.data.map((p) => [p.id, p.name]));
  return data.map((s) => ({
    id: s.id,
    userId: s.user_id,
    userName: nameOf.get(s.user_id) ?? null,
    reason: s.reason,
    until: s.suspended_until,
    createdAt: s.created_at,
  }));
}
