'use client';

import { useState, useTransition, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/result';

const OFFLINE = 'Could not reach MBA Disha. Please try again.';

interface Props {
  /** Calls the server action; its refusal message shows under the button. */
  run: () => Promise<ActionResult<unknown, unknown>>;
  label: string;
  className: string;
  children: ReactNode;
}

/** A button that runs one server action, busy while it runs, with the action's refusal (or the offline message) beside it. */
export function ActionButton({ run, label, className, children }: Props) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex shrink-0 flex-col items-end">
      <button
        type="button"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={label}
        className={className}
        onClick={() =>
          startTransition(async () => {
            const result = await run().catch(() => null);
            setError(result?.ok ? null : (result?.message ?? OFFLINE));
          })
        }
      >
        {children}
      </button>
      <span role="status" className={error ? 'mt-1 max-w-[14rem] text-right text-xs text-red-700' : 'sr-only'}>
        {error}
      </span>
    </span>
  );
}
