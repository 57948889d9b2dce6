import Link from 'next/link';
import { CoverImage } from '@/components/blog/cover-image';
import { CalendarDays } from '@/components/icons/calendar-days';
import { Clock } from '@/components/icons/clock';
import type { PostCard } from '@/lib/data/home';
import { formatDate } from '@/lib/format/dates';
import { SectionHeading } from './section-heading';

/** The three newest posts (spec §1: three blog cards). */
export function BlogCards({ posts }: { posts: PostCard[] }) {
  return (
    <section aria-labelledby="blog-heading" className="container-page py-12 sm:py-16">
      <SectionHeading
        id="blog-heading"
        eyebrow="From the blog"
        title="Latest articles"
        intro="Preparation strategy, admission news and college guides from our editors."
        link={{ href: '/blog', label: 'All articles' }}
      />
      {posts.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-gray-300 p-6 text-gray-700">
          No articles have been published yet. Browse the{' '}
          <Link href="/exams" className="link">
            exam guides
          </Link>{' '}
          in the meantime.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
                {post.coverImageUrl ? (
                  <CoverImage src={post.coverImageUrl} title={post.title} className="-mx-6 -mt-6 mb-4 rounded-t-xl" />
                ) : null}
                <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">{post.category}</p>
                <h3 className="mt-2 text-lg leading-snug font-semibold text-brand-900">
                  <Link href={`/blog/${post.slug}`} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-gray-700">{post.excerpt}</p>
                <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600">
                  {post.authorName ? <span>{post.authorName}</span> : null}
                  <span className="flex items-center gap-1">
                    <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
                    <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt)}</time>
                  </span>
                  {post.readingMinutes ? (
                    <span className="flex items-center gap-1">
                      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                      {post.readingMinutes} min read
                    </span>
                  ) : null}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
