import type { Metadata } from 'next';
import { UsersScreen } from '@/components/admin/users/users-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Users' };

export default function AdminUsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageSystem} returnTo="/admin/users">
      <UsersScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
