import type { Metadata } from 'next';
import { FollowUpsScreen } from '@/components/admin/leads/follow-ups-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Follow-ups' };

export default function FollowUpsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="leads" segments={['follow-ups']}>
      <FollowUpsScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
