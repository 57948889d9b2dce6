import type { Metadata } from 'next';
import { ScholarshipEditor } from '@/components/admin/scholarships/scholarship-editor';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit scholarship' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

export default async function EditScholarshipPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/scholarships/${id}`}>
      <ScholarshipEditor id={id} created={(await searchParams).created === '1'} />
    </RouteGuard>
  );
}
