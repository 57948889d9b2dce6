import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { VideoForm } from '@/components/admin/videos/video-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import { createVideoAction } from '@/lib/video/video-admin.actions';

export const metadata: Metadata = { title: 'New video' };

export default function NewVideoPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/videos/new">
      <ContentPage
        title="New video"
        actions={
          <Link href="/admin/videos" className="btn-secondary">
            Back to videos
          </Link>
        }
      >
        <VideoForm action={createVideoAction} />
      </ContentPage>
    </RouteGuard>
  );
}
