import type { Metadata } from 'next';
import { MediaDetailScreen } from '@/components/admin/media/media-detail-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Media file' };

export default async function MediaFilePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/media/${encodeURIComponent(id)}`}>
      <MediaDetailScreen params={params} />
    </RouteGuard>
  );
}
