import Link from 'next/link';
import { Search } from '@/components/icons/search';
import {
  COMMUNITY_MAX_SEARCH,
  communityListHref,
  THREAD_ORDER_LABELS,
  type CommunityListParams,
} from '@/lib/community/list-params';
import { THREAD_ORDERS } from '@/lib/community/topics';

/**
 * The search box (a GET form: it works without JavaScript and its result has its own URL) and the orderings as
 * links. Searching keeps the topic and the order; both start again at page 1.
 */
export function ListControls({ params }: { params: CommunityListParams }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <form action="/community" method="get" role="search" aria-label="Search discussions" className="flex w-full max-w-xl gap-2">
        <label htmlFor="community-search" className="sr-only">
          Search discussions
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <input
            id="community-search"
            type="search"
            name="q"
            defaultValue={params.q}
            maxLength={COMMUNITY_MAX_SEARCH}
            placeholder="Search, e.g. DILR"
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        {params.topic ? <input type="hidden" name="topic" value={params.topic} /> : null}
        {params.order !== 'newest' ? <input type="hidden" name="order" value={params.order} /> : null}
        <button type="submit" className="btn-brand">
          Search
        </button>
      </form>

      <nav aria-label="Order discussions">
        <ul className="flex flex-wrap items-center gap-1 rounded-lg border border-gray-200 bg-white p-1 text-sm">
          {THREAD_ORDERS.map((order) => {
            const current = order === params.order;
            return (
              <li key={order}>
                <Link
                  href={communityListHref({ topic: params.topic, q: params.q, order })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md px-3 font-medium ${
                    current ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50'
                  }`}
                >
                  {THREAD_ORDER_LABELS[order]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
