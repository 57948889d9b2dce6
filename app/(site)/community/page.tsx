import { Eye, Info, Lock, MessageSquare, Pin } from 'lucide-react';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listCommunityThreads, type ThreadSummary } from '@/lib/data/community-threads';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { formatViews } from '@/lib/format/numbers';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Community',
  description:
    'Discussions among MBA aspirants on CAT preparation, GD-PI, colleges, exams and admissions: read what others are asking and answering.',
  path: '/community',
});

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

function ThreadItem({ thread }: { thread: ThreadSummary }) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {thread.pinned ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2.5 py-1 text-saffron-800">
            <Pin className="h-3.5 w-3.5" aria-hidden="true" /> Pinned
          </span>
        ) : null}
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{thread.categoryLabel}</span>
        {thread.locked ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-gray-700">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Closed
          </span>
        ) : null}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-brand-900">{thread.title}</h3>
      <p className="mt-2 text-sm leading-6 text-gray-700">{thread.excerpt}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-gray-600">
        <span className="inline-flex items-center gap-1.5">
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {plural(thread.replies, 'reply', 'replies')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Eye className="h-4 w-4" aria-hidden="true" />
          {formatViews(thread.views)} views
        </span>
        <span>
          Last activity <time dateTime={thread.lastActivityAt}>{formatDate(thread.lastActivityAt)}</time>
        </span>
      </div>
      {thread.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {thread.tags.map((tag) => (
            <li key={tag} className="rounded border border-gray-200 px-2 py-0.5 text-xs text-gray-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default async function CommunityPage() {
  const threads = await settle(listCommunityThreads());
  if (!threads.ok) await keepFallbackOutOfCache();

  return (
    <>
      <PageIntro eyebrow="Community" title="MBA aspirants’ community">
        <p>
          Questions and answers from people preparing for the same exams and interviews as you: preparation, colleges, GD-PI and
          careers.
        </p>
      </PageIntro>

      <div className="container-page py-10">
        <p role="note" className="flex max-w-3xl gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            You are reading a preview of the community. Starting threads and replying will open to members in a coming update;
            thank you for your patience. Until then, our{' '}
            <Link href="/contact" className="link">
              counsellors
            </Link>{' '}
            are happy to answer questions directly.
          </span>
        </p>

        {threads.ok ? (
          <Threads threads={threads.value} />
        ) : (
          <div className="mt-8">
            <LoadError message={threads.error.message} />
          </div>
        )}
      </div>
    </>
  );
}

function Threads({ threads }: { threads: ThreadSummary[] }) {
  const categories = [...new Map(threads.map((t) => [t.category, t.categoryLabel])).entries()].map(([key, label]) => ({
    key,
    label,
    count: threads.filter((t) => t.category === key).length,
  }));

  return threads.length === 0 ? (
    <div className="mt-8 rounded-xl border border-dashed border-gray-300 p-8 text-center">
      <h2 className="text-lg font-semibold text-brand-900">No discussions yet</h2>
      <p className="mt-2 text-gray-700">
        The first threads will appear here soon. Meanwhile, the{' '}
        <Link href="/faq" className="link">
          FAQ
        </Link>{' '}
        answers the most common questions.
      </p>
    </div>
  ) : (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_16rem]">
      <section aria-labelledby="threads-heading">
        <h2 id="threads-heading" className="text-xl font-bold text-brand-900">
          Recent discussions{' '}
          <span className="text-base font-normal text-gray-600">({plural(threads.length, 'thread', 'threads')})</span>
        </h2>
        <ul className="mt-4 space-y-4">
          {threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} />
          ))}
        </ul>
      </section>
      <aside aria-labelledby="categories-heading" className="order-first lg:order-none">
        <h2 id="categories-heading" className="text-xl font-bold text-brand-900">
          Categories
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col">
          {categories.map((c) => (
            <li
              key={c.key}
              className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm"
            >
              <span className="text-gray-800">{c.label}</span>
              <span className="tabular rounded-full bg-gray-100 px-2 text-xs font-semibold text-gray-700">{c.count}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
