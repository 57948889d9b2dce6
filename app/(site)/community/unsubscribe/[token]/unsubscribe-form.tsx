'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { unsubscribeFromReplies, type UnsubscribeState } from '@/lib/community/community-unsubscribe.actions';

const initialState: UnsubscribeState = { result: null };

/**
 * One press unsubscribes. A button rather than unsubscribing on arrival, so a mail scanner that fetches the link
 * to check it changes nothing; the answer replaces the button.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState(unsubscribeFromReplies, initialState);
  if (state.result?.ok) {
    return (
      <div role="status" className="flex max-w-2xl gap-3 rounded-xl border border-success-700/30 bg-success-50 p-5">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success-700" aria-hidden="true" />
        <div>
          <p className="text-base font-semibold text-gray-900">{state.result.data.message}</p>
          <p className="mt-1 text-sm text-gray-700">
            Other discussions you started still e-mail you about their replies; each e-mail has its own link to stop them.
          </p>
          <Link href="/community" className="mt-3 inline-flex min-h-11 items-center link">
            Back to the community
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn-brand" disabled={pending} aria-disabled={pending}>
        {pending ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm font-medium text-danger-700">
        {state.result && !state.result.ok ? state.result.message : null}
      </p>
    </form>
  );
}
