'use client';

import Link from 'next/link';
import { useEffect, useId } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ExternalLink } from '@/components/icons/external-link';
import { Menu } from '@/components/icons/menu';
import { X } from '@/components/icons/x';
import { useRouteDisclosure } from '@/components/ui/use-route-disclosure';
import type { AdminSection } from '@/lib/admin/sections';
import { AdminNav } from './admin-nav';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The sidebar under 768 px: a button (aria-expanded) opens it as a modal drawer. Focus moves in and stays in
 * while it is open; Escape, the close button or the backdrop close it and give focus back to the button;
 * following a link or navigating closes it.
 */
export function AdminDrawer({ sections, name, roleLabel }: { sections: AdminSection[]; name: string; roleLabel: string }) {
  const { open, setOpen, buttonRef: toggleRef, panelRef } = useRouteDisclosure();
  const drawerId = useId();

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const current = panel?.querySelector<HTMLElement>('a[aria-current="page"]');
    (current ?? panel?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      // Keep Tab inside the drawer: it is modal while open.
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, setOpen, panelRef, toggleRef]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-white hover:bg-brand-800"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>

      {/* Rendered only while open, so nothing in it is found, focused or read when it is closed. */}
      {open ? (
        <div>
          <div className="fixed inset-0 z-40 bg-gray-900/50" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label="Admin menu"
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white text-gray-900 shadow-xl"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) setOpen(false);
            }}
          >
            <div className="flex items-start justify-between gap-2 border-b border-gray-200 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-brand-900">{name}</p>
                <p className="text-sm text-gray-600">{roleLabel}</p>
              </div>
              <button
                type="button"
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
                onClick={close}
              >
                <X className="h-5 w-5" aria-hidden="true" />
                <span className="sr-only">Close menu</span>
              </button>
            </div>
            <div className="flex-1 overflow-y-auto p-3">
              <AdminNav sections={sections} label="Admin sections" />
            </div>
            <div className="flex flex-col gap-1 border-t border-gray-200 p-3">
              <Link href="/" className="btn-ghost justify-start">
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                View site
              </Link>
              <SignOutButton className="btn-ghost justify-start" />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
