import type { Metadata } from 'next';
import { MediaDetailScreen } from '@/components/admin/media/media-detail-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Media file' };

export default async function MediaFilePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGuard section="media" segments={[id]}>
      <MediaDetailScreen params={params} />
    </SectionGuard>
  );
}
