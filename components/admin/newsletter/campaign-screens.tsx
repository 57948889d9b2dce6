import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ContentPage } from '@/components/admin/content/content-page';
import { LoadError } from '@/components/site/load-error';
import { requireAdmin } from '@/lib/auth/admin';
import {
  getNewsletterCampaign,
  newsletterAudienceCounts,
  newsletterCampaignStats,
  type NewsletterCampaign,
} from '@/lib/data/newsletter-campaigns';
import { settle } from '@/lib/data/settle';
import { emailKind } from '@/lib/email/kinds';
import { formatDateTime } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { campaignState } from '@/lib/newsletter/campaign-status';
import type { TypedClient } from '@/lib/supabase/types';
import { DeleteDraftButton } from './campaign-buttons';
import { CampaignForm } from './campaign-form';
import { CampaignPreview } from './campaign-preview';
import { CampaignCounts, CampaignProgress, CampaignStateBadge } from './campaign-results';
import { RefreshWhileSending } from './refresh-while-sending';

const PATH = '/admin/newsletter';

/** The footer line the newsletter's e-mails carry, for the previews. */
const reason = () => emailKind('newsletter').reason;

const back = (
  <Link href={PATH} className="btn-secondary">
    Back to the newsletter
  </Link>
);

/** /admin/newsletter/new: a draft is saved before it can be tested or sent. */
export async function NewCampaignScreen() {
  await requireAdmin(`${PATH}/new`);
  return (
    <ContentPage title="New campaign" actions={back}>
      <CampaignForm audience={null} reason={reason()} />
    </ContentPage>
  );
}

/** /admin/newsletter/[id]: a draft opens in its form, a sent campaign as it went out, with its delivery. */
export async function CampaignScreen({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(`${PATH}/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const campaign = await getNewsletterCampaign(admin.client, id);
  if (!campaign) notFound();

  if (campaign.status === 'sent') return <SentCampaign campaign={campaign} client={admin.client} />;

  const audience = await settle(newsletterAudienceCounts(admin.client));
  return (
    <ContentPage
      title="Edit campaign"
      description="A draft: nobody has received it yet."
      actions={
        <>
          {back}
          <DeleteDraftButton id={campaign.id} subject={campaign.subject} />
        </>
      }
    >
      <CampaignForm
        campaign={campaign}
        audience={audience.ok ? audience.value : null}
        reason={reason()}
        notice={created ? 'Draft saved.' : undefined}
      />
    </ContentPage>
  );
}

async function SentCampaign({ campaign, client }: { campaign: NewsletterCampaign; client: TypedClient }) {
  const stats = await settle(newsletterCampaignStats(client));
  const counts = stats.ok ? stats.value.get(campaign.id) : undefined;
  const state = campaignState(campaign.status, counts);
  return (
    <ContentPage title={campaign.subject} description="Sent campaigns cannot be changed, deleted or sent again." actions={back}>
      <section aria-labelledby="delivery-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="delivery-heading" className="flex flex-wrap items-center gap-2 text-lg font-bold text-brand-900">
          Delivery <CampaignStateBadge state={state} />
        </h2>
        <p className="text-sm text-gray-800">
          Sent {formatDateTime(campaign.sent_at)} to {formatCount(campaign.recipients)}{' '}
          {campaign.recipients === 1 ? 'subscriber' : 'subscribers'}.
        </p>
        {!stats.ok ? <LoadError message={stats.error.message} /> : null}
        {counts ? (
          <>
            {state === 'sending' ? (
              <>
                <CampaignProgress recipients={campaign.recipients} stats={counts} subject={campaign.subject} />
                <RefreshWhileSending />
              </>
            ) : null}
            <CampaignCounts stats={counts} />
          </>
        ) : null}
      </section>
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <CampaignPreview subject={campaign.subject} body={campaign.body} reason={reason()} />
      </div>
    </ContentPage>
  );
}
