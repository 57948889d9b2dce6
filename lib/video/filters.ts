import { z } from 'zod';
import { CheckValues } from '@/lib/database.types';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

export const VIDEO_DIFFICULTIES = CheckValues.public.videos.difficulty;
export type VideoDifficulty = (typeof VIDEO_DIFFICULTIES)[number];

/** The /videos filters of spec §7, as they live in the URL so a filtered library can be shared and crawled. */
export interface VideoFilters {
  category?: string;
  difficulty?: VideoDifficulty;
  /** true: featured only. There is no "not featured" filter. */
  featured?: true;
  /** true: free only, false: paid only. */
  free?: boolean;
}

// Each field falls back to "no filter" on its own, so one bad value does not throw away the others.
const schema = z.object({
  category: z.string().trim().min(1).max(80).optional().catch(undefined),
  difficulty: z.enum(VIDEO_DIFFICULTIES).optional().catch(undefined),
  featured: z
    .enum(['true'])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  free: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .catch(undefined),
});

export function parseVideoFilters(params: RawSearchParams): VideoFilters {
  const parsed = schema.parse({
    category: firstParam(params.category),
    difficulty: firstParam(params.difficulty),
    featured: firstParam(params.featured),
    free: firstParam(params.free),
  });
  const filters: VideoFilters = {};
  if (parsed.category) filters.category = parsed.category;
  if (parsed.difficulty) filters.difficulty = parsed.difficulty;
  if (parsed.featured) filters.featured = true;
  if (parsed.free !== undefined) filters.free = parsed.free;
  return filters;
}

/** The query string for a set of filters, in a stable order so each filtered page has one URL. */
export function videoFiltersToSearch(filters: VideoFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.featured) params.set('featured', 'true');
  if (filters.free !== undefined) params.set('free', String(filters.free));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasVideoFilters(filters: VideoFilters): boolean {
  return Object.keys(filters).length > 0;
}
