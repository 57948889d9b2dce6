import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { HELD_NOTICE, HeldReplies } from '@/components/community/held-replies';
import { CommunityMarkdown } from '@/components/community/markdown';
import { PostActions } from '@/components/community/post-actions';
import { PostByline } from '@/components/community/post-byline';
import { LOCKED_NOTICE, ReplyArea } from '@/components/community/reply-area';
import { ThreadViewerProvider } from '@/components/community/viewer-context';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { Lock } from '@/components/icons/lock';
import { Pin } from '@/components/icons/pin';
import { UnavailablePage } from '@/components/site/unavailable-page';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { discussionForumPosting, FORMER_MEMBER } from '@/lib/community/structured-data';
import { threadExcerpt } from '@/lib/community/threads';
import { getPublishedThread, readThread, type ReplyDetail, type ThreadWithReplies } from '@/lib/data/community/thread';
import { settle, type Loaded } from '@/lib/data/settle';
import { isSlug } from '@/lib/routing/params';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site';
import { getServerSession } from '@/lib/supabase/session';

type Params = Promise<{ slug: string }>;

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Community', path: '/community' },
];

interface LoadedThread extends ThreadWithReplies {
  /** Read with the reader's own session: their pending or hidden thread (or a moderator's view), never public. */
  personal: boolean;
}

/**
 * The published thread from the cached public read. Only when there is none does the page ask with the reader's
 * session, so an author still finds their own thread while it waits for a moderator; anyone else gets a 404.
 */
