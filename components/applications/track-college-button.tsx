'use client';

import { Plus } from 'lucide-react';
import { useState, useTransition } from 'react';
import { trackCollege } from '@/app/(site)/profile/applications/actions';

export function TrackCollegeButton({ slug, name }: { slug: string; name: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex shrink-0 flex-col items-end">
      <button
        type="button"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={`Track ${name}`}
        className="btn-secondary min-h-11 px-3 text-sm"
        onClick={() =>
          startTransition(async () => {
            const result = await trackCollege({ slug }).catch(() => null);
            setError(result?.ok ? null : (result?.message ?? 'Could not reach MBA Disha. Please try again.'));
          })
        }
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> Track
      </button>
      <span role="status" className={error ? 'mt-1 max-w-[14rem] text-right text-xs text-red-700' : 'sr-only'}>
        {error}
      </span>
    </span>
  );
}
