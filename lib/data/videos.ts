import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { SAMPLE_VIDEOS } from '@/lib/samples/videos';
import { VIDEO_DIFFICULTIES, type VideoFilters } from '@/lib/video/filters';
import { isConnectionFailure, toDataError } from './errors';

const COLUMNS =
  'id, title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_free, price, created_at';

const rowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    video_url: z.string(),
    video_type: z.string(),
    duration: z.string().nullable(),
    views: z.number(),
    instructor: z.string().nullable(),
    instructor_bio: z.string().nullable(),
    category: z.string().nullable(),
    tags: z.array(z.string()).nullable(),
    difficulty: z.enum(VIDEO_DIFFICULTIES),
    is_featured: z.boolean(),
    is_free: z.boolean(),
    price: z.coerce.number(),
    created_at: z.string(),
  })
  .transform((r) => ({
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    thumbnailUrl: r.thumbnail_url,
    videoUrl: r.video_url,
    videoType: r.video_type,
    duration: r.duration,
    views: r.views,
    instructor: r.instructor,
    instructorBio: r.instructor_bio,
    category: r.category,
    tags: r.tags ?? [],
    difficulty: r.difficulty,
    isFeatured: r.is_featured,
    isFree: r.is_free,
    price: r.price,
    createdAt: r.created_at,
  }));

export type Video = z.output<typeof rowSchema>;

/** Videos, or the six samples with `sample: true` when the database cannot be reached (spec §4). */
export interface VideoList {
  videos: Video[];
  sample: boolean;
}

export interface ListOptions {
  limit?: number;
  offset?: number;
}

/** Active videos in order_index order, filtered as spec §7 lists (the home page asks for 6 featured). */
export async function listVideos(
  client: SupabaseClient,
  filters: VideoFilters = {},
  options: ListOptions = {},
): Promise<VideoList> {
  let query = client.from('videos').select(COLUMNS).eq('is_active', true);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.difficulty) query = query.eq('difficulty', filters.difficulty);
  if (filters.featured) query = query.eq('is_featured', true);
  if (filters.free !== undefined) query = query.eq('is_free', filters.free);
  query = query.order('order_index', { ascending: true }).order('created_at', { ascending: false });
  if (options.limit !== undefined) {
    const offset = options.offset ?? 0;
    query = query.range(offset, offset + options.limit - 1);
  }

  const { data, error } = await query;
  if (error) {
    const failure = toDataError(error, 'Failed to load videos');
    if (isConnectionFailure(failure)) return { videos: SAMPLE_VIDEOS, sample: true };
    throw failure;
  }
  return { videos: z.array(rowSchema).parse(data), sample: false };
}

/** The categories that have active videos, for the library's filter. */
export async function listVideoCategories(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('videos').select('category').eq('is_active', true).not('category', 'is', null);
  if (error) {
    const failure = toDataError(error, 'Failed to load videos');
    if (isConnectionFailure(failure)) return distinct(SAMPLE_VIDEOS.map((v) => v.category));
    throw failure;
  }
  return distinct(
    z
      .array(z.object({ category: z.string().nullable() }))
      .parse(data)
      .map((r) => r.category),
  );
}

function distinct(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b));
}
