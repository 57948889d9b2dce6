import type { Metadata } from 'next';
import { CampaignScreen } from '@/components/admin/newsletter/campaign-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Newsletter campaign' };

export default async function CampaignPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <SectionGuard section="newsletter" segments={[id]}>
      <CampaignScreen id={id} created={query.created === '1'} />
    </SectionGuard>
  );
}
