'use client';

import { Trash2 } from 'lucide-react';
import { useState, useTransition } from 'react';
import { removeSavedComparison } from '@/app/(site)/compare/actions';

export function RemoveSavedComparison({ id, label }: { id: string; label: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex shrink-0 flex-col items-end">
      <button
        type="button"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={`Remove the saved comparison ${label}`}
        onClick={() =>
          startTransition(async () => {
            const result = await removeSavedComparison({ id }).catch(() => null);
            setError(result?.ok ? null : (result?.message ?? 'Could not reach MBA Disha. Please try again.'));
          })
        }
        className="btn-ghost h-11 w-11 px-0"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
      <span role="status" className={error ? 'text-xs text-red-700' : 'sr-only'}>
        {error}
      </span>
    </span>
  );
}
