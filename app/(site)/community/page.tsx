import type { Metadata } from 'next';
import Link from 'next/link';
import { ThreadsEmpty } from '@/components/community/list/empty-state';
import { ListControls } from '@/components/community/list/list-controls';
import { Pager } from '@/components/community/list/pager';
import { plural, ThreadCard } from '@/components/community/list/thread-card';
import { TopicNav } from '@/components/community/list/topic-nav';
import { PageIntro } from '@/components/content/page-intro';
import { MessageSquarePlus } from '@/components/icons/message-square-plus';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import {
  COMMUNITY_PAGE_SIZE,
  communityListHref,
  communityListTitle,
  communityPageCount,
  parseCommunityListParams,
  THREAD_ORDER_LABELS,
  type CommunityListParams,
} from '@/lib/community/list-params';
import { COMMUNITY_TOPIC_LABELS } from '@/lib/community/topics';
import type { ThreadListPage } from '@/lib/data/community/list';
import { listPublicThreads } from '@/lib/data/community/threads';
import { settle } from '@/lib/data/settle';
import type { RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

type SearchParams = Promise<RawSearchParams>;

const DESCRIPTION =
  'Questions and answers from MBA aspirants on CAT, XAT, NMAT, SNAP and MAT preparation, colleges, GD-PI, careers and study abroad, kept useful by moderators.';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = parseCommunityListParams(await searchParams);
  const topic = params.topic ? COMMUNITY_TOPIC_LABELS[params.topic] : null;
  return pageMetadata({
    title: communityListTitle(params),
    description: topic
      ? `${topic} discussions among MBA aspirants: questions, answers and experiences, kept useful by moderators.`
      : DESCRIPTION,
    path: communityListHref({ topic: params.topic, order: params.order, page: params.page }),
    // A search result page is for the visitor who typed it, not for search engines.
    noIndex: params.q !== '',
  });
}

export default async function CommunityPage({ searchParams }: { searchParams: SearchParams }) {
  const params = parseCommunityListParams(await searchParams);
  const list = await settle(
    listPublicThreads({
      topic: params.topic,
      q: params.q,
      order: params.order,
      page: params.page,
      pageSize: COMMUNITY_PAGE_SIZE,
    }),
  );
  if (!list.ok) await keepFallbackOutOfCache();
  const topic = params.topic ? COMMUNITY_TOPIC_LABELS[params.topic] : null;

  return (
    <>
      <PageIntro eyebrow="Community" title={topic ? `${topic} discussions` : 'MBA aspirants’ community'}>
        <p>
          Ask what you are stuck on and answer what you know: preparation, colleges, GD-PI and careers, among people preparing for
          the same exams. Moderators keep it useful and kind.
        </p>
        <Link href="/community/new" className="mt-5 btn-primary">
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
          Start a discussion
        </Link>
      </PageIntro>

      <div className="container-page space-y-6 py-8 sm:py-10">
        <TopicNav params={params} />
        <ListControls params={params} />
        {list.ok ? <Results params={params} list={list.value} /> : <LoadError message={list.error.message} />}
      </div>
    </>
  );
}

function Results({ params, list }: { params: CommunityListParams; list: ThreadListPage }) {
  const pages = communityPageCount(list.total, list.pageSize);
  const filtered = Boolean(params.topic || params.q || params.order !== 'newest');
  return (
    <section aria-labelledby="threads-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="threads-heading" className="text-xl font-bold text-brand-900">
          {filtered ? `${THREAD_ORDER_LABELS[params.order]} discussions` : 'Latest discussions'}
        </h2>
        <p className="text-sm text-gray-600" aria-live="polite">
          {plural(list.total, 'discussion', 'discussions')}
          {params.q ? ` for “${params.q}”` : ''}
          {pages > 1 ? ` · page ${params.page} of ${pages}` : ''}
        </p>
      </div>
      {list.threads.length > 0 ? (
        <>
          <ul className="mt-4 space-y-4">
            {list.threads.map((thread) => (
              <li key={thread.id}>
                <ThreadCard thread={thread} />
              </li>
            ))}
          </ul>
          <Pager page={params.page} pages={pages} hrefFor={(page) => communityListHref({ ...params, page })} />
        </>
      ) : (
        <ThreadsEmpty params={params} pastEnd={list.total > 0} />
      )}
    </section>
  );
}
