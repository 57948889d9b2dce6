import { threadExcerpt } from '@/lib/community/threads';
import { communityTopicLabel, type CommunityTopic, type ThreadOrder } from '@/lib/community/topics';
import { countedList } from '@/lib/data/counted-list';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { searchFilter } from '@/lib/faq/admin-params';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The community's lists: threads by topic, search and order, one page at a time, and a college's recent threads.
 * Public reads: lib/data/community/threads.ts calls these with createPublicClient([COMMUNITY_TAG]) for the cached
 * pages; tests and signed-in readers pass their own client. Only published threads are listed, whoever asks (an
 * author's pending or hidden thread and a moderator's view of everything belong to the thread page and the back
 * office).
 */

type ThreadRow = Tables<'community_threads'>;
type AuthorRow = Pick<Tables<'public_profiles'>, 'id' | 'name' | 'avatar_url'>;

export interface CommunityAuthor {
  id: string | null;
  name: string | null;
  avatarUrl: string | null;
}

export interface ThreadListItem {
  id: ThreadRow['id'];
  slug: ThreadRow['slug'];
  title: ThreadRow['title'];
  excerpt: string;
  topic: ThreadRow['topic'];
  topicLabel: string;
  collegeId: ThreadRow['college_id'];
  pinned: ThreadRow['is_pinned'];
  locked: ThreadRow['is_locked'];
  /** A reply is marked as the answer. */
  answered: boolean;
  replies: ThreadRow['reply_count'];
  votes: ThreadRow['vote_count'];
  views: ThreadRow['view_count'];
  lastActivityAt: ThreadRow['last_activity_at'];
  createdAt: ThreadRow['created_at'];
  editedAt: ThreadRow['edited_at'];
  /** Null when the account was deleted. */
  author: CommunityAuthor | null;
}

export interface ThreadListQuery {
  topic?: CommunityTopic | null;
  q?: string | null;
  order?: ThreadOrder;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface ThreadListPage {
  threads: ThreadListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const THREAD_PAGE_SIZE = 20;
export const AUTHOR_EMBED = 'author:public_profiles!author_id(id, name, avatar_url)';
const LIST_COLUMNS =
  `id, slug, title, body, topic, college_id, is_pinned, is_locked, reply_count, vote_count, view_count, last_activity_at, created_at, edited_at, ${AUTHOR_EMBED}` as const;

export function toAuthor(row: AuthorRow | null): CommunityAuthor | null {
  return row ? { id: row.id, name: row.name, avatarUrl: row.avatar_url } : null;
}

type ListRow = Pick<
  ThreadRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'body'
  | 'topic'
  | 'college_id'
  | 'is_pinned'
  | 'is_locked'
  | 'reply_count'
  | 'vote_count'
  | 'view_count'
  | 'last_activity_at'
  | 'created_at'
  | 'edited_at'
> & { author: AuthorRow | null };

function toListItem(row: ListRow, answered: ReadonlySet<string>): ThreadListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: threadExcerpt(row.body),
    topic: row.topic,
    topicLabel: communityTopicLabel(row.topic),
    collegeId: row.college_id,
    pinned: row.is_pinned,
    locked: row.is_locked,
    answered: answered.has(row.id),
    replies: row.reply_count,
    votes: row.vote_count,
    views: row.view_count,
    lastActivityAt: row.last_activity_at,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    author: toAuthor(row.author),
  };
}

/** Which of these threads have a published reply marked as the answer (one request, none for no threads). */
async function answeredAmong(client: TypedClient, threadIds: string[]): Promise<Set<string>> {
  if (threadIds.length === 0) return new Set();
  const { data, error } = await client
    .from('community_replies')
    .select('thread_id')
    .eq('status', 'published')
    .eq('is_accepted', true)
    .in('thread_id', threadIds);
  if (error) throw toDataError(error, 'Failed to load community threads');
  return new Set(data.map((row) => row.thread_id));
}

async function toListItems(client: TypedClient, rows: ListRow[]): Promise<ThreadListItem[]> {
  const answered = await answeredAmong(
    client,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListItem(row, answered));
}

/** Pinned threads first, then by the order asked for; `q` matches title or body, case-insensitively. */
export async function listThreads(client: TypedClient, query: ThreadListQuery = {}): Promise<ThreadListPage> {
  const pageSize = Math.min(Math.max(query.pageSize ?? THREAD_PAGE_SIZE, 1), 100);
  const page = Math.max(Math.floor(query.page ?? 1), 1);
  const order = query.order ?? 'active';
  const q = query.q?.trim() ?? '';
  const build = <Columns extends string>(columns: Columns, options?: { count: 'exact'; head: true }) => {
    let request = client.from('community_threads').select(columns, options).eq('status', 'published');
    if (query.topic) request = request.eq('topic', query.topic);
    if (order === 'unanswered') request = request.eq('reply_count', 0);
    if (q) request = request.or(searchFilter(['title', 'body'], q));
    return request;
  };
  const from = (page - 1) * pageSize;
  const rows = build(LIST_COLUMNS)
    .order('is_pinned', { ascending: false })
    .order(order === 'active' ? 'last_activity_at' : 'created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  const counted = await countedList(rows, build('id', { count: 'exact', head: true }), 'Failed to load community threads');
  return { threads: await toListItems(client, counted.rows), total: counted.total, page, pageSize };
}

/** A college page's recent threads, latest activity first. */
export async function listCollegeThreads(client: TypedClient, collegeId: string, limit = 5): Promise<ThreadListItem[]> {
  const { data, error } = await client
    .from('community_threads')
    .select(LIST_COLUMNS)
    .eq('status', 'published')
    .eq('college_id', collegeId)
    .order('last_activity_at', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load community threads');
  return toListItems(client, data);
}

/** Every published thread's address and latest activity, for sitemap.xml. */
export async function listThreadSlugs(client: TypedClient): Promise<{ slug: string; updatedAt: string }[]> {
  const { data, error } = await client
    .from('community_threads')
    .select('slug, last_activity_at')
    .eq('status', 'published')
    .order('last_activity_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load community threads');
  return data.map((row) => ({ slug: row.slug, updatedAt: row.last_activity_at }));
}
