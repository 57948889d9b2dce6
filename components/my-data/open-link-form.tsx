'use client';

import { useActionState } from 'react';
import { openMyDataLink, type OpenLinkState } from '@/lib/my-data/my-data.actions';

const initialState: OpenLinkState = { result: null };

/**
 * Opens an e-mailed link. A button rather than opening on arrival, so a mail scanner that fetches the link to
 * check it does not use it up before its owner clicks.
 */
export function OpenLinkForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState(openMyDataLink, initialState);
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn-brand" disabled={pending} aria-disabled={pending}>
        {pending ? 'Opening…' : 'Show my data'}
      </button>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm font-medium text-danger-700">
        {state.result && !state.result.ok ? state.result.message : null}
      </p>
    </form>
  );
}
