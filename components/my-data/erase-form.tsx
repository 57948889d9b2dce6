'use client';

import { useActionState, useId } from 'react';
import { firstFieldErrors } from '@/lib/actions/result';
import type { EraseState } from '@/lib/my-data/my-data.actions';

const initialState: EraseState = { result: null };

export type EraseAction = (prev: EraseState, formData: FormData) => Promise<EraseState>;

/**
 * Erasing takes two steps: open the confirmation, tick that it cannot be undone, then erase. <details> keeps the
 * first step working without JavaScript, and the server checks the tick again.
 */
export function EraseForm({ action }: { action: EraseAction }) {
  const checkId = useId();
  const messageId = useId();
  const [state, formAction, pending] = useActionState(action, initialState);
  const { result } = state;
  const message = result?.ok ? result.data.message : (firstFieldErrors(result).confirm ?? result?.message);

  return (
    <details className="rounded-xl border border-danger-700/30 bg-danger-50 p-4" open={result !== null && !result.ok}>
      <summary className="cursor-pointer font-semibold text-danger-700">Erase everything…</summary>
      <form action={formAction} className="mt-3 space-y-3">
        <p className="text-sm text-gray-800">
          Your enquiries are kept only as anonymous counts (no name, address, phone or message), your contact messages and
          newsletter subscription are deleted, and your consent records keep only what was agreed and when, without your address.
          This cannot be undone.
        </p>
        <div className="flex items-start gap-2">
          <input id={checkId} type="checkbox" name="confirm" value="yes" aria-describedby={messageId} className="mt-1 h-4 w-4" />
          <label htmlFor={checkId} className="text-sm font-medium text-gray-900">
            I understand that this cannot be undone
          </label>
        </div>
        <button
          type="submit"
          className="btn bg-danger-700 text-white hover:bg-danger-700/90"
          disabled={pending}
          aria-disabled={pending}
        >
          {pending ? 'Erasing…' : 'Erase everything'}
        </button>
        <p
          id={messageId}
          role="status"
          aria-live="polite"
          className={`min-h-6 text-sm font-medium ${result?.ok ? 'text-success-700' : 'text-danger-700'}`}
        >
          {message}
        </p>
      </form>
    </details>
  );
}
