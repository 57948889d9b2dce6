'use client';

import { useEffect } from 'react';
import { errorDigest, ErrorScreen } from '@/components/ui/error-screen';
import { reportException } from '@/lib/analytics/exception';
import { inter } from './fonts';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own document, styles and font. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    // Reaches GA when the layout failed in the browser, where gtag was already loaded (if configured).
    reportException(error, true);
  }, [error]);

  return (
    <html lang="en-IN" className={inter.variable}>
      <body>
        <title>Something went wrong | MBA Disha</title>
        <main id="main-content">
          <ErrorScreen onRetry={retry} digest={errorDigest(error)} />
        </main>
      </body>
    </html>
  );
}
