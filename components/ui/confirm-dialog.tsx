'use client';

import { useRef, type ReactNode } from 'react';
import { Dialog, DialogClose } from './dialog';

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
  const cancel = useRef<HTMLButtonElement>(null);
  const confirmClass = danger ? 'btn bg-danger-700 text-white hover:bg-danger-700/90' : 'btn-brand';
  const buttons = (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <DialogClose asChild>
        <button ref={cancel} type="button" className="btn-secondary">
          Cancel
        </button>
      </DialogClose>
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      description={description}
      initialFocus={cancel}
    >
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
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
    </Dialog>
  );
}
