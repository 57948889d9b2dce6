import type { Metadata } from 'next';
import { CollegesList } from '@/components/admin/colleges/colleges-list';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Colleges' };

export default function AdminCollegesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/colleges">
      <CollegesList searchParams={searchParams} />
    </RouteGuard>
  );
}
