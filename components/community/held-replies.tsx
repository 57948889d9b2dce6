'use client';

import { formatDateTime } from '@/lib/format/dates';
import { PostBody } from './post-body';
import { useThread } from './viewer-context';

export const HELD_NOTICE =
  'Your post is waiting for a moderator: first posts with a link are checked before they appear. Only you can see it until then.';

/** The reader's own replies that others cannot see: waiting for a moderator, or hidden by one. */
export function HeldReplies() {
  const { viewer } = useThread();
  if (!viewer || viewer.held.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-4" aria-label="Your replies that only you can see">
      {viewer.held.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-dashed border-saffron-300 bg-saffron-50 p-4 sm:p-5">
          <p className="text-sm font-semibold text-saffron-800">
            {reply.status === 'pending'
              ? HELD_NOTICE
              : `A moderator has hidden your reply${reply.moderationNote ? `: ${reply.moderationNote}` : '.'}`}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            Posted <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
          </p>
          <PostBody html={reply.html} />
        </li>
      ))}
    </ul>
  );
}
