'use client';

import { useId, useState, type FormEvent } from 'react';
import type { SubscribeOutcome } from '@/lib/data/waitlist';
import { subscribeFromBrowser } from '@/lib/newsletter/subscribe-from-browser';

const EMPTY_MESSAGE = 'Please enter your email address';
const INVALID_MESSAGE = 'Please enter a valid email address';
/** Spec §5: text, @, text, dot, text, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The launch waitlist: a newsletter subscription with source 'prelaunch', written with the browser client
 * (loaded only when someone submits).
 */
export function WaitlistForm() {
  const inputId = useId();
  const messageId = useId();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    setOutcome(null);
    if (email === '') return setError(EMPTY_MESSAGE);
    if (!EMAIL_PATTERN.test(email)) return setError(INVALID_MESSAGE);
    setError(null);
    setPending(true);
    try {
      const result = await subscribeFromBrowser(email, 'prelaunch');
      setOutcome(result);
      if (result.status === 'subscribed') input.value = '';
    } finally {
      setPending(false);
    }
  }

  const message = error ?? outcome?.message ?? null;
  const tone =
    error || outcome?.status === 'failed'
      ? 'text-danger-700'
      : outcome?.status === 'duplicate'
        ? 'text-brand-800'
        : 'text-success-700';

  return (
    <form noValidate onSubmit={onSubmit} className="w-full max-w-lg" aria-label="Join the launch waitlist">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
        Your e-mail address
      </label>
      <div className="mt-2 flex flex-col gap-2">
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
          className="min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500"
        />
        <button type="submit" className="btn-primary shrink-0 px-6" disabled={pending} aria-disabled={pending}>
          {pending ? 'Joining…' : 'Join the waitlist'}
        </button>
      </div>
      <p id={messageId} role="status" aria-live="polite" className={`mt-2 min-h-6 text-sm font-medium ${tone}`}>
        {message}
      </p>
    </form>
  );
}
