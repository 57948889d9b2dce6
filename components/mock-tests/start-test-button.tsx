'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Loader2 } from '@/components/icons/loader-2';
import { PlayCircle } from '@/components/icons/play-circle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { startMockTest } from '@/lib/mock-tests/mock-tests.actions';

/**
 * Starts (or resumes: the server keeps one attempt in progress per member and test) and opens the test screen.
 * The button shows progress and cannot be pressed twice; a failure says why, under the button.
 */
export function StartTestButton({ slug, resume }: { slug: string; resume: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const label = resume ? 'Resume test' : 'Start test';

  function onClick() {
    setError(null);
    startTransition(async () => {
      try {
        const result = await startMockTest({ slug });
        if (result.ok) router.push(`/mock-tests/attempts/${result.data.attemptId}`);
        else setError(result.message);
      } catch {
        // The request never reached the server (offline, or the server is down).
        setError(DATA_ERRORS.CONNECTION_ERROR);
      }
    });
  }

  return (
    <div>
      <button
        type="button"
        className="btn-primary w-full px-6 text-base sm:w-auto"
        onClick={onClick}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <PlayCircle className="h-5 w-5" aria-hidden="true" />
        )}
        {pending ? (resume ? 'Opening your test…' : 'Starting…') : label}
      </button>
      <p role="alert" className="mt-2 text-sm text-danger-700 empty:mt-0">
        {error}
      </p>
    </div>
  );
}
