import type { Metadata } from 'next';
import { FollowUpsScreen } from '@/components/admin/leads/follow-ups-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Follow-ups' };

export default function FollowUpsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageLeads} returnTo="/admin/leads/follow-ups">
      <FollowUpsScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
