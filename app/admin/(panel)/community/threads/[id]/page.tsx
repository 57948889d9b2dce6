import type { Metadata } from 'next';
import { ThreadModeration } from '@/components/admin/community/thread-moderation';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Moderate thread' };

export default async function AdminCommunityThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGuard section="community" segments={['threads', id]}>
      <ThreadModeration threadId={id} />
    </SectionGuard>
  );
}
