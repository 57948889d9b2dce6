import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { DATA_ERRORS, DataError, toDataError } from './errors';

/** The two kinds of favourite (spec §3): a college or a blog post, each in its own table. */
export type FavoriteKind = 'college' | 'blog';

const TABLES = {
  college: { table: 'user_college_favorites', column: 'college_id' },
  blog: { table: 'user_blog_favorites', column: 'blog_id' },
} as const satisfies Record<FavoriteKind, { table: string; column: string }>;

function requireUser(userId: string | null | undefined): string {
  if (!userId) throw new DataError('NOT_AUTHENTICATED', DATA_ERRORS.NOT_AUTHENTICATED);
  return userId;
}

export async function addFavorite(
  client: SupabaseClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
  itemId: string,
): Promise<void> {
  const user = requireUser(userId);
  const { table, column } = TABLES[kind];
  const { error } = await client.from(table).insert({ user_id: user, [column]: itemId });
  // Already saved (a second tab, a double click): the goal is reached.
  if (error && error.code !== '23505') throw toDataError(error, 'Failed to save favourite');
}

export async function removeFavorite(
  client: SupabaseClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
  itemId: string,
): Promise<void> {
  const user = requireUser(userId);
  const { table, column } = TABLES[kind];
  const { error } = await client.from(table).delete().eq('user_id', user).eq(column, itemId);
  if (error) throw toDataError(error, 'Failed to remove favourite');
}

export async function isFavorite(
  client: SupabaseClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
  itemId: string,
): Promise<boolean> {
  const user = requireUser(userId);
  const { table, column } = TABLES[kind];
  const { data, error } = await client.from(table).select('id').eq('user_id', user).eq(column, itemId).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load favourites');
  return data !== null;
}

/** The ids of everything of one kind the user has saved: one query for all the toggles on a page. */
export async function listFavoriteIds(
  client: SupabaseClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
): Promise<string[]> {
  const user = requireUser(userId);
  const { table, column } = TABLES[kind];
  const { data, error } = await client.from(table).select(column).eq('user_id', user);
  if (error) throw toDataError(error, 'Failed to load favourites');
  return z
    .array(z.record(z.string(), z.string()))
    .parse(data)
    .map((row) => row[column]);
}

const favoriteCollegeSchema = z.object({
  created_at: z.string(),
  college: z.object({ id: z.string(), slug: z.string(), name: z.string(), location: z.string().nullable() }).nullable(),
});
const favoritePostSchema = z.object({
  created_at: z.string(),
  post: z.object({ id: z.string(), slug: z.string(), title: z.string(), excerpt: z.string().nullable() }).nullable(),
});

export interface FavoriteCollege {
  id: string;
  slug: string;
  name: string;
  location: string;
}
export interface FavoritePost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
}

/** The user's saved colleges, newest first, for /profile. */
export async function listFavoriteColleges(
  client: SupabaseClient,
  userId: string | null | undefined,
): Promise<FavoriteCollege[]> {
  const user = requireUser(userId);
  const { data, error } = await client
    .from('user_college_favorites')
    .select('created_at, college:colleges(id, slug, name, location)')
    .eq('user_id', user)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load favourites');
  return z
    .array(favoriteCollegeSchema)
    .parse(data)
    .flatMap(({ college }) => (college ? [{ ...college, location: college.location ?? '' }] : []));
}

/** The user's saved blog posts, newest first, for /profile. */
export async function listFavoritePosts(client: SupabaseClient, userId: string | null | undefined): Promise<FavoritePost[]> {
  const user = requireUser(userId);
  const { data, error } = await client
    .from('user_blog_favorites')
    .select('created_at, post:blog_posts(id, slug, title, excerpt)')
    .eq('user_id', user)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load favourites');
  return z
    .array(favoritePostSchema)
    .parse(data)
    .flatMap(({ post }) => (post ? [{ ...post, excerpt: post.excerpt ?? '' }] : []));
}
