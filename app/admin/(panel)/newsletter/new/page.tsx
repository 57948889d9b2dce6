import type { Metadata } from 'next';
import { NewCampaignScreen } from '@/components/admin/newsletter/campaign-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New campaign' };

export default function NewCampaignPage() {
  return (
    <SectionGuard section="newsletter" segments={['new']}>
      <NewCampaignScreen />
    </SectionGuard>
  );
}
