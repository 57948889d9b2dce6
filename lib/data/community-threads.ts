import type { Tables } from '@/lib/database.types';
import type { TypedClient } from '@/lib/supabase/types';
import { toDataError, type DataError } from './errors';

type ThreadRow = Tables<'community_threads'>;

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

const CATEGORY_LABELS: Record<string, string> = {
  'cat-prep': 'CAT preparation',
  'gd-pi': 'GD, WAT and interviews',
  colleges: 'Colleges',
  exams: 'Exams',
  admissions: 'Admissions',
  careers: 'Careers',
  general: 'General',
};

/** "cat-prep" → "CAT preparation"; an unknown key is shown with its dashes as spaces. */
export function communityCategoryLabel(key: string): string {
  const label = CATEGORY_LABELS[key] ?? key.replace(/[-_]+/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const EXCERPT_LENGTH = 180;

function excerptOf(body: string): string {
  // Markdown list markers and emphasis read as noise in a one-paragraph summary.
  const plain = body
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[#>*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= EXCERPT_LENGTH ? plain : `${plain.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

/** Published threads, pinned first, then by latest activity (row-level security hides everything else). */
export async function listCommunityThreads(
  client: TypedClient,
  limit = 50,
): Promise<{ data: ThreadSummary[]; error: null } | { data: null; error: DataError }> {
  const { data, error } = await client
    .from('community_threads')
    .select('id, title, body, category, tags, is_pinned, is_locked, reply_count, view_count, last_activity_at, created_at')
    .eq('status', 'published')
    .order('is_pinned', { ascending: false })
    .order('last_activity_at', { ascending: false })
    .limit(limit);
  if (error) return { data: null, error: toDataError(error, 'Failed to load community threads') };
  return {
    data: data.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt: excerptOf(row.body),
      category: row.category,
      categoryLabel: communityCategoryLabel(row.category),
      tags: row.tags,
      pinned: row.is_pinned,
      locked: row.is_locked,
      replies: row.reply_count,
      views: row.view_count,
      lastActivityAt: row.last_activity_at,
      createdAt: row.created_at,
    })),
    error: null,
  };
}
