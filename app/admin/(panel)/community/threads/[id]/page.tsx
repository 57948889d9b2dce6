import type { Metadata } from 'next';
import { ThreadModeration } from '@/components/admin/community/thread-moderation';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Moderate thread' };

export default async function AdminCommunityThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.moderate} returnTo={`/admin/community/threads/${id}`}>
      <ThreadModeration threadId={id} />
    </RouteGuard>
  );
}
