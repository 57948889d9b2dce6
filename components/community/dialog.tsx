'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog> element: focus moves into it and stays there, Escape closes it,
 * and the page behind is inert; no dialog library is loaded for a thread's confirm and report boxes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/40"
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
