'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** 'alertdialog' for a question that must be answered before going on (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The control focused on opening; without it, the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * Every modal of the site is this one (Radix Dialog): focus moves in and stays there, Escape and a click outside
 * close it, the title labels it, the page behind is hidden from assistive technology, and closing puts the focus
 * back where it was. Our dialogs open from state rather than a Radix Trigger, which Radix alone would return to.
 * Once something has been typed or chosen in it, a click outside no longer closes it (a stray tap would throw
 * away what was written); Escape and its own buttons still do.
 */
export function Dialog({ open, onOpenChange, title, description, role = 'dialog', initialFocus, children }: DialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  // Set by the first input event inside (typing, a choice), cleared whenever the dialog opens.
  const edited = useRef(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-brand-950/60" />
        <RadixDialog.Content
          role={role}
          onInput={() => {
            edited.current = true;
          }}
          onPointerDownOutside={(event) => {
            if (edited.current) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            edited.current = false;
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The opener may be gone (a deleted row); the focus then stays on the page.
            if (returnTo.current?.isConnected) returnTo.current.focus();
            returnTo.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-gray-900 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="text-lg font-bold text-brand-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-gray-700">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it is in. */
export const DialogClose = RadixDialog.Close;
