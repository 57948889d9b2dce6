import type { Metadata } from 'next';
import { CommunityDesk } from '@/components/admin/community/community-desk';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { communityAdminParams } from '@/lib/community/admin-params';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Community moderation' };

export default async function AdminCommunityPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = communityAdminParams(await searchParams);
  return (
    <SectionGuard section="community">
      <CommunityDesk params={params} />
    </SectionGuard>
  );
}
