'use client';

import { Toaster as Sonner, toast } from 'sonner';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { X } from '@/components/icons/x';

/*
 * A toast for a completed change (DESIGN.md): announced politely, dismissable, gone after a few seconds.
 * Failures are not toasts; they show inline where the change was attempted, with the reason.
 * Sonner queues, stacks and times them; the toast itself is ours: a role="status" box in the site's colours and font
 * (sonner's list sets a font of its own).
 */

export function showToast(message: string) {
  toast.custom((id) => (
    <div
      role="status"
      className="flex w-full max-w-sm items-start gap-2 rounded-lg border border-success-700/30 bg-white px-4 py-3 font-sans text-sm text-gray-900 shadow-lg"
    >
      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success-700" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      <button
        type="button"
        onClick={() => toast.dismiss(id)}
        className="-my-1 -mr-2 inline-flex h-8 w-8 items-center justify-center rounded text-gray-600 hover:bg-gray-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  ));
}

/** Where the back office's toasts appear: once, in the admin frame. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      expand
      visibleToasts={3}
      duration={6000}
      gap={8}
      offset={16}
      mobileOffset={16}
      // No fade-in: a toast caught mid-fade fails axe's colour-contrast check (the browser tests run axe with one
      // on screen), and the news is there at once.
      toastOptions={{ className: 'transition-none!' }}
    />
  );
}
