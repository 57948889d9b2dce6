import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import {
  COMMUNITY_ADMIN_TABS,
  communityAdminHref,
  type CommunityAdminParams,
  type CommunityAdminTab,
} from '@/lib/community/admin-params';
import { PendingPosts } from './pending-posts';
import { ReportedPosts } from './reported-posts';
import { SuspensionsList } from './suspensions-list';
import { ThreadSearch } from './thread-search';

function Tabs({ current }: { current: CommunityAdminTab }) {
  return (
    <nav aria-label="Moderation">
      <ul className="flex flex-wrap gap-x-1 border-b border-gray-200">
        {(Object.entries(COMMUNITY_ADMIN_TABS) as [CommunityAdminTab, string][]).map(([tab, label]) => (
          <li key={tab}>
            <Link
              href={communityAdminHref({ tab })}
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${
                tab === current ? 'border-brand-800 text-brand-900' : 'border-transparent text-gray-700 hover:text-brand-800'
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin/community: the moderators' desk — reported posts, held first posts, every thread, suspensions. */
export function CommunityDesk({ params }: { params: CommunityAdminParams }) {
  return (
    <ContentPage
      title="Community"
      description="Work the reported posts, approve first posts with links, find any thread to moderate, and manage suspensions. Every action is recorded with its reason."
    >
      <Tabs current={params.tab} />
      {params.tab === 'reports' ? <ReportedPosts /> : null}
      {params.tab === 'pending' ? <PendingPosts /> : null}
      {params.tab === 'threads' ? <ThreadSearch q={params.q} page={params.page} /> : null}
      {params.tab === 'suspensions' ? <SuspensionsList /> : null}
    </ContentPage>
  );
}
