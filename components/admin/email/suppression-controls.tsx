'use client';

import { useActionState, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { firstFieldErrors } from '@/lib/actions/result';
import {
  suppressEmailAddress,
  unsuppressEmailAddress,
  type SuppressFormState,
  type UnsuppressFormState,
} from '@/lib/email/outbox-admin.actions';

const INPUT = 'mt-1 min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900';
const LABEL = 'block text-sm font-medium text-gray-800';

function Answer({ state }: { state: SuppressFormState | UnsuppressFormState }) {
  if (!state.result) return null;
  return state.result.ok ? (
    <p role="status" className="mt-3 rounded-lg border border-success-700/30 bg-success-50 px-3 py-2 text-sm text-success-700">
      {state.result.data.message}
    </p>
  ) : (
    <p role="alert" className="mt-3 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
      {state.result.message}
    </p>
  );
}

/** Blocks an address from optional mail by hand (a person asked by phone, a known trap address). */
export function SuppressForm() {
  const [state, action, pending] = useActionState<SuppressFormState, FormData>(suppressEmailAddress, { result: null });
  const errors = firstFieldErrors(state.result);
  const values = state.values ?? {};
  const formKey = state.result?.ok ? JSON.stringify(state.result) : 'suppress';
  return (
    <div>
      <form key={formKey} action={action} noValidate className="grid gap-3 sm:grid-cols-[2fr_3fr_auto] sm:items-start">
        <div>
          <label htmlFor="suppress-email" className={LABEL}>
            E-mail
          </label>
          <input
            id="suppress-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={values.email ?? ''}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'suppress-email-error' : undefined}
            className={INPUT}
          />
          {errors.email ? (
            <p id="suppress-email-error" className="mt-1 text-sm text-danger-700">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="suppress-note" className={LABEL}>
            Note <span className="font-normal text-gray-600">(optional)</span>
          </label>
          <input
            id="suppress-note"
            name="note"
            maxLength={500}
            autoComplete="off"
            defaultValue={values.note ?? ''}
            placeholder="Asked by phone to stop all e-mail"
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'suppress-note-error' : undefined}
            className={INPUT}
          />
          {errors.note ? (
            <p id="suppress-note-error" className="mt-1 text-sm text-danger-700">
              {errors.note}
            </p>
          ) : null}
        </div>
        <div className="sm:pt-6">
          <button type="submit" className="btn-brand w-full sm:w-auto" disabled={pending}>
            {pending ? 'Suppressing…' : 'Suppress address'}
          </button>
        </div>
      </form>
      {Object.keys(errors).length === 0 ? <Answer state={state} /> : null}
    </div>
  );
}

/** Lets a suppressed address get optional mail again, after a confirmation naming it. */
export function UnsuppressButton({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState<UnsuppressFormState, FormData>(unsuppressEmailAddress, { result: null });
  const failure = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button type="button" className="btn-ghost text-danger-700" onClick={() => setOpen(true)}>
        Remove
        <span className="sr-only"> the suppression of {email}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove the suppression of ${email}?`}
        description="The address may get the newsletter, reminders and reply notices again. Do this only if the person asked for it or the bounce was a mistake."
        confirmLabel="Remove suppression"
        danger
        pending={pending}
        error={open ? failure : null}
        formAction={action}
      >
        <input type="hidden" name="email" value={email} />
      </ConfirmDialog>
    </>
  );
}
