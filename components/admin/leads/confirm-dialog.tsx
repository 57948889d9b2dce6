'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, naming what is affected: "Change status of 3 leads to Contacted?" */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** A destructive action's button is red. */
  danger?: boolean;
  pending?: boolean;
  /** Why the action failed, shown inside the dialog so the person can retry or cancel. */
  error?: string | null;
  /** A form (for actions posted as forms) or a click handler. */
  onConfirm?: () => void;
  formAction?: (formData: FormData) => void;
  children?: ReactNode;
}

/** A confirmation that names what will change (DESIGN.md); Cancel has the focus first, so Enter never confirms blind. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, danger, pending, error, onConfirm, formAction, children } = props;
  const confirmClass = danger ? 'btn bg-danger-700 text-white hover:bg-danger-700/90' : 'btn-brand';
  const buttons = (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Dialog.Close asChild>
        <button type="button" className="btn-secondary" autoFocus>
          Cancel
        </button>
      </Dialog.Close>
      <button
        type={formAction ? 'submit' : 'button'}
        className={confirmClass}
        disabled={pending}
        onClick={formAction ? undefined : onConfirm}
      >
        {pending ? 'Working…' : confirmLabel}
      </button>
    </div>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-bold text-brand-900">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description> : null}
          {error ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700"
            >
              {error}
            </p>
          ) : null}
          {formAction ? (
            <form action={formAction}>
              {children}
              {buttons}
            </form>
          ) : (
            <>
              {children}
              {buttons}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
