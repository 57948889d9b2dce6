import type { Metadata } from 'next';
import { ReviewDesk, reviewTab } from '@/components/admin/reviews/review-desk';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = { title: 'Review moderation' };

export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const tab = reviewTab(firstParam((await searchParams).tab));
  const session = await getServerSession();
  return <SectionGuard section="reviews">{session ? <ReviewDesk client={session.client} tab={tab} /> : null}</SectionGuard>;
}
