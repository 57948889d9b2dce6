import type { Metadata } from 'next';
import { CollegeEditScreen } from '@/components/admin/colleges/college-edit-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit college' };

export default async function EditCollegePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/colleges/${encodeURIComponent(id)}`}>
      <CollegeEditScreen id={id} searchParams={searchParams} />
    </RouteGuard>
  );
}
