'use client';

import { useEffect } from 'react';
import { errorDigest, ErrorScreen } from '@/components/ui/error-screen';
import { reportException } from '@/lib/analytics/exception';

export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    reportException(error, true);
  }, [error]);

  return (
    <main id="main-content" className="flex-1">
      <ErrorScreen onRetry={retry} digest={errorDigest(error)} />
    </main>
  );
}
