import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/admin/reports/reports-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import { parseReportRange } from '@/lib/reports/params';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const parsed = parseReportRange(await searchParams);
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageLeads} returnTo="/admin/reports">
      <ReportsScreen parsed={parsed} />
    </RouteGuard>
  );
}
