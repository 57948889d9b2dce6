import { z } from 'zod';

export const VIDEO_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
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

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
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

export function parseVideoFilters(params: SearchParams): VideoFilters {
  const parsed = schema.parse({
    category: first(params.category),
    difficulty: first(params.difficulty),
    featured: first(params.featured),
    free: first(params.free),
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
