import type { Metadata } from 'next';
import { MediaScreen } from '@/components/admin/media/media-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Media' };

export default function AdminMediaPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="media">
      <MediaScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
