'use client';

import { useActionState } from 'react';
import type { WithdrawState } from '@/lib/my-data/my-data.actions';

const initialState: WithdrawState = { result: null };

export type WithdrawAction = (prev: WithdrawState, formData: FormData) => Promise<WithdrawState>;

/**
 * One click withdraws one standing consent. The page then shows the consent as withdrawn and this stays in place
 * without its button, so the confirmation is still announced where the button was.
 */
export function WithdrawButton({
  action,
  granted,
  purpose,
  collegeId,
  name,
}: {
  action: WithdrawAction;
  granted: boolean;
  purpose: string;
  collegeId: string | null;
  name: string;
}) {
  const [state, formAction, pending] = useActionState(action, initialState);
  const { result } = state;
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="collegeId" value={collegeId ?? ''} />
      {granted ? (
        <button
          type="submit"
          className="btn-secondary"
          disabled={pending}
          aria-disabled={pending}
          aria-label={`Withdraw consent: ${name}`}
        >
          {pending ? 'Withdrawing…' : 'Withdraw'}
        </button>
      ) : null}
      <span role="status" aria-live="polite" className={`text-sm ${result?.ok ? 'text-success-700' : 'text-danger-700'}`}>
        {result ? (result.ok ? result.data.message : result.message) : null}
      </span>
    </form>
  );
}
