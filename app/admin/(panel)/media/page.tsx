import type { Metadata } from 'next';
import { MediaScreen } from '@/components/admin/media/media-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Media' };

export default function AdminMediaPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/media">
      <MediaScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
