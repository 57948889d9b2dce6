import type { Metadata } from 'next';
import { NewScholarship } from '@/components/admin/scholarships/new-scholarship';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New scholarship' };

export default function NewScholarshipPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/scholarships/new">
      <NewScholarship />
    </RouteGuard>
  );
}
