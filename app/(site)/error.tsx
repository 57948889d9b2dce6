'use client';

import { useEffect } from 'react';
import { errorDigest, ErrorScreen } from '@/components/ui/error-screen';

export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // Spec §8 reports render failures as exception events; until an analytics service is chosen, the console.
    console.error(error);
  }, [error]);

  return <ErrorScreen onRetry={retry} digest={errorDigest(error)} />;
}
