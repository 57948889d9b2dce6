'use client';

import { useEffect, useId, type ReactNode } from 'react';
import { Menu } from '@/components/icons/menu';
import { X } from '@/components/icons/x';
import { useRouteDisclosure } from '@/components/ui/use-route-disclosure';
import { NavLinks } from './nav-links';

/**
 * The header's menu below the lg breakpoint: a disclosure button (aria-expanded/aria-controls) and a panel.
 * Opening moves focus into the panel; Escape closes it and gives focus back to the button; following a link,
 * clicking outside or navigating closes it. `account` is the header's account corner, rendered on the server.
 * The panel's links render only while it is open: closed, they would add every page's server render and HTML a
 * second copy of the header's links that nobody can see.
 */
export function MobileMenu({ account }: { account: ReactNode }) {
  const { open, setOpen, buttonRef, panelRef } = useRouteDisclosure();
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen, panelRef, buttonRef]);

  const toggle = () => setOpen((value) => !value);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-gray-200 bg-white shadow-lg"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {open ? (
          <nav aria-label="Main menu" className="container-page py-3">
            <NavLinks layout="stacked" />
            <div className="mt-3 border-t border-gray-100 pt-4 pb-2">{account}</div>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
