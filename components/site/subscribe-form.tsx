'use client';

import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NewsletterNotice } from '@/components/leads/consent-notice';
import { HoneypotField } from '@/components/leads/honeypot-field';
import { useBrowserDetails } from '@/components/leads/use-browser-details';
import { firstFieldErrors } from '@/lib/actions/result';
import { FORM_GUARD_FIELDS } from '@/lib/leads/form-fields';
import { subscribeToNewsletter, type SubscribeFormState } from '@/lib/newsletter/newsletter.actions';
import type { SubscribeSource } from '@/lib/newsletter/newsletter.handlers';

const initialState: SubscribeFormState = { result: null };

interface Look {
  label: string;
  submit: string;
  pending: string;
  formLabel?: string;
  classes: { form: string; label: string; row: string; input: string; button: string; message: string; notice: string };
  tones: { error: string; known: string; success: string };
}

/** The footer sits on a dark band; the launch page's waitlist is a light card with its own words. */
const LOOKS: Record<SubscribeSource, Look> = {
  footer: {
    label: 'Email address',
    submit: 'Subscribe',
    pending: 'Subscribing…',
    classes: {
      form: 'w-full max-w-md',
      label: 'block text-sm font-medium text-white',
      row: 'mt-2 flex flex-col gap-2 sm:flex-row',
      input:
        'min-h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-saffron-400',
      button: 'btn shrink-0 bg-white text-brand-900 hover:bg-brand-100',
      message: 'mt-2 min-h-5 text-sm',
      notice: 'mt-1 text-xs leading-5 text-brand-100',
    },
    tones: { error: 'text-saffron-200', known: 'text-saffron-200', success: 'text-green-200' },
  },
  prelaunch: {
    label: 'Your e-mail address',
    submit: 'Join the waitlist',
    pending: 'Joining…',
    formLabel: 'Join the launch waitlist',
    classes: {
      form: 'w-full max-w-lg',
      label: 'block text-sm font-medium text-gray-900',
      row: 'mt-2 flex flex-col gap-2',
      input: 'min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500',
      button: 'btn-primary shrink-0 px-6',
      message: 'mt-2 min-h-6 text-sm font-medium',
      notice: 'mt-1 text-sm text-gray-600',
    },
    tones: { error: 'text-danger-700', known: 'text-brand-800', success: 'text-success-700' },
  },
};

/**
 * The one newsletter form, in the footer and on the launch page. It posts to a server action, so it works without
 * JavaScript; the address is checked there with the shared e-mail rules, and editing the field clears its error.
 * With JavaScript the form dispatches the action itself: React's reset after a form action would otherwise wipe
 * whatever was typed while an earlier submission was still on its way. The pages it sits on are cached, so its
 * idempotency key comes from the browser: one per subscription, kept for a retry after a failure, renewed after a
 * success; a double click sends the same key twice and subscribes once.
 */
export function SubscribeForm({ source }: { source: SubscribeSource }) {
  const look = LOOKS[source];
  const inputId = useId();
  const messageId = useId();
  const noticeId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keyRef = useRef<HTMLInputElement>(null);
  const [state, formAction, pending] = useActionState(subscribeToNewsletter, initialState);
  const [editedAfter, setEditedAfter] = useState<SubscribeFormState | null>(null);
  const { result } = state;

  const refusedEmail = firstFieldErrors(result).email;
  const fieldError = editedAfter === state ? undefined : refusedEmail;
  let message: string | undefined;
  let tone = look.tones.error;
  if (result?.ok) [message, tone] = [result.data.message, look.tones.success];
  else if (refusedEmail) message = fieldError;
  else if (result) [message, tone] = [result.message, result.code === 'CONFLICT' ? look.tones.known : look.tones.error];

  useEffect(() => {
    const input = inputRef.current;
    if (!input || !result) return;
    if (result.ok) input.value = '';
    else if (result.code === 'VALIDATION') input.focus();
  }, [result]);

  useEffect(() => {
    const key = keyRef.current;
    if (key && (!key.value || result?.ok)) key.value = crypto.randomUUID();
  }, [result]);

  useBrowserDetails(formRef, state);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => formAction(formData));
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label={look.formLabel}
      className={`relative ${look.classes.form}`}
    >
      <input type="hidden" name="source" value={source} />
      <input ref={keyRef} type="hidden" name={FORM_GUARD_FIELDS.idempotencyKey} defaultValue="" />
      <input type="hidden" name="page_url" defaultValue="" />
      <input type="hidden" name="referrer_url" defaultValue="" />
      <HoneypotField idPrefix={inputId} />
      <label htmlFor={inputId} className={look.classes.label}>
        {look.label}
      </label>
      <div className={look.classes.row}>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          defaultValue={state.values?.email ?? ''}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${messageId} ${noticeId}`}
          onChange={() => fieldError && setEditedAfter(state)}
          className={look.classes.input}
        />
        <button type="submit" className={look.classes.button} disabled={pending} aria-disabled={pending}>
          {pending ? look.pending : look.submit}
        </button>
      </div>
      <p id={messageId} role="status" aria-live="polite" className={`${look.classes.message} ${tone}`}>
        {message}
      </p>
      <NewsletterNotice id={noticeId} className={look.classes.notice} />
    </form>
  );
}