const loadThread = cache(async (slug: string): Promise<Loaded<LoadedThread>> => {
  if (!isSlug(slug)) notFound();
  const loaded = await settle(getPublishedThread(slug));
  if (!loaded.ok) return loaded;
  if (loaded.value) return { ok: true, value: { ...loaded.value, personal: false } };
  const session = await getServerSession();
  if (session?.claims) {
    const own = await settle(readThread(session.client, slug, { moderationNotes: true }));
    if (own.ok && own.value) return { ok: true, value: { ...own.value, personal: true } };
  }
  notFound();
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadThread((await params).slug);
  if (!loaded.ok) return { title: 'Community', robots: { index: false } };
  const { thread, personal } = loaded.value;
  return pageMetadata({
    title: thread.title,
    description: threadExcerpt(thread.body) || `A discussion about ${thread.topicLabel} among MBA aspirants.`,
    path: `/community/${thread.slug}`,
    type: 'article',
    publishedTime: thread.createdAt,
    modifiedTime: thread.editedAt ?? undefined,
    noIndex: personal,
  });
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

function statusNotice(status: string, note: string | null): string | null {
  if (status === 'pending') return HELD_NOTICE;
  if (status === 'hidden' || status === 'removed') return `A moderator has hidden this post${note ? `: ${note}` : '.'}`;
  return null;
}

export default async function CommunityThreadPage({ params }: { params: Params }) {
  const loaded = await loadThread((await params).slug);
  if (!loaded.ok) {
    await keepFallbackOutOfCache();
    return <UnavailablePage title="Community" crumbs={CRUMBS} message={loaded.error.message} />;
  }
  const { thread, replies, personal } = loaded.value;
  const path = `/community/${thread.slug}`;
  const authorName = thread.author?.name?.trim() || FORMER_MEMBER;
  const threadNotice = statusNotice(thread.status, thread.moderationNote);

  return (
    <div className="container-page py-8 sm:py-12">
      {personal ? null : <JsonLd data={discussionForumPosting(loaded.value, absoluteUrl(path))} />}
      <BreadcrumbTrail
        items={[...CRUMBS, { name: thread.topicLabel, path: `/community?topic=${thread.topic}` }, { name: thread.title, path }]}
      />
      <ThreadViewerProvider slug={thread.slug} threadId={thread.id} locked={thread.locked}>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,48rem)_1fr]">
          <div className="min-w-0">
            <article aria-labelledby="thread-title" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
              <header>
                <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                  <Link
                    href={`/community?topic=${thread.topic}`}
                    className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-brand-800 hover:bg-brand-100"
                  >
                    {thread.topicLabel}
                  </Link>
                  {thread.pinned ? (
                    <span className="inline-flex min-h-8 items-center gap-1 rounded-full bg-saffron-100 px-3 text-saffron-800">
                      <Pin className="h-3.5 w-3.5" aria-hidden="true" /> Pinned by the moderators
                    </span>
                  ) : null}
                  {thread.locked ? (
                    <span className="inline-flex min-h-8 items-center gap-1 rounded-full bg-gray-100 px-3 text-gray-700">
                      <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Locked
                    </span>
                  ) : null}
                </div>
                <h1
                  id="thread-title"
                  className="mt-3 text-2xl leading-tight font-bold tracking-tight break-words text-brand-900 sm:text-3xl"
                >
                  {thread.title}
                </h1>
                <div className="mt-3">
                  <PostByline author={thread.author} createdAt={thread.createdAt} editedAt={thread.editedAt} />
                </div>
              </header>
              {threadNotice ? (
                <p
                  role="status"
                  className="mt-4 rounded-lg border border-saffron-300 bg-saffron-50 p-3 text-sm font-semibold text-saffron-800"
                >
                  {threadNotice}
                </p>
              ) : null}
              {thread.locked ? (
                <p className="mt-4 flex items-center gap-2 rounded-lg bg-gray-100 p-3 text-sm text-gray-800">
                  <Lock className="h-4 w-4 shrink-0" aria-hidden="true" /> {LOCKED_NOTICE}
                </p>
              ) : null}
              <div className="mt-4">
                <CommunityMarkdown>{thread.body}</CommunityMarkdown>
              </div>
              <PostActions
                kind="thread"
                id={thread.id}
                votes={thread.votes}
                createdAt={thread.createdAt}
                label={`the thread by ${authorName}`}
              />
            </article>

            <section aria-labelledby="replies-heading" className="mt-10">
              <h2 id="replies-heading" className="text-xl font-bold text-brand-900">
                {replies.length === 0 ? 'No replies yet' : plural(replies.length, 'reply', 'replies')}
              </h2>
              {replies.length > 0 ? (
                <ol className="mt-4 flex flex-col gap-4">
                  {replies.map((reply) => (
                    <Reply key={reply.id} reply={reply} />
                  ))}
                </ol>
              ) : (
                <p className="mt-2 text-gray-700">Be the first to answer.</p>
              )}
              {personal ? null : <HeldReplies />}
            </section>

            <ReplyArea />
          </div>
          <aside aria-label="More from the community" className="flex flex-col gap-4 lg:pt-0">
            <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
              <p className="font-semibold text-brand-900">Have a question of your own?</p>
              <p className="mt-1 text-sm leading-6 text-gray-700">
                Ask aspirants and members who have been through the same exams.
              </p>
              <Link href="/community/new" className="mt-4 btn-brand">
                Start a discussion
              </Link>
            </div>
            <Link href={`/community?topic=${thread.topic}`} className="text-sm link">
              More discussions about {thread.topicLabel}
            </Link>
          </aside>
        </div>
      </ThreadViewerProvider>
    </div>
  );
}

function Reply({ reply }: { reply: ReplyDetail }) {
  const name = reply.author?.name?.trim() || FORMER_MEMBER;
  const notice = statusNotice(reply.status, reply.moderationNote);
  return (
    <li id={`reply-${reply.id}`} className="scroll-mt-24">
      <article
        aria-label={`${reply.accepted ? 'Accepted answer' : 'Reply'} by ${name}`}
        className={`rounded-xl border p-4 sm:p-5 ${reply.accepted ? 'border-success-700/40 bg-success-50' : 'border-gray-200 bg-white'}`}
      >
        {reply.accepted ? (
          <p className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-success-700">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Accepted answer
          </p>
        ) : null}
        <PostByline author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} />
        {notice ? <p className="mt-3 text-sm font-semibold text-saffron-800">{notice}</p> : null}
        <div className="mt-2">
          <CommunityMarkdown>{reply.body}</CommunityMarkdown>
        </div>
        <PostActions
          kind="reply"
          id={reply.id}
          votes={reply.votes}
          createdAt={reply.createdAt}
          accepted={reply.accepted}
          label={`the reply by ${name}`}
        />
      </article>
    </li>
  );
}
