import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListFilter, ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { FileText } from '@/components/icons/file-text';
import { Plus } from '@/components/icons/plus';
import { Star } from '@/components/icons/star';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import {
  ADMIN_POST_PAGE_SIZE,
  adminPostListHref,
  hasPostFilters,
  parseAdminPostListParams,
  type AdminPostListParams,
} from '@/lib/blog/admin-list-params';
import { POST_STATE_LABELS, POST_STATES } from '@/lib/blog/admin-schedule';
import { KNOWN_BLOG_CATEGORIES } from '@/lib/blog/categories';
import { listAdminPosts, type AdminPostSummary } from '@/lib/data/blog-admin';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { PostStateBadge } from './post-state-badge';

const FEATURED_OPTIONS = [
  { value: 'true', label: 'Featured only' },
  { value: 'false', label: 'Not featured' },
];

function Filters({ params }: { params: AdminPostListParams }) {
  return (
    <>
      <ListFilter
        name="category"
        label="Category"
        value={params.category}
        allLabel="All categories"
        options={KNOWN_BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))}
      />
      <ListFilter
        name="status"
        label="Status"
        value={params.state}
        allLabel="Any status"
        options={POST_STATES.map((s) => ({ value: s, label: POST_STATE_LABELS[s] }))}
      />
      <ListFilter
        name="featured"
        label="Featured"
        value={params.featured === null ? null : String(params.featured)}
        allLabel="Featured or not"
        options={FEATURED_OPTIONS}
      />
    </>
  );
}

function PostsTable({ posts, now }: { posts: AdminPostSummary[]; now: Date }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full border-collapse text-left text-sm" aria-label="Blog posts">
        <thead className="sticky top-0 bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Title
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Category
            </th>
            <th scope="col" className="px-3 py-2">
              Author
            </th>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              Last changed
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-t border-gray-200 align-top hover:bg-gray-50">
              <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                <Link href={`/admin/blogs/${post.id}`} prefetch={false} className="link">
                  {post.title}
                </Link>
                {post.featured ? (
                  <span className="ml-2 inline-flex items-center gap-1 text-xs font-semibold text-saffron-800">
                    <Star className="h-3 w-3" aria-hidden="true" />
                    Featured
                  </span>
                ) : null}
                <span className="block text-xs font-normal text-gray-600">/blog/{post.slug}</span>
              </th>
              <td className="px-3 py-2">
                <PostStateBadge post={{ status: post.status, published_at: post.publishedAt }} now={now} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{post.category}</td>
              <td className="px-3 py-2 whitespace-nowrap">{post.authorName ?? <span className="text-gray-600">None</span>}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(post.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/blogs: every post whatever its status, searched, filtered and paged on the server from the URL. */
export async function BlogsScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin('/admin/blogs');
  const raw = await searchParams;
  const params = parseAdminPostListParams(raw);
  const now = new Date();
  const list = await settle(listAdminPosts(admin.client, params, ADMIN_POST_PAGE_SIZE, now));
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / ADMIN_POST_PAGE_SIZE)) : 1;
  const filtered = hasPostFilters(params);

  return (
    <ContentPage
      title="Blog posts"
      description="Write, schedule and publish articles for /blog and the home page."
      actions={
        <Link href="/admin/blogs/new" className="btn-brand">
          <Plus className="h-4 w-4" aria-hidden="true" />
          New post
        </Link>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action="/admin/blogs" q={params.q} label="Search posts">
        <Filters params={params} />
      </ListSearch>
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : list.value.posts.length === 0 ? (
        <EmptyState>
          <FileText className="mx-auto h-8 w-8 text-gray-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-gray-900">
            {list.value.total > 0
              ? 'This page is past the last post.'
              : filtered
                ? 'No posts match these filters.'
                : 'No posts yet.'}
          </p>
          <p className="mt-1 text-sm">
            {filtered ? (
              <>
                Try a shorter search or another status, or{' '}
                <Link href="/admin/blogs" className="link">
                  show every post
                </Link>
                .
              </>
            ) : (
              <>
                <Link href="/admin/blogs/new" className="link">
                  Write the first post
                </Link>
                : it can be published at once, scheduled or kept as a draft.
              </>
            )}
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {list.value.total === 1 ? '1 post' : `${list.value.total} posts`}
            {filtered ? ' match these filters' : ''}
          </p>
          <PostsTable posts={list.value.posts} now={now} />
        </>
      )}
      <Pagination
        page={params.page}
        pages={pages}
        hrefFor={(page) => adminPostListHref({ ...params, page })}
        label="Blog post pages"
      />
    </ContentPage>
  );
}
