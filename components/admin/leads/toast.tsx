'use client';

import { useSyncExternalStore } from 'react';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { X } from '@/components/icons/x';

/*
 * A toast for a completed change (DESIGN.md): announced politely, dismissable, gone after a few seconds.
 * Failures are not toasts; they show inline where the change was attempted, with the reason.
 */

interface Toast {
  id: number;
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string) {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, message }];
  emit();
  setTimeout(() => dismiss(id), 6000);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: Toast[] = [];

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto"
    >
      {current.map((toast) => (
        <div
          key={toast.id}
          className="pointer-events-auto flex max-w-sm items-start gap-2 rounded-lg border border-success-700/30 bg-white px-4 py-3 text-sm text-gray-900 shadow-lg"
        >
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success-700" aria-hidden="true" />
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-my-1 -mr-2 inline-flex h-8 w-8 items-center justify-center rounded text-gray-600 hover:bg-gray-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </div>
  );
}
