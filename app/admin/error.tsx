'use client';

import { useEffect } from 'react';
import { errorDigest, ErrorScreen } from '@/components/ui/error-screen';

export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main-content" className="flex-1">
      <ErrorScreen onRetry={retry} digest={errorDigest(error)} />
    </main>
  );
}
