import { TAGS } from '@/lib/cache/tags';
import { countedList } from '@/lib/data/counted-list';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { readingMinutes } from '@/lib/format/dates';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Blog posts (spec §3, §7). Row-level security already limits anon reads to published posts whose
 * published_at has passed, so these queries need no status filter of their own. The author is joined by the
 * author_id foreign key through the public_profiles view, which has only a profile's id, name and avatar_url.
 */

/** The cache tag of every read of blog_posts; a back-office write to posts revalidates it. */
export const BLOG_TAG = TAGS.blog;

/**
 * How long a cached read of posts may be served, in seconds. Every back-office save revalidates the blog tag at
 * once, but a scheduled post goes live with no save at all: when its published_at passes, row-level security
 * starts showing it. A public read cannot learn when that will be (the same policy hides scheduled posts from
 * the anon client, the service role never serves a public page, and a database function to reveal the next
 * date would be one more migration for a single timestamp), so its revalidate cannot be computed from the
 * next schedule. A minute instead of the catalogue's hour bounds how late a scheduled post appears on the
 * list, its page, the home cards and the sitemap, at the cost of one indexed query per visited page a minute.
 */
export const BLOG_REVALIDATE_SECONDS = 60;
const publicClient = () => createPublicClient([BLOG_TAG], BLOG_REVALIDATE_SECONDS);

const AUTHOR = 'author:public_profiles!author_id(name, avatar_url)';
// Lists select the body only to compute a reading time when an editor left reading_time_minutes empty;
// it never reaches a page or the browser through a summary.
const SUMMARY_COLUMNS =
  `id, slug, title, excerpt, content, category, featured, published_at, updated_at, views, tags, reading_time_minutes, cover_image_url, ${AUTHOR}` as const;
const POST_COLUMNS = `${SUMMARY_COLUMNS}, seo_title, seo_description` as const;

type PostRow = Tables<'blog_posts'>;
type AuthorRow = Pick<Tables<'public_profiles'>, 'name' | 'avatar_url'>;
type SummaryRow = Pick<
  PostRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'category'
  | 'featured'
  | 'published_at'
  | 'updated_at'
  | 'views'
  | 'tags'
  | 'reading_time_minutes'
  | 'cover_image_url'
> & {
  // PostgREST returns a to-one embed as an object; a post whose author was deleted has null.
  author: AuthorRow | null;
};
type FullRow = SummaryRow & Pick<PostRow, 'seo_title' | 'seo_description'>;

export interface BlogAuthor {
  name: string;
  avatarUrl: string | null;
}

export interface BlogPostSummary {
  id: PostRow['id'];
  slug: PostRow['slug'];
  title: PostRow['title'];
  excerpt: PostRow['excerpt'];
  category: PostRow['category'];
  featured: PostRow['featured'];
  publishedAt: PostRow['published_at'];
  updatedAt: PostRow['updated_at'];
  views: PostRow['views'];
  tags: PostRow['tags'];
  readingMinutes: number;
  /** A public URL in the media library, or null: the card then keeps its text-only design. */
  coverImageUrl: PostRow['cover_image_url'];
  author: BlogAuthor | null;
}

export interface BlogPost extends BlogPostSummary {
  content: PostRow['content'];
  seoTitle: PostRow['seo_title'];
  seoDescription: PostRow['seo_description'];
}

function toAuthor(author: AuthorRow | null): BlogAuthor | null {
  const name = author?.name?.trim();
  return name ? { name, avatarUrl: author?.avatar_url?.trim() || null } : null;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    featured: row.featured,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    views: row.views,
    tags: row.tags,
    readingMinutes: row.reading_time_minutes ?? readingMinutes(row.content),
    coverImageUrl: row.cover_image_url?.trim() || null,
    author: toAuthor(row.author),
  };
}

function toPost(row: FullRow): BlogPost {
  return {
    ...toSummary(row),
    content: row.content,
    seoTitle: row.seo_title?.trim() || null,
    seoDescription: row.seo_description?.trim() || null,
  };
}

export interface BlogListQuery {
  /** The category as stored ('Exam Strategy'); null or 'all' for every category (spec §7). */
  category?: string | null;
  featured?: boolean;
  /** Already sanitized (lib/blog/params sanitizeSearchTerm): matched against title, excerpt and content. */
  search?: string;
  limit?: number;
  offset?: number;
}

