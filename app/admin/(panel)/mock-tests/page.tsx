import type { Metadata } from 'next';
import { MockTestsList } from '@/components/admin/mock-tests/mock-tests-list';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Mock tests' };

export default function AdminMockTestsPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/mock-tests">
      <MockTestsList />
    </RouteGuard>
  );
}
