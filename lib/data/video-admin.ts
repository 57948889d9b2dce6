import { failedAs, toDataError } from '@/lib/data/errors';
import type { AdminPage } from '@/lib/data/faq-admin';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { ADMIN_PAGE_SIZE, pageRange, searchFilter, type AdminListParams } from '@/lib/faq/admin-params';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's reads and writes of videos, with the signed-in editor's own client (row-level security lets
 * content managers see inactive videos and change any, and refuses everyone else).
 */

export type AdminVideo = Tables<'videos'>;
export type VideoValues = Pick<
  TablesInsert<'videos'>,
  | 'title'
  | 'description'
  | 'thumbnail_url'
  | 'video_url'
  | 'video_type'
  | 'duration'
  | 'instructor'
  | 'instructor_bio'
  | 'category'
  | 'tags'
  | 'difficulty'
  | 'is_featured'
  | 'is_active'
  | 'is_free'
  | 'price'
  | 'order_index'
>;
export type VideoListRow = Pick<
  AdminVideo,
  | 'id'
  | 'title'
  | 'category'
  | 'difficulty'
  | 'instructor'
  | 'is_active'
  | 'is_featured'
  | 'is_free'
  | 'price'
  | 'order_index'
  | 'views'
>;

export async function listAdminVideos(client: TypedClient, params: AdminListParams): Promise<AdminPage<VideoListRow>> {
  let query = client
    .from('videos')
    .select('id, title, category, difficulty, instructor, is_active, is_featured, is_free, price, order_index, views', {
      count: 'exact',
    });
  if (params.q) query = query.or(searchFilter(['title', 'description', 'instructor', 'category'], params.q));
  if (params.filter) query = query.eq('category', params.filter);
  const [from, to] = pageRange(params.page, ADMIN_PAGE_SIZE);
  const { data, error, count } = await query
    .order('order_index', { ascending: true })
    .order('created_at', { ascending: false })
    .range(from, to);
  // A page past the end (an old link after videos were deleted) is an empty page.
  if (failedAs(error, 'NOT_FOUND')) return { rows: [], total: count ?? 0 };
  if (error) throw toDataError(error, 'Failed to load videos');
  return { rows: data, total: count ?? data.length };
}

export async function listAdminVideoCategories(client: TypedClient): Promise<string[]> {
  const { data, error } = await client.from('videos').select('category').not('category', 'is', null);
  if (error) throw toDataError(error, 'Failed to load video categories');
  return [...new Set(data.map((r) => r.category).filter((c): c is string => Boolean(c)))].sort((a, b) => a.localeCompare(b));
}

export async function getAdminVideo(client: TypedClient, id: string): Promise<AdminVideo | null> {
  const { data, error } = await client.from('videos').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the video');
  return data;
}

/** After every video there is, so a new one joins the end of the library unless placed. */
export async function nextVideoOrderIndex(client: TypedClient): Promise<number> {
  const { data, error } = await client.from('videos').select('order_index').order('order_index', { ascending: false }).limit(1);
  if (error) throw toDataError(error, 'Failed to save the video');
  return (data[0]?.order_index ?? 0) + 1;
}

export async function createVideo(client: TypedClient, values: VideoValues): Promise<Pick<AdminVideo, 'id' | 'title'>> {
  const { data, error } = await client.from('videos').insert(values).select('id, title').single();
  if (error) throw toDataError(error, 'Failed to create the video');
  return data;
}

export async function updateVideo(
  client: TypedClient,
  id: string,
  values: VideoValues,
): Promise<Pick<AdminVideo, 'id' | 'title'>> {
  const { data, error } = await client.from('videos').update(values).eq('id', id).select('id, title');
  if (error) throw toDataError(error, 'Failed to update the video');
  if (data.length === 0) throw new DataError('NOT_FOUND', 'This video no longer exists.');
  return data[0];
}

/** Deletes a video and returns its title, for the list's "deleted" notice. */
export async function deleteVideo(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('videos').delete().eq('id', id).select('title');
  if (error) throw toDataError(error, 'Failed to delete the video');
  if (data.length === 0) throw new DataError('NOT_FOUND', 'This video no longer exists.');
  return data[0].title;
}
