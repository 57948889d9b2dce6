import type { HistoryAction } from '@/lib/content/history';
import { toDataError } from '@/lib/data/errors';
import type { Json } from '@/lib/database.types';
import type { TypedClient } from '@/lib/supabase/types';

/** The tables whose items have a history page; programs are filed under their college. */
export type ContentSubject =
  'colleges' | 'exams' | 'blog_posts' | 'videos' | 'faqs' | 'scholarships' | 'testimonials' | 'media' | 'site_settings';

export interface ContentEvent {
  id: number;
  tableName: string;
  action: HistoryAction;
  actorName: string | null;
  createdAt: string;
  changedFields: string[];
  before: Json | null;
  after: Json | null;
}

/** An item's history shows this many of its latest changes. */
export const HISTORY_LIMIT = 50;

/** An item's changes (or several items', such as the settings' sections), newest first (public.content_events, written by the database's triggers). */
export async function listContentHistory(
  client: TypedClient,
  subject: ContentSubject,
  subjectId: string | readonly string[],
  limit = HISTORY_LIMIT,
): Promise<ContentEvent[]> {
  const { data, error } = await client
    .from('content_events')
    .select('id, table_name, action, actor_name, created_at, changed_fields, before, after')
    .eq('subject_table', subject)
    .in('subject_id', typeof subjectId === 'string' ? [subjectId] : [...subjectId])
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the history');
  return data.map((row) => ({
    id: row.id,
    tableName: row.table_name,
    action: row.action as ContentEvent['action'],
    actorName: row.actor_name,
    createdAt: row.created_at,
    changedFields: row.changed_fields,
    before: row.before,
    after: row.after,
  }));
}
