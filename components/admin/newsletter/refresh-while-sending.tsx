'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Often enough to watch a send progress, rarely enough that a long send costs the server little. */
export const REFRESH_SECONDS = 4;

/**
 * Renders the page again on the server every few seconds while a campaign is still being delivered, so its
 * counts move without a reload; the page stops rendering this once nothing is queued, which ends the polling.
 * A hidden tab skips its turns.
 */
export function RefreshWhileSending() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <p className="text-xs text-gray-600" data-testid="refreshing">
      Updating every {REFRESH_SECONDS} seconds while a campaign is sending.
    </p>
  );
}
