import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/admin/content/content-page';
import { SelectField } from '@/components/admin/content/fields';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { communityAdminHref } from '@/lib/community/admin-params';
import { lockCommunityThread, moveCommunityThread, pinCommunityThread } from '@/lib/community/community-admin.actions';
import { COMMUNITY_TOPIC_LABELS, COMMUNITY_TOPICS } from '@/lib/community/topics';
import { readThreadForModeration } from '@/lib/data/community/admin';
import { listModerationEvents } from '@/lib/data/community/moderation';
import type { ReplyDetail } from '@/lib/data/community/thread';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';
import { isUuid } from '@/lib/routing/params';
import { ModerationButton } from './moderation-button';
import { ModerationHistory } from './moderation-history';
import { PostActions } from './post-actions';
import { FlagBadge, PostStatusBadge } from './post-status';

const authorOf = (a: { id: string | null; name: string | null } | null) => ({ id: a?.id ?? null, name: a?.name ?? null });

function Reply({ reply, threadId }: { reply: ReplyDetail; threadId: string }) {
  const muted = reply.status !== 'published';
  return (
    <li className={`space-y-2 p-4 ${muted ? 'bg-gray-50' : ''}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
        <span className="font-semibold text-gray-900">{reply.author?.name ?? 'A member'}</span>
        <span>{formatDateTime(reply.createdAt)}</span>
        <PostStatusBadge status={reply.status} />
        {reply.accepted ? <FlagBadge>Accepted answer</FlagBadge> : null}
      </div>
      <p className={`text-sm break-words whitespace-pre-line ${muted ? 'text-gray-600' : 'text-gray-900'}`}>{reply.body}</p>
      {reply.moderationNote ? <p className="text-xs text-gray-600">Moderation note: {reply.moderationNote}</p> : null}
      <PostActions
        post={{ kind: 'reply', id: reply.id }}
        status={reply.status}
        threadId={threadId}
        author={authorOf(reply.author)}
      />
    </li>
  );
}

/** /admin/community/threads/{id}: the thread and every reply as a moderator sees them, its actions and its record. */
export async function ThreadModeration({ threadId }: { threadId: string }) {
  // Any other segment is no thread: a 404 without asking the database.
  if (!isUuid(threadId)) notFound();
  const admin = await getAdminContext();
  if (!admin) notFound();
  const [loaded, events] = await Promise.all([
    settle(readThreadForModeration(admin.client, threadId)),
    settle(listModerationEvents(admin.client, threadId)),
  ]);
  if (!loaded.ok) return <LoadError message={loaded.error.message} />;
  if (!loaded.value) notFound();
  const { thread, replies } = loaded.value;
  const id = { threadId: thread.id };
  const topics = COMMUNITY_TOPICS.filter((t) => t !== thread.topic).map((value) => ({
    value,
    label: COMMUNITY_TOPIC_LABELS[value],
  }));

  return (
    <ContentPage
      title={thread.title}
      description={
        <>
          <Link href={communityAdminHref({ tab: 'threads' })} className="text-brand-800 underline">
            All threads
          </Link>{' '}
          · {thread.topicLabel} · by {thread.author?.name ?? 'a member'} · {formatDateTime(thread.createdAt)}
        </>
      }
      actions={
        thread.status === 'published' ? (
          <Link href={`/community/${thread.slug}`} className="btn-secondary" target="_blank" rel="noopener">
            View on site
          </Link>
        ) : null
      }
    >
      <div className="flex flex-wrap gap-1" aria-label="Thread status">
        <PostStatusBadge status={thread.status} showPublished />
        {thread.pinned ? <FlagBadge>Pinned</FlagBadge> : null}
        {thread.locked ? <FlagBadge>Locked</FlagBadge> : null}
      </div>

      <section aria-labelledby="thread-actions" className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="thread-actions" className="text-sm font-semibold text-gray-900">
          Thread
        </h2>
        <div className="flex flex-wrap gap-2">
          <ModerationButton
            action={lockCommunityThread}
            label={thread.locked ? 'Unlock' : 'Lock'}
            title={thread.locked ? 'Unlock this thread?' : 'Lock this thread?'}
            description={thread.locked ? 'Members can reply again.' : 'No one can reply any more; the thread stays readable.'}
            confirmLabel={thread.locked ? 'Unlock' : 'Lock'}
            fields={{ ...id, locked: thread.locked ? 'false' : 'true' }}
          />
          <ModerationButton
            action={pinCommunityThread}
            label={thread.pinned ? 'Unpin' : 'Pin'}
            title={thread.pinned ? 'Unpin this thread?' : 'Pin this thread?'}
            description={thread.pinned ? 'It goes back to its place by activity.' : 'It is listed first in its topic.'}
            confirmLabel={thread.pinned ? 'Unpin' : 'Pin'}
            fields={{ ...id, pinned: thread.pinned ? 'false' : 'true' }}
          />
          <ModerationButton
            action={moveCommunityThread}
            label="Move"
            title="Move this thread to another topic?"
            description={`It is now in ${thread.topicLabel}.`}
            confirmLabel="Move"
            fields={id}
          >
            <SelectField name="topic" label="New topic" options={topics} />
          </ModerationButton>
          <PostActions
            post={{ kind: 'thread', id: thread.id }}
            status={thread.status}
            threadId={thread.id}
            author={authorOf(thread.author)}
            onThreadPage
            inline
          />
        </div>
      </section>

      <article aria-label="Opening post" className="rounded-xl border border-gray-200 bg-white p-4">
        <p className="text-sm break-words whitespace-pre-line text-gray-900">{thread.body}</p>
        {thread.moderationNote ? <p className="mt-2 text-xs text-gray-600">Moderation note: {thread.moderationNote}</p> : null}
      </article>

      <section aria-labelledby="replies" className="space-y-3">
        <h2 id="replies" className="text-lg font-bold text-brand-900">
          Replies ({replies.length})
        </h2>
        {replies.length === 0 ? (
          <p className="text-sm text-gray-700">No replies yet.</p>
        ) : (
          <ul
            aria-label="Replies"
            className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white"
          >
            {replies.map((reply) => (
              <Reply key={reply.id} reply={reply} threadId={thread.id} />
            ))}
          </ul>
        )}
      </section>

      {events.ok ? <ModerationHistory events={events.value} /> : <LoadError message={events.error.message} />}
    </ContentPage>
  );
}
