import { toDataError } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * View counters, called from the browser when a visitor plays a video or opens an FAQ (spec §4). The database
 * functions are SECURITY DEFINER, bump only the one counter of an active row, once per visitor per item per day
 * (the signed-in user, else the client address), and return the current count (null
 * when the row is not visible). Kept apart from the list modules so client bundles stay small.
 */

export async function incrementVideoViews(client: TypedClient, videoId: string): Promise<number | null> {
  const { data, error } = await client.rpc('increment_video_views', { video_id: videoId });
  return counted(data, error);
}

export async function incrementFaqViews(client: TypedClient, faqId: string): Promise<number | null> {
  const { data, error } = await client.rpc('increment_faq_views', { faq_id: faqId });
  return counted(data, error);
}

function counted(data: number | null, error: { code?: string; message?: string } | null): number | null {
  if (error) throw toDataError(error, 'Failed to record the view');
  // null for a row the caller cannot see, though the generated type says number.
  return typeof data === 'number' ? data : null;
}
