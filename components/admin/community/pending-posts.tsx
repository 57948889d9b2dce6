import Link from 'next/link';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { moderationThreadHref } from '@/lib/community/admin-params';
import { approveCommunityPost, deleteCommunityPost } from '@/lib/community/community-admin.actions';
import { threadExcerpt } from '@/lib/community/threads';
import { listPendingPosts, type PendingPost } from '@/lib/data/community/moderation';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';
import { ModerationButton } from './moderation-button';

function PendingPostCard({ item }: { item: PendingPost }) {
  const what = item.post.kind === 'thread' ? 'thread' : 'reply';
  const headingId = `pending-${item.post.id}`;
  const fields = { kind: item.post.kind, id: item.post.id };
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id={headingId} className="text-base font-semibold break-words text-brand-900">
          {item.title ?? 'A reply'}
          <span className="block text-xs font-normal text-gray-600">
            First post with a link · {what} · posted {formatDateTime(item.createdAt)}
          </span>
        </h2>
        <p className="text-sm break-words whitespace-pre-line text-gray-800">{threadExcerpt(item.body)}</p>
        <div className="flex flex-wrap gap-2">
          <ModerationButton
            action={approveCommunityPost}
            label="Approve"
            ariaLabel={`Approve ${item.title ? `thread “${item.title}”` : 'reply'}`}
            title={`Publish this ${what}?`}
            description="Readers will see it, and its author's later posts are no longer held for links."
            confirmLabel="Approve and publish"
            reason="optional"
            fields={fields}
            className="btn-brand"
          />
          <ModerationButton
            action={deleteCommunityPost}
            label="Delete"
            ariaLabel={`Delete ${item.title ? `thread “${item.title}”` : 'reply'}`}
            title={`Delete this ${what}?`}
            description="It is deleted for good. The reason stays in the moderation record."
            confirmLabel="Delete"
            danger
            fields={fields}
          />
          <Link href={moderationThreadHref(item.threadId)} className="btn-secondary">
            Open thread
          </Link>
        </div>
      </article>
    </li>
  );
}

/** First posts with links, held until a moderator approves or deletes them, oldest first. */
export async function PendingPosts() {
  const admin = await getAdminContext();
  const list = admin ? await settle(listPendingPosts(admin.client)) : null;
  if (!list || !list.ok) return <LoadError message={list?.error.message ?? 'The waiting posts could not be loaded.'} />;
  if (list.value.length === 0) return <EmptyState>No posts waiting for approval.</EmptyState>;
  return (
    <ul aria-label="Posts waiting for approval" className="space-y-4">
      {list.value.map((item) => (
        <PendingPostCard key={`${item.post.kind}-${item.post.id}`} item={item} />
      ))}
    </ul>
  );
}
