'use client';

import { useActionState } from 'react';
import type { MemberLinkState } from '@/lib/my-data/my-data.handlers';

const initialState: MemberLinkState = { result: null };

/**
 * Asks for the link that proves the signed-in account's mailbox. No field: the link goes to the account's own
 * address, never to one typed here.
 */
export function MemberLinkForm({
  email,
  action,
}: {
  email: string;
  action: (state: MemberLinkState, formData: FormData) => Promise<MemberLinkState>;
}) {
  const [state, formAction, pending] = useActionState(action, initialState);
  const { result } = state;
  return (
    <form action={formAction} aria-label="E-mail me a link to confirm my address" className="mt-4 max-w-lg">
      <p className="text-gray-800">
        We will send it to <strong className="break-all">{email}</strong>.
      </p>
      <button type="submit" className="mt-3 btn-brand" disabled={pending || result?.ok} aria-disabled={pending || result?.ok}>
        {pending ? 'Sending…' : 'E-mail me a link'}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-6 text-sm font-medium ${result?.ok ? 'text-success-700' : 'text-danger-700'}`}
      >
        {result ? (result.ok ? result.data.message : result.message) : null}
      </p>
    </form>
  );
}
