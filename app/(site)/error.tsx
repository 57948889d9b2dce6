'use client';

import { useEffect } from 'react';
import { errorDigest, ErrorScreen } from '@/components/ui/error-screen';
import { reportException } from '@/lib/analytics/exception';

export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    // Spec §8: the visitor now sees the error screen, so GA4 gets a fatal exception (when it is configured).
    reportException(error, true);
  }, [error]);

  return <ErrorScreen onRetry={retry} digest={errorDigest(error)} />;
}
