import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { AVATAR_BUCKET, MEDIA_BUCKET } from '@/lib/media/rules';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The media library (public.media rows describing objects in the 'media' bucket) and members' avatars. Every
 * function takes the caller's own client, so row-level security and the storage policies decide who may do what.
 */

type MediaRow = Tables<'media'>;

export interface MediaItem {
  id: string;
  bucket: string;
  path: string;
  fileName: string;
  mimeType: string | null;
  sizeBytes: number | null;
  width: number | null;
  height: number | null;
  altText: string;
  caption: string;
  url: string;
  createdAt: string;
}

const MEDIA_COLUMNS =
  'id, bucket, storage_path, file_name, mime_type, size_bytes, width, height, alt_text, caption, created_at' as const;

type ListedRow = Pick<
  MediaRow,
  | 'id'
  | 'bucket'
  | 'storage_path'
  | 'file_name'
  | 'mime_type'
  | 'size_bytes'
  | 'width'
  | 'height'
  | 'alt_text'
  | 'caption'
  | 'created_at'
>;

export function publicUrlOf(client: TypedClient, bucket: string, path: string): string {
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

function toItem(client: TypedClient, row: ListedRow): MediaItem {
  return {
    id: row.id,
    bucket: row.bucket,
    path: row.storage_path,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    width: row.width,
    height: row.height,
    altText: row.alt_text ?? '',
    caption: row.caption ?? '',
    url: publicUrlOf(client, row.bucket, row.storage_path),
    createdAt: row.created_at,
  };
}

export interface MediaListQuery {
  /** Matched against file name, alt text and caption, case-insensitively. */
  q?: string;
  page?: number;
  perPage?: number;
}

export interface MediaList {
  items: MediaItem[];
  total: number;
}

/** PostgREST's or-filter value: quoted, with the characters that end a quoted value escaped. */
function orPattern(q: string): string {
  return `"%${q.replace(/[\\"]/g, (c) => `\\${c}`)}%"`;
}

/** The library, newest first. */
export async function listMedia(client: TypedClient, query: MediaListQuery = {}): Promise<MediaList> {
  const perPage = query.perPage ?? 24;
  const from = (Math.max(1, query.page ?? 1) - 1) * perPage;
  let request = client.from('media').select(MEDIA_COLUMNS, { count: 'exact' }).eq('bucket', MEDIA_BUCKET);
  const q = query.q?.trim();
  if (q) {
    const pattern = orPattern(q);
    request = request.or(`file_name.ilike.${pattern},alt_text.ilike.${pattern},caption.ilike.${pattern}`);
  }
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + perPage - 1);
  // A page past the end is an empty page.
  if (failedAs(error, 'NOT_FOUND')) return { items: [], total: count ?? 0 };
  if (error) throw toDataError(error, 'Failed to load the media library');
  return { items: data.map((row) => toItem(client, row)), total: count ?? 0 };
}

export async function getMedia(client: TypedClient, id: string): Promise<MediaItem | null> {
  const { data, error } = await client.from('media').select(MEDIA_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the file');
  return data ? toItem(client, data) : null;
}

export type NewMedia = Pick<
  TablesInsert<'media'>,
  'storage_path' | 'file_name' | 'mime_type' | 'size_bytes' | 'width' | 'height' | 'alt_text' | 'caption'
>;

export async function insertMedia(client: TypedClient, row: NewMedia): Promise<MediaItem> {
  const { data, error } = await client
    .from('media')
    .insert({ ...row, bucket: MEDIA_BUCKET })
    .select(MEDIA_COLUMNS)
    .single();
  if (error) throw toDataError(error, 'Failed to save the file to the library');
  return toItem(client, data);
}

export async function updateMediaDetails(
  client: TypedClient,
  id: string,
  details: { alt_text: string | null; caption: string | null },
): Promise<MediaItem> {
  const { data, error } = await client.from('media').update(details).eq('id', id).select(MEDIA_COLUMNS).maybeSingle();
  if (error) throw toDataError(error, 'Failed to save the details');
  if (!data) throw new DataError('NOT_FOUND', 'This file is no longer in the library.');
  return toItem(client, data);
}

/** Deletes the row; RLS hiding it (or it being gone) is NOT_FOUND. */
export async function deleteMediaRow(client: TypedClient, id: string): Promise<void> {
  const { data, error } = await client.from('media').delete().eq('id', id).select('id');
  if (error) throw toDataError(error, 'Failed to delete the file');
  if (!data.length) throw new DataError('NOT_FOUND', 'This file is no longer in the library.');
}

/** Removes stored objects; objects already gone are not an error, so a retried delete completes. */
export async function removeObjects(client: TypedClient, bucket: string, paths: string[]): Promise<void> {
  if (!paths.length) return;
  const { error } = await client.storage.from(bucket).remove(paths);
  if (error) throw toDataError(error, 'Failed to delete the stored file');
}

export interface MediaUse {
  kind: 'college' | 'blog_post' | 'testimonial' | 'video';
  id: string;
  title: string;
  slug: string | null;
  field: string;
}

const USE_KINDS: readonly MediaUse['kind'][] = ['college', 'blog_post', 'testimonial', 'video'];

/** The content rows that still show this URL (public.media_usage). */
export async function findMediaUsage(client: TypedClient, url: string): Promise<MediaUse[]> {
  const { data, error } = await client.rpc('media_usage', { file_url: url });
  if (error) throw toDataError(error, 'Failed to check where the file is used');
  return data
    .filter((row): row is typeof row & { kind: MediaUse['kind'] } => (USE_KINDS as readonly string[]).includes(row.kind))
    .map((row) => ({ kind: row.kind, id: row.item_id, title: row.title, slug: row.slug, field: row.field }));
}

/** The objects in a member's own avatar folder (the only folder the bucket's policies let them list). */
export async function listAvatarObjects(client: TypedClient, userId: string): Promise<string[]> {
  const { data, error } = await client.storage.from(AVATAR_BUCKET).list(userId, { limit: 100 });
  if (error) throw toDataError(error, 'Failed to read your photos');
  return data.filter((o) => o.id !== null).map((o) => `${userId}/${o.name}`);
}

export async function setProfileAvatar(client: TypedClient, userId: string, url: string | null): Promise<void> {
  const { data, error } = await client
    .from('profiles')
    .update({ avatar_url: url, updated_at: new Date().toISOString() })
    .eq('id', userId)
    .select('id');
  if (error) throw toDataError(error, 'Failed to update profile');
  if (!data.length) throw new DataError('NOT_FOUND', 'Your profile could not be found.');
}

/** Whether the member has published posts, whose public byline shows their photo. */
export async function hasPublishedPosts(client: TypedClient, userId: string): Promise<boolean> {
  const { count, error } = await client
    .from('blog_posts')
    .select('id', { count: 'exact', head: true })
    .eq('author_id', userId)
    .eq('status', 'published');
  if (error) throw toDataError(error);
  return (count ?? 0) > 0;
}
