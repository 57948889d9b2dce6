import Link from 'next/link';
import { MessageSquarePlus } from '@/components/icons/message-square-plus';
import { SearchX } from '@/components/icons/search-x';
import type { CommunityListParams } from '@/lib/community/list-params';
import { COMMUNITY_TOPIC_LABELS } from '@/lib/community/topics';

/** No thread on this page: says why (past the end, nothing matches, nothing yet) and offers a way on. */
export function ThreadsEmpty({ params, pastEnd }: { params: CommunityListParams; pastEnd: boolean }) {
  const topic = params.topic ? COMMUNITY_TOPIC_LABELS[params.topic] : null;
  const filtered = Boolean(params.topic || params.q || params.order !== 'newest');
  const message = pastEnd
    ? 'This page is past the last discussion.'
    : params.q
      ? `No discussion mentions “${params.q}”${topic ? ` in ${topic}` : ''}.`
      : params.order === 'unanswered'
        ? `Every ${topic ? `${topic} ` : ''}question has a reply.`
        : topic
          ? `No ${topic} discussions yet.`
          : 'No discussions yet.';
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
      <SearchX className="h-8 w-8 text-gray-500" aria-hidden="true" />
      <p className="mt-3 text-base font-semibold text-gray-900">{message}</p>
      <p className="mt-1 max-w-md text-sm text-gray-600">
        Try a shorter search, another topic, or ask the question yourself: other aspirants and our moderators answer.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {filtered || pastEnd ? (
          <Link href="/community" className="btn-secondary">
            Show all discussions
          </Link>
        ) : null}
        <Link href="/community/new" className="btn-secondary">
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
          Start a discussion
        </Link>
      </div>
    </div>
  );
}
