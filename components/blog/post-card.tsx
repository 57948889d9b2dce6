import Link from 'next/link';
import type { ReactNode } from 'react';
import { categorySlug } from '@/lib/blog/categories';
import { blogListHref } from '@/lib/blog/params';
import type { BlogPostSummary } from '@/lib/data/blog';
import { CoverImage } from './cover-image';
import { PostMeta } from './post-meta';

/**
 * A post in a list. `actions` is where a signed-in reader's favourite toggle goes (a client island supplied by
 * the page), so the card itself stays a server component.
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  actions,
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  actions?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-brand-300">
      {post.coverImageUrl ? (
        <CoverImage src={post.coverImageUrl} title={post.title} className="-mx-5 -mt-5 mb-4 rounded-t-xl" />
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <Link
          href={blogListHref({ category: categorySlug(post.category) })}
          className="relative z-10 inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-100"
        >
          {post.category}
        </Link>
        {actions ? <div className="relative z-10">{actions}</div> : null}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold text-brand-900">
        {/* The title's link covers the whole card (after:inset-0); category and actions sit above it. */}
        <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
          {post.title}
        </Link>
      </Heading>
      {/* The clamp sits inside the stretching box: a stretched clamped paragraph would show a cut fourth line. */}
      <div className="flex-1">
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-6 text-gray-700">{post.excerpt}</p> : null}
      </div>
      <div className="mt-4">
        <PostMeta author={post.author} publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} avatarSize={28} />
      </div>
    </article>
  );
}
