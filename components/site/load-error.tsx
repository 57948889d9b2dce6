'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { AlertTriangle } from '@/components/icons/alert-triangle';
import { RotateCcw } from '@/components/icons/rotate-ccw';

/**
 * An inline load failure with 'Try Again' (spec §8): the rest of the page stays usable, and retrying
 * re-renders the page on the server without a full reload.
 */
export function LoadError({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-xl border border-danger-700/30 bg-danger-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-base text-danger-700">
        <AlertTriangle className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <button type="button" className="btn-secondary" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        Try Again
      </button>
    </div>
  );
}
