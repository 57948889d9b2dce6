import { threadExcerpt } from '@/lib/community/threads';
import { communityTopicLabel, type CommunityTopic, type ThreadOrder } from '@/lib/community/topics';
import type { Tables } from '@/lib/database.types';
import { searchFilter } from '@/lib/faq/admin-params';
import type { TypedClient } from '@/lib/supabase/types';
import { countedList } from './counted-list';
import { toDataError } from './errors';

/*
 * The community's lists: threads by topic, search and order, one page at a time, and a college's recent threads.
 * Public reads: pass createPublicClient([COMMUNITY_TAG]) (lib/data/community-threads.ts) for the cached pages, or a
 * signed-in client. Only published threads are listed, whoever asks (an author's pending or hidden thread and a
 * moderator's view of everything belong to the thread page and the back office).
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

function toListItem(row: ListRow): ThreadListItem {
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
    replies: row.reply_count,
    votes: row.vote_count,
    views: row.view_count,
    lastActivityAt: row.last_activity_at,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    author: toAuthor(row.author),
  };
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
  return { threads: counted.rows.map(toListItem), total: counted.total, page, pageSize };
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
  return data.map(toListItem);
}
