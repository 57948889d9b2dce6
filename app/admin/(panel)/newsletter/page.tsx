import type { Metadata } from 'next';
import { CampaignListScreen } from '@/components/admin/newsletter/campaign-list-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Newsletter' };

export default function AdminNewsletterPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/newsletter">
      <CampaignListScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
