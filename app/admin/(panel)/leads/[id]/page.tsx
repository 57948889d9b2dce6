import type { Metadata } from 'next';
import { LeadDetailScreen } from '@/components/admin/leads/lead-detail-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

// A lead's name is personal data: the tab title stays generic.
export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGuard section="leads" segments={[id]}>
      <LeadDetailScreen params={params} />
    </SectionGuard>
  );
}
