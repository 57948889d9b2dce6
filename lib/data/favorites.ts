import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/** The two kinds of favourite (spec §3): a college or a blog post, each in its own table. */
export type FavoriteKind = 'college' | 'blog';

function requireUser(userId: string | null | undefined): string {
  if (!userId) throw new DataError('NOT_AUTHENTICATED');
  return userId;
}

export async function addFavorite(
  client: TypedClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
  itemId: string,
): Promise<void> {
  const user = requireUser(userId);
  const { error } =
    kind === 'college'
      ? await client.from('user_college_favorites').insert({ user_id: user, college_id: itemId })
      : await client.from('user_blog_favorites').insert({ user_id: user, blog_id: itemId });
  // Already saved (a second tab, a double click): the goal is reached.
  if (error && !failedAs(error, 'CONFLICT')) throw toDataError(error, 'Failed to save favourite');
}

export async function removeFavorite(
  client: TypedClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
  itemId: string,
): Promise<void> {
  const user = requireUser(userId);
  const { error } =
    kind === 'college'
      ? await client.from('user_college_favorites').delete().eq('user_id', user).eq('college_id', itemId)
      : await client.from('user_blog_favorites').delete().eq('user_id', user).eq('blog_id', itemId);
  if (error) throw toDataError(error, 'Failed to remove favourite');
}

export async function isFavorite(
  client: TypedClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
  itemId: string,
): Promise<boolean> {
  const user = requireUser(userId);
  const { data, error } =
    kind === 'college'
      ? await client.from('user_college_favorites').select('id').eq('user_id', user).eq('college_id', itemId).maybeSingle()
      : await client.from('user_blog_favorites').select('id').eq('user_id', user).eq('blog_id', itemId).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load favourites');
  return data !== null;
}

/** The ids of everything of one kind the user has saved: one query for all the toggles on a page. */
export async function listFavoriteIds(
  client: TypedClient,
  userId: string | null | undefined,
  kind: FavoriteKind,
): Promise<string[]> {
  const user = requireUser(userId);
  if (kind === 'college') {
    const { data, error } = await client.from('user_college_favorites').select('college_id').eq('user_id', user);
    if (error) throw toDataError(error, 'Failed to load favourites');
    return data.map((row) => row.college_id);
  }
  const { data, error } = await client.from('user_blog_favorites').select('blog_id').eq('user_id', user);
  if (error) throw toDataError(error, 'Failed to load favourites');
  return data.map((row) => row.blog_id);
}

export type FavoriteCollege = Pick<Tables<'colleges'>, 'id' | 'slug' | 'name' | 'location'>;
export type FavoritePost = Pick<Tables<'blog_posts'>, 'id' | 'slug' | 'title' | 'excerpt'>;

/** The user's saved colleges, newest first, for /profile. */
export async function listFavoriteColleges(client: TypedClient, userId: string | null | undefined): Promise<FavoriteCollege[]> {
  const user = requireUser(userId);
  const { data, error } = await client
    .from('user_college_favorites')
    .select('created_at, college:colleges(id, slug, name, location)')
    .eq('user_id', user)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load favourites');
  // A college that is no longer visible (deactivated) embeds as null and is left out.
  return data.flatMap(({ college }) => (college ? [college] : []));
}

/** The user's saved blog posts, newest first, for /profile. */
export async function listFavoritePosts(client: TypedClient, userId: string | null | undefined): Promise<FavoritePost[]> {
  const user = requireUser(userId);
  const { data, error } = await client
    .from('user_blog_favorites')
    .select('created_at, post:blog_posts(id, slug, title, excerpt)')
    .eq('user_id', user)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load favourites');
  return data.flatMap(({ post }) => (post ? [post] : []));
}
