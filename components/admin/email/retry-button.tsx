'use client';

import { useActionState } from 'react';
import { retryEmailMessage, type RetryFormState } from '@/lib/email/outbox-admin.actions';
import type { EmailListParams } from '@/lib/email/outbox-schema';

/**
 * "Retry" on a failed message: a form posting to its action, so it works before the page has hydrated. Success
 * goes back to the same filtered list with a notice; a refusal is said beside the button.
 */
export function RetryButton({ id, subject, filters }: { id: string; subject: string; filters: Omit<EmailListParams, 'before'> }) {
  const [state, action, pending] = useActionState<RetryFormState, FormData>(retryEmailMessage, { result: null });
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      {filters.kind ? <input type="hidden" name="kind" value={filters.kind} /> : null}
      {filters.to ? <input type="hidden" name="to" value={filters.to} /> : null}
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? 'Retrying…' : 'Retry'}
        <span className="sr-only"> “{subject}”</span>
      </button>
      {state.result && !state.result.ok ? (
        <p role="alert" className="text-sm text-danger-700">
          {state.result.message}
        </p>
      ) : null}
    </form>
  );
}
