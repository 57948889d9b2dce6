import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { VideoListScreen } from '@/components/admin/video/video-list-screen';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Videos' };

export default function AdminVideosPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="videos">
      <VideoListScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
