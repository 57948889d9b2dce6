'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import type { UnsubscribeFormState } from '@/lib/email/unsubscribe.handlers';

const initialState: UnsubscribeFormState = { result: null };

/**
 * The one button of an unsubscribe page. A button rather than unsubscribing on arrival, so a mail scanner that
 * fetches the link changes nothing; the outcome replaces it. Works without JavaScript (a form posting to the
 * page's server action, passed in by the page).
 */
export function UnsubscribeButton({
  action,
  token,
  label,
  pendingLabel,
}: {
  action: (previous: UnsubscribeFormState, formData: FormData) => Promise<UnsubscribeFormState>;
  token: string;
  label: string;
  pendingLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, initialState);
  const { result } = state;
  if (result?.ok) {
    const { title, text, link } = result.data;
    return (
      <div role="status" className="flex max-w-2xl gap-3 rounded-xl border border-success-700/30 bg-success-50 p-5">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success-700" aria-hidden="true" />
        <div>
          <h2 className="text-base font-semibold text-gray-900">{title}</h2>
          <p className="mt-1 text-sm text-gray-700">{text}</p>
          <Link href={link.href} className="mt-3 inline-flex min-h-11 items-center link">
            {link.label}
          </Link>
        </div>
      </div>
    );
  }
  const refusal = result && !result.ok ? (result.fieldErrors?.token?.[0] ?? result.message) : null;
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn-brand" disabled={pending} aria-disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm font-medium text-danger-700">
        {refusal}
      </p>
    </form>
  );
}
