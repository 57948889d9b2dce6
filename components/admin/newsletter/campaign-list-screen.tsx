import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { requireAdmin } from '@/lib/auth/admin';
import {
  CAMPAIGN_LIST_LIMIT,
  listNewsletterCampaigns,
  newsletterAudienceCounts,
  newsletterCampaignStats,
  type CampaignStats,
} from '@/lib/data/newsletter-campaigns';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { audienceLine, campaignState, sentNotice } from '@/lib/newsletter/campaign-status';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { CampaignCounts, CampaignProgress, CampaignStateBadge } from './campaign-results';
import { RefreshWhileSending } from './refresh-while-sending';

const PATH = '/admin/newsletter';
const NO_STATS: CampaignStats = { queued: 0, sent: 0, failed: 0, suppressed: 0, unsubscribed: 0 };

function Notice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
      {children}
    </p>
  );
}

/** /admin/newsletter: every campaign, newest first, with its delivery as the worker sends it, and who the next one reaches. */
export async function CampaignListScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(PATH);
  const [raw, list, stats, audience] = await Promise.all([
    searchParams,
    settle(listNewsletterCampaigns(admin.client)),
    settle(newsletterCampaignStats(admin.client)),
    settle(newsletterAudienceCounts(admin.client)),
  ]);
  const sent = sentNotice(firstParam(raw.sent));
  const rows = list.ok
    ? list.value.map((row) => {
        const counts = stats.ok ? stats.value.get(row.id) : undefined;
        return { ...row, counts: counts ?? NO_STATS, state: campaignState(row.status, counts) };
      })
    : [];
  const sending = rows.some((row) => row.state === 'sending');

  return (
    <ContentPage
      title="Newsletter"
      description="Campaigns e-mailed to the newsletter's subscribers, each with an unsubscribe link."
      actions={
        <Link href={`${PATH}/new`} className="btn-brand">
          <Plus className="h-4 w-4" aria-hidden="true" />
          New campaign
        </Link>
      }
    >
      {sent ? <Notice>{sent}</Notice> : null}
      {firstParam(raw.deleted) === '1' ? <Notice>Draft deleted.</Notice> : null}
      {audience.ok ? (
        <p className="text-sm text-gray-800" data-testid="newsletter-audience">
          {audienceLine(audience.value)}
        </p>
      ) : (
        <LoadError message={audience.error.message} />
      )}
      {!stats.ok ? <LoadError message={stats.error.message} /> : null}
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : rows.length === 0 ? (
        <EmptyState>
          <p>No campaigns yet. Write one, send yourself a test, then send it to the subscribers.</p>
          <Link href={`${PATH}/new`} className="mt-4 btn-primary">
            Write a campaign
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            {rows.length === 1 ? '1 campaign' : `${rows.length} campaigns`}
            {rows.length === CAMPAIGN_LIST_LIMIT ? ` (the newest ${CAMPAIGN_LIST_LIMIT})` : ''}
          </p>
          {sending ? <RefreshWhileSending /> : null}
          <div
            className="overflow-x-auto rounded-lg border border-gray-200 bg-white"
            role="region"
            aria-label="Campaigns"
            tabIndex={0}
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Newsletter campaigns, newest first</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2">
                    State
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Created
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Sent
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Recipients
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Delivery
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="campaign-row" className="align-top">
                    <th scope="row" className="max-w-64 px-3 py-2 font-medium [overflow-wrap:anywhere]">
                      <Link href={`${PATH}/${row.id}`} className="link">
                        {row.subject}
                      </Link>
                    </th>
                    <td className="px-3 py-2">
                      <CampaignStateBadge state={row.state} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.created_at)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{row.sent_at ? formatDate(row.sent_at) : '—'}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {row.state === 'draft' ? '—' : formatCount(row.recipients)}
                    </td>
                    <td className="space-y-2 px-3 py-2">
                      {row.state === 'draft' ? (
                        <span className="text-gray-600">Not sent</span>
                      ) : (
                        <>
                          {row.state === 'sending' ? (
                            <CampaignProgress recipients={row.recipients} stats={row.counts} subject={row.subject} />
                          ) : null}
                          <CampaignCounts stats={row.counts} />
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ContentPage>
  );
}
