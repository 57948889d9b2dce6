import type { Metadata } from 'next';
import Link from 'next/link';
import { FavoriteToggle } from '@/components/auth/favorite-toggle';
import { BlogFilters } from '@/components/blog/blog-filters';
import { PostCard } from '@/components/blog/post-card';
import { SearchX } from '@/components/icons/search-x';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { blogCategories, categoryForSlug, type BlogCategory } from '@/lib/blog/categories';
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  pageCount,
  pageOffset,
  parseBlogSearchParams,
  type BlogListParams,
} from '@/lib/blog/params';
import { listBlogCategoryLabels, listBlogPosts, type BlogPostSummary } from '@/lib/data/blog';
import { settle } from '@/lib/data/settle';
import type { RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

type SearchParams = Promise<RawSearchParams>;

const DESCRIPTION =
  'MBA entrance strategy, admissions, college guides, fees and careers: articles for CAT, XAT, NMAT, SNAP and MAT aspirants, with every figure dated and sourced.';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = parseBlogSearchParams(await searchParams);
  const labels = await settle(listBlogCategoryLabels());
  const category = params.category && labels.ok ? categoryForSlug(params.category, blogCategories(labels.value)) : undefined;
  const title = [category ? `${category.label} articles` : 'MBA Blog', params.page > 1 ? `page ${params.page}` : null]
    .filter(Boolean)
    .join(', ');
  return pageMetadata({
    title: params.q ? `Search: ${params.q}` : title,
    description: category ? `${category.label} articles for MBA aspirants in India. ${DESCRIPTION}` : DESCRIPTION,
    path: blogListHref({ category: category?.slug, featured: params.featured, page: params.page }),
    // A search result page is for the visitor who typed it, not for search engines.
    noIndex: params.q !== '',
  });
}

interface BlogList {
  categories: BlogCategory[];
  category: BlogCategory | undefined;
  unknownCategory: boolean;
  posts: BlogPostSummary[];
  total: number;
  featured: BlogPostSummary[];
}

async function loadBlogList(params: BlogListParams): Promise<BlogList> {
  const categories = blogCategories(await listBlogCategoryLabels());
  const category = params.category ? categoryForSlug(params.category, categories) : undefined;
  const unknownCategory = params.category !== null && !category;
  const showFeatured = !params.category && !params.q && !params.featured && params.page === 1;
  const [{ posts, total }, featured] = await Promise.all([
    unknownCategory
      ? { posts: [], total: 0 }
      : listBlogPosts({
          category: category?.label ?? null,
          featured: params.featured || undefined,
          search: params.q || undefined,
          limit: BLOG_PAGE_SIZE,
          offset: pageOffset(params.page),
        }),
    showFeatured ? listBlogPosts({ featured: true, limit: 3 }).then((r) => r.posts) : [],
  ]);
  return { categories, category, unknownCategory, posts, total, featured };
}

export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const params = parseBlogSearchParams(await searchParams);
  const list = await settle(loadBlogList(params));
  const category = list.ok ? list.value.category : undefined;

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">MBA Disha Blog</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {category ? `${category.label} articles` : 'Guides and strategy for MBA aspirants'}
        </h1>
        <p className="mt-3 text-base leading-7 text-gray-700">{DESCRIPTION}</p>
      </header>

      {list.ok ? (
        <BlogListSections params={params} {...list.value} />
      ) : (
        <div className="mt-8">
          <LoadError message={list.error.message} />
        </div>
      )}
    </div>
  );
}

function BlogListSections({
  params,
  categories,
  unknownCategory,
  posts,
  total,
  featured,
}: BlogList & { params: BlogListParams }) {
  const pages = pageCount(total);
  const filtered = Boolean(params.category || params.q || params.featured);
  return (
    <>
      <div className="mt-8">
        <BlogFilters categories={categories} params={params} />
      </div>

      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-10">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="featured-heading" className="text-xl font-bold text-brand-900">
              Featured
            </h2>
            <Link href={blogListHref({ featured: true })} className="text-sm link">
              All featured articles
            </Link>
          </div>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {featured.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  headingLevel="h3"
                  actions={<FavoriteToggle kind="blog" itemId={post.id} itemName={post.title} compact />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="results-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" className="text-xl font-bold text-brand-900">
            {filtered ? 'Matching articles' : 'All articles'}
          </h2>
          <p className="text-sm text-gray-600" aria-live="polite">
            {total === 1 ? '1 article' : `${total} articles`}
            {params.q ? ` for “${params.q}”` : ''}
            {pages > 1 ? ` · page ${Math.min(params.page, pages)} of ${pages}` : ''}
          </p>
        </div>

        {posts.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  headingLevel="h3"
                  actions={<FavoriteToggle kind="blog" itemId={post.id} itemName={post.title} compact />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState q={params.q} unknownCategory={unknownCategory} pastEnd={total > 0} />
        )}

        <Pagination page={params.page} pages={pages} label="Blog pages" hrefFor={(page) => blogListHref({ ...params, page })} />
      </section>
    </>
  );
}

function EmptyState({ q, unknownCategory, pastEnd }: { q: string; unknownCategory: boolean; pastEnd: boolean }) {
  const message = pastEnd
    ? 'This page is past the last article.'
    : unknownCategory
      ? 'There is no blog category with that name.'
      : q
        ? `No article mentions “${q}”.`
        : 'No articles match these filters yet.';
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
      <SearchX className="h-8 w-8 text-gray-500" aria-hidden="true" />
      <p className="mt-3 text-base font-semibold text-gray-900">{message}</p>
      <p className="mt-1 max-w-md text-sm text-gray-600">
        Try a shorter search such as “CAT” or “fees”, pick another category, or browse every article.
      </p>
      <Link href="/blog" className="mt-5 btn-secondary">
        Show all articles
      </Link>
    </div>
  );
}
