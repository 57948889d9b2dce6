import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { FavoriteToggle } from '@/components/auth/favorite-toggle';
import { PostMarkdown } from '@/components/blog/markdown';
import { PostCard } from '@/components/blog/post-card';
import { authorName, PostMeta } from '@/components/blog/post-meta';
import { Tag } from '@/components/icons/tag';
import { LoadError } from '@/components/site/load-error';
import { UnavailablePage } from '@/components/site/unavailable-page';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { categorySlug } from '@/lib/blog/categories';
import { blogListHref } from '@/lib/blog/params';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { getBlogPostBySlug, listRelatedPosts, type BlogPost } from '@/lib/data/blog';
import { settle, type Loaded } from '@/lib/data/settle';
import { findSlugRedirect } from '@/lib/data/slug-redirects';
import { formatDate } from '@/lib/format/dates';
import { isSlug } from '@/lib/routing/params';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/site';
import { ViewCounter } from './view-counter';

type Params = Promise<{ slug: string }>;

const BLOG_CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog' },
];

/**
 * The post; for a slug no visible post has, a permanent redirect when the post was renamed (the database
 * records every old slug), else a 404. One read per request for both the metadata and the page.
 */
const loadPost = cache(async (slug: string): Promise<Loaded<BlogPost>> => {
  const loaded = isSlug(slug) ? await settle(getBlogPostBySlug(slug)) : null;
  if (loaded?.ok === false) return loaded;
  if (!loaded?.value) {
    const renamed = loaded ? await settle(findSlugRedirect('blog', slug)) : null;
    if (renamed?.ok && renamed.value) permanentRedirect(`/blog/${renamed.value}`);
    notFound();
  }
  return { ok: true, value: loaded.value };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadPost((await params).slug);
  if (!loaded.ok) return { title: 'Blog', robots: { index: false } };
  const post = loaded.value;
  return pageMetadata({
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt,
    path: `/blog/${post.slug}`,
    image: 'route-file',
    type: 'article',
    publishedTime: post.publishedAt ?? undefined,
    modifiedTime: post.updatedAt ?? undefined,
  });
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const loaded = await loadPost((await params).slug);
  if (!loaded.ok) {
    await keepFallbackOutOfCache();
    return <UnavailablePage title="Article" crumbs={BLOG_CRUMBS} message={loaded.error.message} />;
  }
  const post = loaded.value;
  const related = await settle(listRelatedPosts(post));
  if (!related.ok) await keepFallbackOutOfCache();
  const categoryHref = blogListHref({ category: categorySlug(post.category) });
  const updatedLater = post.updatedAt && post.publishedAt && formatDate(post.updatedAt) !== formatDate(post.publishedAt);

  return (
    <article className="container-page py-8 sm:py-12">
      <JsonLd data={blogPostingJsonLd(post)} />
      <BreadcrumbTrail
        items={[...BLOG_CRUMBS, { name: post.category, path: categoryHref }, { name: post.title, path: `/blog/${post.slug}` }]}
      />

      <header className="mt-6 max-w-3xl">
        <Link
          href={categoryHref}
          className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-100"
        >
          {post.category}
        </Link>
        <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-brand-900 sm:text-4xl">{post.title}</h1>
        {post.excerpt ? <p className="mt-4 text-lg leading-8 text-gray-700">{post.excerpt}</p> : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-gray-200 py-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-600">
            <PostMeta author={post.author} publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} avatarSize={40} />
            <ViewCounter postId={post.id} initialViews={post.views} />
          </div>
          <FavoriteToggle kind="blog" itemId={post.id} itemName={post.title} />
        </div>
      </header>

      <div className="mt-6 max-w-3xl">
        <PostMarkdown>{post.content}</PostMarkdown>

        {updatedLater ? <p className="mt-8 text-sm text-gray-600">Last updated {formatDate(post.updatedAt)}.</p> : null}

        {post.tags.length > 0 ? (
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <Tag className="h-4 w-4 text-gray-500" aria-hidden="true" />
            <span className="sr-only">Tags:</span>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={blogListHref({ q: tag })}
                    className="inline-flex min-h-8 items-center rounded-md border border-gray-200 px-2 text-sm text-gray-700 hover:border-brand-300 hover:bg-brand-50"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <aside className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-5">
          <p className="font-semibold text-brand-900">Planning your applications?</p>
          <p className="mt-1 text-sm leading-6 text-gray-700">
            Compare colleges on fees, placements and cut-offs, or talk to a counsellor about your shortlist.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/colleges" className="btn-secondary">
              Compare colleges
            </Link>
            <Link href="/contact" className="btn-primary">
              Talk to a counsellor
            </Link>
          </div>
        </aside>
      </div>

      {!related.ok ? (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-bold text-brand-900">
            Related articles
          </h2>
          <div className="mt-4">
            <LoadError message={related.error.message} />
          </div>
        </section>
      ) : related.value.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-bold text-brand-900">
            Related articles
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {related.value.map((p) => (
              <li key={p.id}>
                <PostCard
                  post={p}
                  headingLevel="h3"
                  actions={<FavoriteToggle kind="blog" itemId={p.id} itemName={p.title} compact />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function blogPostingJsonLd(post: BlogPost): Record<string, unknown> {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription ?? post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
    articleSection: post.category,
    keywords: post.tags.join(', ') || undefined,
    wordCount: post.content.trim().split(/\s+/).filter(Boolean).length,
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: authorName(null) },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
  };
}
