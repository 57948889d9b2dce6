import { TAGS } from '@/lib/cache/tags';
import { communityTopicLabel } from '@/lib/community/topics';
import { AUTHOR_EMBED, toAuthor, type CommunityAuthor } from '@/lib/data/community/list';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * One thread with its replies, for /community/{slug}. Row-level security decides what the reader sees: anyone
 * the published posts, an author also their own pending or hidden ones, a moderator everything; `status` tells
 * the page which is which. The accepted answer comes first, then replies oldest first.
 */

type ThreadRow = Tables<'community_threads'>;
type ReplyRow = Tables<'community_replies'>;
type PostStatus = ThreadRow['status'];

export interface ThreadDetail {
  id: string;
  slug: string;
  title: string;
  body: string;
  topic: string;
  topicLabel: string;
  tags: string[];
  collegeId: string | null;
  status: PostStatus;
  pinned: boolean;
  locked: boolean;
  replyCount: number;
  votes: number;
  views: number;
  createdAt: string;
  editedAt: string | null;
  lastActivityAt: string;
  moderationNote: string | null;
  author: CommunityAuthor | null;
}

export interface ReplyDetail {
  id: string;
  threadId: string;
  parentReplyId: string | null;
  body: string;
  status: PostStatus;
  accepted: boolean;
  votes: number;
  createdAt: string;
  editedAt: string | null;
  moderationNote: string | null;
  author: CommunityAuthor | null;
}

export interface ThreadWithReplies {
  thread: ThreadDetail;
  replies: ReplyDetail[];
}

const THREAD_COLUMNS =
  `id, slug, title, body, topic, tags, college_id, status, is_pinned, is_locked, reply_count, vote_count, view_count, created_at, edited_at, last_activity_at, ${AUTHOR_EMBED}` as const;
const REPLY_COLUMNS =
  `id, thread_id, parent_reply_id, body, status, is_accepted, vote_count, created_at, edited_at, ${AUTHOR_EMBED}` as const;

type AuthorRow = Pick<Tables<'public_profiles'>, 'id' | 'name' | 'avatar_url'>;
type ThreadSelect = Pick<
  ThreadRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'body'
  | 'topic'
  | 'tags'
  | 'college_id'
  | 'status'
  | 'is_pinned'
  | 'is_locked'
  | 'reply_count'
  | 'vote_count'
  | 'view_count'
  | 'created_at'
  | 'edited_at'
  | 'last_activity_at'
> & { author: AuthorRow | null };
type ReplySelect = Pick<
  ReplyRow,
  'id' | 'thread_id' | 'parent_reply_id' | 'body' | 'status' | 'is_accepted' | 'vote_count' | 'created_at' | 'edited_at'
> & { author: AuthorRow | null };

/** Moderation notes by post id; the columns themselves are withheld from the API roles. */
type Notes = ReadonlyMap<string, string>;

function toThread(row: ThreadSelect, notes: Notes): ThreadDetail {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    topic: row.topic,
    topicLabel: communityTopicLabel(row.topic),
    tags: row.tags,
    collegeId: row.college_id,
    status: row.status,
    pinned: row.is_pinned,
    locked: row.is_locked,
    replyCount: row.reply_count,
    votes: row.vote_count,
    views: row.view_count,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    lastActivityAt: row.last_activity_at,
    moderationNote: notes.get(row.id) ?? null,
    author: toAuthor(row.author),
  };
}

function toReply(row: ReplySelect, notes: Notes): ReplyDetail {
  return {
    id: row.id,
    threadId: row.thread_id,
    parentReplyId: row.parent_reply_id,
    body: row.body,
    status: row.status,
    accepted: row.is_accepted,
    votes: row.vote_count,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    moderationNote: notes.get(row.id) ?? null,
    author: toAuthor(row.author),
  };
}

/**
 * The moderation notes of a thread and its replies that this reader may see: every note for a moderator, the
 * note on their own hidden or removed post for an author, none for anyone else (community_moderation_notes()).
 */
async function readModerationNotes(client: TypedClient, threadId: string): Promise<Notes> {
  const { data, error } = await client.rpc('community_moderation_notes', { thread_id: threadId });
  if (error) throw toDataError(error, 'Failed to load the discussion');
  return new Map(data.map((row) => [row.post_id, row.moderation_note]));
}

/**
 * The thread at /community/{slug} and the replies this reader may see; null when there is none for them.
 * `moderationNotes` asks for the notes too (a signed-in reader: the author of a hidden post, or a moderator);
 * the public read goes without, since anon may not call for them.
 */
export async function readThread(
  client: TypedClient,
  slug: string,
  { moderationNotes = false }: { moderationNotes?: boolean } = {},
): Promise<ThreadWithReplies | null> {
  const { data: thread, error } = await client.from('community_threads').select(THREAD_COLUMNS).eq('slug', slug).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the discussion');
  if (!thread) return null;
  const [{ data: replies, error: repliesError }, notes] = await Promise.all([
    client
      .from('community_replies')
      .select(REPLY_COLUMNS)
      .eq('thread_id', thread.id)
      .order('is_accepted', { ascending: false })
      .order('created_at', { ascending: true })
      .order('id'),
    moderationNotes ? readModerationNotes(client, thread.id) : new Map<string, string>(),
  ]);
  if (repliesError) throw toDataError(repliesError, 'Failed to load the replies');
  return { thread: toThread(thread, notes), replies: replies.map((reply) => toReply(reply, notes)) };
}

/** The published thread and replies everyone sees, cached under the community tag (for the public page). */
export async function getPublishedThread(slug: string): Promise<ThreadWithReplies | null> {
  return readThread(createPublicClient([TAGS.community]), slug);
}

/** Which of these posts the signed-in user has upvoted, for the vote buttons' state. */
export async function listMyVotes(
  client: TypedClient,
  userId: string,
  threadId: string,
  replyIds: readonly string[],
): Promise<{ thread: boolean; replies: Set<string> }> {
  const { data, error } = await client
    .from('community_votes')
    .select('thread_id, reply_id')
    .eq('user_id', userId)
    .or(`thread_id.eq.${threadId}${replyIds.length ? `,reply_id.in.(${replyIds.join(',')})` : ''}`);
  if (error) throw toDataError(error, 'Failed to load your votes');
  return {
    thread: data.some((row) => row.thread_id === threadId),
    replies: new Set(data.flatMap((row) => (row.reply_id ? [row.reply_id] : []))),
  };
}
