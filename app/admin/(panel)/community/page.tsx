import type { Metadata } from 'next';
import { CommunityDesk } from '@/components/admin/community/community-desk';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import { communityAdminParams } from '@/lib/community/admin-params';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Community moderation' };

export default async function AdminCommunityPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = communityAdminParams(await searchParams);
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.moderate} returnTo="/admin/community">
      <CommunityDesk params={params} />
    </RouteGuard>
  );
}