export interface BlogListResult {
  posts: BlogPostSummary[];
  /** All posts matching the filters, for pagination. */
  total: number;
}

/**
 * Posts newest first, optionally by category, featured flag and a case-insensitive search (spec §7). Rows and
 * count are asked apart, so both are cached (lib/data/counted-list.ts); a page past the end is empty.
 */
export async function listBlogPosts(query: BlogListQuery = {}): Promise<BlogListResult> {
  const limit = query.limit ?? 10;
  const offset = query.offset ?? 0;
  const client = publicClient();
  const build = <Columns extends string>(columns: Columns, options?: { count: 'exact'; head: true }) => {
    let request = client.from('blog_posts').select(columns, options);
    if (query.category && query.category !== 'all') request = request.eq('category', query.category);
    if (query.featured !== undefined) request = request.eq('featured', query.featured);
    if (query.search) {
      const pattern = `"%${query.search}%"`;
      request = request.or(`title.ilike.${pattern},excerpt.ilike.${pattern},content.ilike.${pattern}`);
    }
    return request;
  };
  const page = build(SUMMARY_COLUMNS)
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('id')
    .range(offset, offset + limit - 1);
  const { rows, total } = await countedList(page, build('id', { count: 'exact', head: true }), 'Failed to load blog posts');
  return { posts: rows.map(toSummary), total };
}

/** One published post with its author, or null when no visible post has this slug. */
export async function getBlogPostBySlug(slug: string): Promise<BlogPost | null> {
  const { data, error } = await publicClient().from('blog_posts').select(POST_COLUMNS).eq('slug', slug).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the blog post');
  return data === null ? null : toPost(data);
}

/** Up to `limit` other posts: the same category first, then the latest of the rest. */
export async function listRelatedPosts(post: Pick<BlogPost, 'id' | 'category'>, limit = 3): Promise<BlogPostSummary[]> {
  const client = publicClient();
  const sameCategory = await client
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .eq('category', post.category)
    .neq('id', post.id)
    .order('published_at', { ascending: false, nullsFirst: false })
    .limit(limit);
  if (sameCategory.error) throw toDataError(sameCategory.error, 'Failed to load related posts');
  const related = sameCategory.data.map(toSummary);
  if (related.length >= limit) return related;

  const latest = await client
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .neq('category', post.category)
    .order('published_at', { ascending: false, nullsFirst: false })
    .limit(limit - related.length);
  if (latest.error) throw toDataError(latest.error, 'Failed to load related posts');
  return [...related, ...latest.data.map(toSummary)];
}

/** Posts tagged with any of `tags` (e.g. an exam's name), newest first. */
export async function listPostsByTags(tags: string[], limit = 3): Promise<BlogPostSummary[]> {
  const { data, error } = await publicClient()
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .overlaps('tags', tags)
    .order('published_at', { ascending: false, nullsFirst: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load blog posts');
  return data.map(toSummary);
}

/** The categories that have published posts, as stored. */
export async function listBlogCategoryLabels(): Promise<string[]> {
  const { data, error } = await publicClient().from('blog_posts').select('category');
  if (error) throw toDataError(error, 'Failed to load blog categories');
  return [...new Set(data.map((r) => r.category))];
}

/** Every published slug with its last change, for static generation and the sitemap. */
export async function listBlogSlugs(): Promise<{ slug: string; updatedAt: string | null }[]> {
  const { data, error } = await publicClient()
    .from('blog_posts')
    .select('slug, updated_at')
    .order('published_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load blog posts');
  return data.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
}

/**
 * Counts one view through the increment_blog_views RPC, with the visitor's own (server) client: a write, never
 * cached; returns the new count, or null for an unknown post. */
export async function incrementBlogViews(client: TypedClient, postId: string): Promise<number | null> {
  const { data, error } = await client.rpc('increment_blog_views', { post_id: postId });
  if (error) throw toDataError(error, 'Failed to count the view');
  // The function returns null for a post the caller cannot see, though the generated type says number.
  return typeof data === 'number' ? data : null;
}
