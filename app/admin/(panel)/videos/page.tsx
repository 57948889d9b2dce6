import type { Metadata } from 'next';
import { VideoListScreen } from '@/components/admin/videos/video-list-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Videos' };

export default function AdminVideosPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/videos">
      <VideoListScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
