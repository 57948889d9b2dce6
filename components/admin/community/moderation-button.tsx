'use client';

import { useActionState, useState, type ReactNode } from 'react';
import { TextAreaField } from '@/components/admin/content/fields';
import { showToast } from '@/components/admin/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { REASON_MAX } from '@/lib/community/admin-schema';
import type { ModerationState } from '@/lib/community/community-admin.actions';

interface ModerationButtonProps {
  /** A 'use server' moderation action from lib/community/community-admin.actions.ts. */
  action: (state: ModerationState, formData: FormData) => Promise<ModerationState>;
  /** The button's text, e.g. "Hide". */
  label: string;
  /** The accessible name when the text alone is ambiguous in a list ("Hide reply by Asha"). */
  ariaLabel?: string;
  /** The dialog's question, naming what changes: "Hide this reply?" */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** What the action acts on, posted as hidden fields. */
  fields: Record<string, string>;
  /** required: a reason must be given; optional: a note may be; none: no text field. */
  reason?: 'required' | 'optional' | 'none';
  danger?: boolean;
  /** Further fields (a topic, a period), shown above the reason. */
  children?: ReactNode;
  className?: string;
}

/**
 * One moderation: a button that opens a dialog asking for the reason (kept in the moderation record), posts the
 * form to its action and, once done, closes with a toast; a refusal stays in the dialog with what to fix.
 */
export function ModerationButton(props: ModerationButtonProps) {
  const { action, label, ariaLabel, title, description, confirmLabel, fields, reason = 'required', danger, children } = props;
  const [open, setOpen] = useState(false);
  // The toast is raised here, not in an effect: a post dealt with leaves the queue, and this button with it, in the
  // same render that brings the result.
  const [state, formAction, pending] = useActionState<ModerationState, FormData>(
    async (previous, formData) => {
      const next = await action(previous, formData);
      if (next.result?.ok) {
        showToast(next.result.data.message);
        setOpen(false);
      }
      return next;
    },
    { result: null },
  );

  const result = state.result && !state.result.ok ? state.result : null;
  const fieldErrors = result?.fieldErrors ?? {};
  const reasonError = fieldErrors.reason?.[0] ?? null;
  const otherErrors = Object.entries(fieldErrors)
    .filter(([key]) => key !== 'reason')
    .flatMap(([, messages]) => (messages as string[] | undefined)?.slice(0, 1) ?? []);
  const error = result
    ? reasonError && otherErrors.length === 0
      ? 'Please give a reason.'
      : [result.message, ...otherErrors].join(' ')
    : null;

  return (
    <>
      <button
        type="button"
        className={props.className ?? (danger ? 'btn-secondary text-danger-700' : 'btn-secondary')}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        danger={danger}
        pending={pending}
        error={error}
        formAction={formAction}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="mt-4 space-y-4">
          {children}
          {reason !== 'none' ? (
            <TextAreaField
              name="reason"
              label={reason === 'required' ? 'Reason' : 'Note (optional)'}
              hint={reason === 'required' ? 'Required. Kept in the moderation record.' : 'Kept in the moderation record.'}
              rows={3}
              maxLength={REASON_MAX}
              error={reasonError}
              defaultValue={state.values?.reason ?? ''}
            />
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
