'use client';

import { useActionState } from 'react';
import type { ConfirmMemberLinkState } from '@/lib/my-data/my-data.handlers';

const initialState: ConfirmMemberLinkState = { result: null };

/**
 * Confirms the mailbox with the e-mailed link's token. A button rather than confirming on arrival: a mail scanner
 * that fetches the link to check it must not use it up, or act, before its owner clicks.
 */
export function ConfirmMemberLinkForm({
  token,
  action,
}: {
  token: string;
  action: (state: ConfirmMemberLinkState, formData: FormData) => Promise<ConfirmMemberLinkState>;
}) {
  const [state, formAction, pending] = useActionState(action, initialState);
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn-brand" disabled={pending} aria-disabled={pending}>
        {pending ? 'Confirming…' : 'Confirm and show my data'}
      </button>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm font-medium text-danger-700">
        {state.result && !state.result.ok ? state.result.message : null}
      </p>
    </form>
  );
}
