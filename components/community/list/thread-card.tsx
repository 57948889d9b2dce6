import Link from 'next/link';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { Lock } from '@/components/icons/lock';
import { MessageSquare } from '@/components/icons/message-square';
import { Pin } from '@/components/icons/pin';
import { ThumbsUp } from '@/components/icons/thumbs-up';
import type { ThreadListItem } from '@/lib/data/community/list';
import { formatDate } from '@/lib/format/dates';

export function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1';

/** One thread in a list: its topic and state, the title linking to the thread, the opening and its figures. */
export function ThreadCard({ thread, headingLevel = 'h3' }: { thread: ThreadListItem; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className={`${BADGE} bg-brand-50 text-brand-800`}>{thread.topicLabel}</span>
        {thread.pinned ? (
          <span className={`${BADGE} bg-saffron-100 text-saffron-800`}>
            <Pin className="h-3.5 w-3.5" aria-hidden="true" /> Pinned
          </span>
        ) : null}
        {thread.answered ? (
          <span className={`${BADGE} bg-success-50 text-success-700`}>
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> Answered
          </span>
        ) : null}
        {thread.locked ? (
          <span className={`${BADGE} bg-gray-100 text-gray-700`}>
            <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Locked
          </span>
        ) : null}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold break-words text-brand-900">
        <Link href={`/community/${thread.slug}`} className="hover:underline focus-visible:underline">
          {thread.title}
        </Link>
      </Heading>
      {thread.excerpt ? <p className="mt-2 text-sm leading-6 break-words text-gray-700">{thread.excerpt}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-gray-600">
        <span>
          by <span className="font-medium text-gray-800">{thread.author?.name?.trim() || 'Former member'}</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {plural(thread.replies, 'reply', 'replies')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ThumbsUp className="h-4 w-4" aria-hidden="true" />
          {plural(thread.votes, 'vote', 'votes')}
        </span>
        <span>
          Last activity <time dateTime={thread.lastActivityAt}>{formatDate(thread.lastActivityAt)}</time>
        </span>
      </div>
    </article>
  );
}
