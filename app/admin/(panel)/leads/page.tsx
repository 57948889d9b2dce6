import type { Metadata } from 'next';
import { LeadsScreen } from '@/components/admin/leads/leads-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Leads' };

export default function LeadsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageLeads} returnTo="/admin/leads">
      <LeadsScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
