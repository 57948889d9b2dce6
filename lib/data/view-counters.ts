import type { SupabaseClient } from '@supabase/supabase-js';
import { toDataError } from './errors';

/*
 * View counters, called from the browser when a visitor plays a video or opens an FAQ (spec §4). The database
 * functions are SECURITY DEFINER, bump only the one counter of an active row, once per visitor per item per day
 * (the signed-in user, else the client address), and return the current count (null
 * when the row is not visible). Kept apart from the list modules so client bundles do not pull in zod.
 */

export async function incrementVideoViews(client: SupabaseClient, videoId: string): Promise<number | null> {
  return increment(client, 'increment_video_views', { video_id: videoId });
}

export async function incrementFaqViews(client: SupabaseClient, faqId: string): Promise<number | null> {
  return increment(client, 'increment_faq_views', { faq_id: faqId });
}

async function increment(client: SupabaseClient, fn: string, args: Record<string, string>): Promise<number | null> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw toDataError(error, 'Failed to record the view');
  return typeof data === 'number' ? data : null;
}
