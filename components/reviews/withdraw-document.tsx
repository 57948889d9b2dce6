'use client';

import { useActionState } from 'react';
import { withdrawReviewDocument, type ReviewFormState } from '@/lib/reviews/reviews.actions';

/** Takes back a document still waiting for a moderator: the check is withdrawn and the file deleted at once. */
export function WithdrawDocument({ checkId }: { checkId: string }) {
  const [state, action, pending] = useActionState<ReviewFormState, FormData>(withdrawReviewDocument, { result: null });
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <form action={action} className="mt-2">
      <input type="hidden" name="checkId" value={checkId} />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? 'Withdrawing…' : 'Withdraw the document'}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-danger-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
