import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { UsersScreen } from '@/components/admin/users/users-screen';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Users' };

export default function AdminUsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="users">
      <UsersScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
