import Link from 'next/link';
import { communityListHref, type CommunityListParams } from '@/lib/community/list-params';
import { COMMUNITY_TOPIC_LABELS, COMMUNITY_TOPICS, type CommunityTopic } from '@/lib/community/topics';

const CHIP = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors';
const IDLE = `${CHIP} border-gray-300 bg-white text-gray-800 hover:border-brand-300 hover:bg-brand-50`;
const CURRENT = `${CHIP} border-brand-800 bg-brand-800 text-white`;

/**
 * The nine topics as links (and 'All topics'): choosing one keeps the search and the order and starts again at
 * page 1. The current one is marked aria-current, so it is announced as the page the visitor is on.
 */
export function TopicNav({ params }: { params: CommunityListParams }) {
  const topics: { key: CommunityTopic | null; label: string }[] = [
    { key: null, label: 'All topics' },
    ...COMMUNITY_TOPICS.map((key) => ({ key, label: COMMUNITY_TOPIC_LABELS[key] })),
  ];
  return (
    <nav aria-label="Community topics">
      <ul className="flex flex-wrap gap-2">
        {topics.map(({ key, label }) => {
          const current = key === params.topic;
          return (
            <li key={key ?? 'all'}>
              <Link
                href={communityListHref({ topic: key, q: params.q, order: params.order })}
                aria-current={current ? 'page' : undefined}
                className={current ? CURRENT : IDLE}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
