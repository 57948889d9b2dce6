import type { Metadata } from 'next';
import { ExamsList } from '@/components/admin/exams/exams-list';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Exams' };

export default function AdminExamsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/exams">
      <ExamsList searchParams={searchParams} />
    </RouteGuard>
  );
}
