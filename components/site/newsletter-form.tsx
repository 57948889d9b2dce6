'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { subscribeFromBrowser } from '@/lib/newsletter/subscribe-from-browser';

export interface SubscribeResult {
  ok: boolean;
  message: string;
}

/** Subscribes an e-mail address and says what happened, in the spec's words. */
export type SubscribeAction = (email: string) => Promise<SubscribeResult>;

/** The footer's subscription: the same insert as the launch waitlist, with source 'footer'. */
const subscribeFromFooter: SubscribeAction = async (email) => {
  const outcome = await subscribeFromBrowser(email, 'footer');
  return { ok: outcome.status === 'subscribed', message: outcome.message };
};

const EMPTY_MESSAGE = 'Please enter your email address';
const INVALID_MESSAGE = 'Please enter a valid email address';

/**
 * The footer's newsletter slot. Validation is the spec's (§5): the e-mail must be non-empty after trimming and
 * pass the browser's own e-mail check; the form is noValidate so the message appears under the field in words
 * rather than as a browser bubble.
 */
export function NewsletterForm({ action = subscribeFromFooter }: { action?: SubscribeAction }) {
  const inputId = useId();
  const messageId = useId();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<SubscribeResult | null>(null);
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    input.value = email;
    setStatus(null);
    if (email === '') return setError(EMPTY_MESSAGE);
    if (!input.checkValidity()) return setError(INVALID_MESSAGE);
    setError(null);
    startTransition(async () => {
      const result = await action(email);
      setStatus(result);
      if (result.ok) input.value = '';
    });
  };

  const message = error ?? status?.message ?? null;
  const tone = error || (status && !status.ok) ? 'text-saffron-200' : 'text-green-200';

  return (
    <form noValidate onSubmit={onSubmit} className="w-full max-w-md">
      <label htmlFor={inputId} className="block text-sm font-medium text-white">
        Email address
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
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={() => error && setError(null)}
          className="min-h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-saffron-400"
        />
        <button
          type="submit"
          className="btn shrink-0 bg-white text-brand-900 hover:bg-brand-100"
          disabled={pending}
          aria-disabled={pending}
        >
          {pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} aria-live="polite" className={`mt-2 min-h-5 text-sm ${tone}`}>
        {message}
      </p>
    </form>
  );
}
