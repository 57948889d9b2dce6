import type { Metadata } from 'next';
import { EmailScreen } from '@/components/admin/email/email-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'E-mail' };

export default function AdminEmailPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageSystem} returnTo="/admin/email">
      <EmailScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
