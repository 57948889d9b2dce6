import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { VideoForm } from '@/components/admin/videos/video-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { requireAdmin } from '@/lib/auth/admin';
import { CAPABILITIES } from '@/lib/auth/roles';
import { getAdminVideo } from '@/lib/data/video-admin';
import type { RawSearchParams } from '@/lib/routing/params';
import { deleteVideoAction, updateVideoAction } from '@/lib/video/video-admin.actions';

export const metadata: Metadata = { title: 'Edit video' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function EditVideo({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(`/admin/videos/${id}`);
  if (!UUID.test(id)) notFound();
  const video = await getAdminVideo(admin.client, id);
  if (!video) notFound();
  return (
    <ContentPage
      title="Edit video"
      description={video.title}
      actions={
        <>
          <Link href="/admin/videos" className="btn-secondary">
            Back to videos
          </Link>
          <DeleteItemButton action={deleteVideoAction} id={video.id} name={`“${video.title}”`} />
        </>
      }
    >
      <VideoForm action={updateVideoAction} video={video} notice={created ? 'Video created.' : undefined} />
      <ContentHistory subject="videos" subjectId={video.id} />
    </ContentPage>
  );
}

export default async function EditVideoPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/videos/${id}`}>
      <EditVideo id={id} created={query.created === '1'} />
    </RouteGuard>
  );
}
