'use client';

import dynamic from 'next/dynamic';
import { useAccount } from '@/lib/auth/account-store';

// The dialog, its form and the report reasons load only for a signed-in reader: the college page's first load
// carries none of them (its JavaScript budget, tests/e2e/bundle-size.spec.ts).
const ReportReviewControls = dynamic(() => import('./report-review-controls').then((m) => m.ReportReviewControls), {
  ssr: false,
});

/** A signed-in member's "Report" on a published review; signed-out readers see nothing, so the cached page stays one. */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const account = useAccount();
  if (account.status !== 'signedIn') return null;
  return <ReportReviewControls reviewId={reviewId} />;
}
