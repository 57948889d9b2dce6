import type { Metadata } from 'next';
import { LeadDetailScreen } from '@/components/admin/leads/lead-detail-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

// A lead's name is personal data: the tab title stays generic.
export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageLeads} returnTo={`/admin/leads/${encodeURIComponent(id)}`}>
      <LeadDetailScreen params={params} />
    </RouteGuard>
  );
}
