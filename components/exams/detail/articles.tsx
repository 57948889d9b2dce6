import { PostCard } from '@/components/blog/post-card';
import { LoadError } from '@/components/site/load-error';
import type { BlogPostSummary } from '@/lib/data/blog';
import type { Loaded } from '@/lib/data/settle';

/** Blog posts tagged with the exam; nothing when there are none. */
export function ExamArticles({ examName, posts }: { examName: string; posts: Loaded<BlogPostSummary[]> }) {
  if (posts.ok && posts.value.length === 0) return null;
  return (
    <section aria-labelledby="posts-heading" className="mt-14">
      <h2 id="posts-heading" className="text-2xl font-bold text-brand-900">
        {examName} articles
      </h2>
      {posts.ok ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {posts.value.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <LoadError message={posts.error.message} />
        </div>
      )}
    </section>
  );
}
