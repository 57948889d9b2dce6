'use client';

import { useActionState, useId } from 'react';
import { firstFieldErrors } from '@/lib/actions/result';
import { requestMyDataLink, type RequestLinkState } from '@/lib/my-data/my-data.actions';

const initialState: RequestLinkState = { result: null };

/**
 * Asks for a one-time link to an address's data. It posts to a server action, so it works without JavaScript;
 * a valid address always gets the same answer, whether or not we hold anything for it.
 */
export function RequestLinkForm() {
  const inputId = useId();
  const messageId = useId();
  const [state, formAction, pending] = useActionState(requestMyDataLink, initialState);
  const { result } = state;
  const fieldError = firstFieldErrors(result).email;
  const message = result?.ok ? result.data.message : (fieldError ?? result?.message);

  return (
    <form action={formAction} noValidate aria-label="Ask for a link to your data" className="mt-4 max-w-lg">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
        Your e-mail address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          defaultValue={state.values?.email ?? ''}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={messageId}
          className="min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500"
        />
        <button type="submit" className="btn-brand shrink-0" disabled={pending} aria-disabled={pending}>
          {pending ? 'Sending…' : 'Send me a link'}
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-6 text-sm font-medium ${result?.ok ? 'text-success-700' : 'text-danger-700'}`}
      >
        {message}
      </p>
    </form>
  );
}
