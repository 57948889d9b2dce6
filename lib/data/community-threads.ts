import { TAGS } from '@/lib/cache/tags';
import { communityCategoryLabel, threadExcerpt } from '@/lib/community/threads';
import type { Tables } from '@/lib/database.types';
import { createPublicClient } from '@/lib/supabase/public';
import { toDataError } from './errors';

type ThreadRow = Tables<'community_threads'>;

/** The cache tag of every read of the community tables; a moderator's or member's write revalidates it. */
export const COMMUNITY_TAG = TAGS.community;

export interface ThreadSummary {
  id: ThreadRow['id'];
  title: ThreadRow['title'];
  /** The opening of the first post, for the list. */
  excerpt: string;
  category: ThreadRow['category'];
  categoryLabel: string;
  tags: ThreadRow['tags'];
  pinned: ThreadRow['is_pinned'];
  locked: ThreadRow['is_locked'];
  replies: ThreadRow['reply_count'];
  views: ThreadRow['view_count'];
  lastActivityAt: ThreadRow['last_activity_at'];
  createdAt: ThreadRow['created_at'];
}

/** Published threads, pinned first, then by latest activity (row-level security hides everything else). */
export async function listCommunityThreads(limit = 50): Promise<ThreadSummary[]> {
  const { data, error } = await createPublicClient([COMMUNITY_TAG])
    .from('community_threads')
    .select('id, title, body, category, tags, is_pinned, is_locked, reply_count, view_count, last_activity_at, created_at')
    .eq('status', 'published')
    .order('is_pinned', { ascending: false })
    .order('last_activity_at', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load community threads');
  return data.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: threadExcerpt(row.body),
    category: row.category,
    categoryLabel: communityCategoryLabel(row.category),
    tags: row.tags,
    pinned: row.is_pinned,
    locked: row.is_locked,
    replies: row.reply_count,
    views: row.view_count,
    lastActivityAt: row.last_activity_at,
    createdAt: row.created_at,
  }));
}
