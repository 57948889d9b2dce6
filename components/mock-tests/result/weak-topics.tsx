import Link from 'next/link';
import { settle } from '@/lib/data/settle';
import { listTopicResources } from '@/lib/data/topic-resources';
import { formatDuration, formatPercent, type TopicAnalysis } from '@/lib/mock-tests/analysis';

/** The topics with the lowest accuracy in this attempt, each with posts and videos to read up on it. */
export async function WeakTopics({ topics }: { topics: TopicAnalysis[] }) {
  const resources = await Promise.all(topics.map((t) => settle(listTopicResources(t.topic))));
  return (
    <section aria-labelledby="weak-heading">
      <h2 id="weak-heading" className="text-xl font-semibold text-brand-900">
        Topics to work on
      </h2>
      {topics.length === 0 ? (
        <p className="mt-2 text-gray-700">Every question you met in a tagged topic was right. Well done.</p>
      ) : (
        <ol className="mt-3 grid gap-4 md:grid-cols-3" data-testid="weak-topics">
          {topics.map((t, i) => {
            const found = resources[i];
            return (
              <li key={t.topic} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
                <h3 className="font-semibold text-gray-900">{t.topic}</h3>
                <p className="mt-1 text-sm text-gray-700">
                  {t.accuracy === null ? 'None answered' : `Accuracy ${formatPercent(t.accuracy)}`}: {t.correct} right,{' '}
                  {t.incorrect} wrong, {t.unattempted} left out; {formatDuration(t.averageSeconds)} a question.
                </p>
                {found.ok && (found.value.posts.length > 0 || found.value.videos.length > 0) ? (
                  <ul className="mt-3 space-y-2 text-sm">
                    {found.value.posts.map((p) => (
                      <li key={p.slug}>
                        <span className="text-gray-600">Article: </span>
                        <Link href={`/blog/${p.slug}`} className="link">
                          {p.title}
                        </Link>
                      </li>
                    ))}
                    {found.value.videos.map((v) => (
                      <li key={v.id}>
                        <span className="text-gray-600">Video: </span>
                        <Link
                          href={v.category ? `/videos?${new URLSearchParams({ category: v.category })}` : '/videos'}
                          className="link"
                        >
                          {v.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-sm text-gray-600">
                    {found.ok ? 'No articles on this topic yet. ' : 'Related articles could not be loaded. '}
                    <Link href="/blog" className="link">
                      Browse the blog
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Stands in for the topics while their related posts and videos load. */
export function WeakTopicsSkeleton() {
  return <div className="h-40 animate-pulse rounded-xl bg-gray-100" aria-busy="true" aria-label="Loading topics to work on..." />;
}
