import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { sectionPath } from '@/lib/admin/sections';
import { requireAdmin } from '@/lib/auth/admin';
import { getAdminVideo } from '@/lib/data/video-admin';
import { isUuid } from '@/lib/routing/params';
import { createVideoAction, deleteVideoAction, updateVideoAction } from '@/lib/video/video-admin.actions';
import { VideoForm } from './video-form';

const back = (
  <Link href={sectionPath('videos')} className="btn-secondary">
    Back to videos
  </Link>
);

/** /admin/videos/new: an empty form. */
export function NewVideoScreen() {
  return (
    <ContentPage title="New video" actions={back}>
      <VideoForm action={createVideoAction} />
    </ContentPage>
  );
}

/** /admin/videos/[id]: the video's form, deleting it, and its history. */
export async function EditVideoScreen({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(sectionPath('videos', [id]));
  if (!isUuid(id)) notFound();
  const video = await getAdminVideo(admin.client, id);
  if (!video) notFound();
  return (
    <ContentPage
      title="Edit video"
      description={video.title}
      actions={
        <>
          {back}
          <DeleteItemButton action={deleteVideoAction} id={video.id} name={`“${video.title}”`} />
        </>
      }
    >
      <VideoForm action={updateVideoAction} video={video} notice={created ? 'Video created.' : undefined} />
      <ContentHistory subject="videos" subjectId={video.id} />
    </ContentPage>
  );
}
