import type { Metadata } from 'next';
import { ScholarshipsList } from '@/components/admin/scholarships/scholarships-list';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Scholarships' };

export default function AdminScholarshipsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/scholarships">
      <ScholarshipsList searchParams={searchParams} />
    </RouteGuard>
  );
}
