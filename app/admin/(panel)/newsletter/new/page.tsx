import type { Metadata } from 'next';
import { NewCampaignScreen } from '@/components/admin/newsletter/campaign-screens';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New campaign' };

export default function NewCampaignPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/newsletter/new">
      <NewCampaignScreen />
    </RouteGuard>
  );
}
