import type { Metadata } from 'next';
import { CampaignListScreen } from '@/components/admin/newsletter/campaign-list-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Newsletter' };

export default function AdminNewsletterPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="newsletter">
      <CampaignListScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
