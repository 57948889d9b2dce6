import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { unlessUnreachable } from '@/lib/errors/data-error';
import { SAMPLE_VIDEOS } from '@/lib/samples/videos';
import { createPublicClient } from '@/lib/supabase/public';
import { VIDEO_DIFFICULTIES, type VideoDifficulty, type VideoFilters } from '@/lib/video/filters';

const COLUMNS =
  'id, title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_free, price, created_at' as const;

type VideoRow = Tables<'videos'>;

/** The cache tag of every read of videos; a back-office write to videos revalidates it. */
export const VIDEOS_TAG = TAGS.videos;
const publicClient = () => createPublicClient([VIDEOS_TAG]);
type ListedRow = Pick<
  VideoRow,
  | 'id'
  | 'title'
  | 'description'
  | 'thumbnail_url'
  | 'video_url'
  | 'video_type'
  | 'duration'
  | 'views'
  | 'instructor'
  | 'instructor_bio'
  | 'category'
  | 'tags'
  | 'difficulty'
  | 'is_featured'
  | 'is_free'
  | 'price'
  | 'created_at'
>;

export interface Video {
  id: VideoRow['id'];
  title: VideoRow['title'];
  description: string;
  thumbnailUrl: VideoRow['thumbnail_url'];
  videoUrl: VideoRow['video_url'];
  videoType: VideoRow['video_type'];
  duration: VideoRow['duration'];
  views: VideoRow['views'];
  instructor: VideoRow['instructor'];
  instructorBio: VideoRow['instructor_bio'];
  category: VideoRow['category'];
  tags: VideoRow['tags'];
  difficulty: VideoDifficulty;
  isFeatured: VideoRow['is_featured'];
  isFree: VideoRow['is_free'];
  price: VideoRow['price'];
  createdAt: VideoRow['created_at'];
}

function toVideo(r: ListedRow): Video {
  return {
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
    tags: r.tags,
    // The column's check constraint allows only these three; the generated type says string.
    difficulty: VIDEO_DIFFICULTIES.find((d) => d === r.difficulty) ?? 'Beginner',
    isFeatured: r.is_featured,
    isFree: r.is_free,
    price: r.price,
    createdAt: r.created_at,
  };
}

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
export async function listVideos(filters: VideoFilters = {}, options: ListOptions = {}): Promise<VideoList> {
  return unlessUnreachable<VideoList>(
    async () => {
      let query = publicClient().from('videos').select(COLUMNS).eq('is_active', true);
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
      if (error) throw toDataError(error, 'Failed to load videos');
      return { videos: data.map(toVideo), sample: false };
    },
    () => ({ videos: SAMPLE_VIDEOS, sample: true }),
  );
}

/** The categories that have active videos, for the library's filter. */
export async function listVideoCategories(): Promise<string[]> {
  return unlessUnreachable(
    async () => {
      const { data, error } = await publicClient()
        .from('videos')
        .select('category')
        .eq('is_active', true)
        .not('category', 'is', null);
      if (error) throw toDataError(error, 'Failed to load videos');
      return distinct(data.map((r) => r.category));
    },
    () => distinct(SAMPLE_VIDEOS.map((v) => v.category)),
  );
}

export type ExamVideo = Pick<VideoRow, 'id' | 'title' | 'duration' | 'instructor' | 'difficulty'>;

/** Active videos tagged with an exam's name ('CAT'), in the library's order, for the exam's page. */
export async function listExamVideos(examName: string, limit = 4): Promise<ExamVideo[]> {
  const { data, error } = await publicClient()
    .from('videos')
    .select('id, title, duration, instructor, difficulty')
    .contains('tags', [examName])
    .order('order_index')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load videos');
  return data;
}

function distinct(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b));
}
