import type { AdminPostListParams } from '@/lib/blog/admin-list-params';
import type { Publishing } from '@/lib/blog/admin-schedule';
import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's reads and writes of blog posts, with the editor's own client: never cached (drafts and
 * scheduled posts are visible only to content managers, through row-level security), and every write is
 * refused by the database for anyone else. Public reads live in ./blog.ts.
 */

type PostRow = Tables<'blog_posts'>;

export interface AdminPostSummary {
  id: PostRow['id'];
  slug: PostRow['slug'];
  title: PostRow['title'];
  category: PostRow['category'];
  featured: PostRow['featured'];
  status: Publishing['status'];
  publishedAt: PostRow['published_at'];
  updatedAt: PostRow['updated_at'];
  coverImageUrl: PostRow['cover_image_url'];
  authorName: string | null;
}

export type AdminPost = PostRow & { status: Publishing['status'] };

export interface StaffAuthor {
  id: string;
  name: string;
}

const SUMMARY =
  'id, slug, title, category, featured, status, published_at, updated_at, cover_image_url, author:profiles!author_id(name)';

function asStatus(status: string): Publishing['status'] {
  return status === 'draft' || status === 'archived' ? status : 'published';
}

/** One page of posts for the list, newest change first, with the total for paging. */
export async function listAdminPosts(
  client: TypedClient,
  params: AdminPostListParams,
  pageSize: number,
  now: Date,
): Promise<{ posts: AdminPostSummary[]; total: number }> {
  let request = client.from('blog_posts').select(SUMMARY, { count: 'exact' });
  if (params.q) {
    // Already sanitised (no commas, quotes, parentheses, % or _), so it cannot break the or-filter.
    const pattern = `"%${params.q}%"`;
    request = request.or(`title.ilike.${pattern},excerpt.ilike.${pattern}`);
  }
  if (params.category) request = request.eq('category', params.category);
  if (params.featured !== null) request = request.eq('featured', params.featured);
  const at = now.toISOString();
  if (params.state === 'published') request = request.eq('status', 'published').lte('published_at', at);
  if (params.state === 'scheduled') request = request.eq('status', 'published').gt('published_at', at);
  if (params.state === 'draft' || params.state === 'archived') request = request.eq('status', params.state);
  const from = (params.page - 1) * pageSize;
  const { data, error, count } = await request
    .order('updated_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  // A page past the end (an old link after posts were deleted) is an empty page.
  if (failedAs(error, 'NOT_FOUND')) return { posts: [], total: count ?? 0 };
  if (error) throw toDataError(error, 'Failed to load blog posts');
  return {
    total: count ?? 0,
    posts: data.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      featured: r.featured,
      status: asStatus(r.status),
      publishedAt: r.published_at,
      updatedAt: r.updated_at,
      coverImageUrl: r.cover_image_url,
      authorName: r.author?.name ?? null,
    })),
  };
}

/** A post by id, whatever its status, or null. */
export async function getAdminPost(client: TypedClient, id: string): Promise<AdminPost | null> {
  const { data, error } = await client.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the blog post');
  return data ? { ...data, status: asStatus(data.status) } : null;
}

/** Staff who may be named as a post's author (admins read each other's profiles), by name. */
export async function listStaffAuthors(client: TypedClient): Promise<StaffAuthor[]> {
  const { data, error } = await client.from('profiles').select('id, name, email').eq('is_admin', true).order('name');
  if (error) throw toDataError(error, 'Failed to load the staff list');
  return data.map((p) => ({ id: p.id, name: p.name?.trim() || p.email || 'Staff member' }));
}

export async function insertPost(client: TypedClient, row: TablesInsert<'blog_posts'>): Promise<{ id: string; slug: string }> {
  const { data, error } = await client.from('blog_posts').insert(row).select('id, slug').single();
  if (error) throw toDataError(error, 'Failed to save the post');
  return data;
}

/** Updates a post; NOT_FOUND when no row was changed (gone, or not the caller's to change). */
export async function updatePost(client: TypedClient, id: string, row: TablesUpdate<'blog_posts'>): Promise<{ slug: string }> {
  const { data, error } = await client.from('blog_posts').update(row).eq('id', id).select('slug').maybeSingle();
  if (error) throw toDataError(error, 'Failed to save the post');
  if (!data) throw new DataError('NOT_FOUND', 'This post no longer exists.');
  return data;
}

/** Deletes a post and returns its title; NOT_FOUND when nothing was deleted. */
export async function deletePost(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('blog_posts').delete().eq('id', id).select('title').maybeSingle();
  if (error) throw toDataError(error, 'Failed to delete the post');
  if (!data) throw new DataError('NOT_FOUND', 'This post no longer exists.');
  return data.title;
}
