import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { EditVideoScreen } from '@/components/admin/video/video-screens';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit video' };

export default async function EditVideoPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <SectionGuard section="videos" segments={[id]}>
      <EditVideoScreen id={id} created={query.created === '1'} />
    </SectionGuard>
  );
}
