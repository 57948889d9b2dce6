import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { NewVideoScreen } from '@/components/admin/video/video-screens';

export const metadata: Metadata = { title: 'New video' };

export default function NewVideoPage() {
  return (
    <SectionGuard section="videos" segments={['new']}>
      <NewVideoScreen />
    </SectionGuard>
  );
}
