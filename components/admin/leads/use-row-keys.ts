'use client';

import { useEffect, useState } from 'react';

/** The search box `/` focuses (DESIGN.md's keyboard). */
export const LEAD_SEARCH_ID = 'lead-search';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** An open dialog holds the focus, so a key pressed while one is open comes from inside it. */
function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The table's keyboard (DESIGN.md): `/` focuses the search box, `j` and `k` move the highlight through the rows
 * (focusing the row's link), Enter opens the highlighted row. Keys typed into a field, with a modifier, or while a
 * dialog is open are left alone. Returns the highlighted row's index (-1 for none).
 */
export function useRowKeys(rowCount: number, onOpen: (index: number) => void): number {
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target) || inDialog(event.target)) return;
      if (event.key === '/') {
        const search = document.getElementById(LEAD_SEARCH_ID);
        if (search) {
          event.preventDefault();
          search.focus();
        }
        return;
      }
      if ((event.key === 'j' || event.key === 'k') && rowCount > 0) {
        event.preventDefault();
        const next = event.key === 'j' ? Math.min(rowCount - 1, active + 1) : Math.max(0, active - 1);
        setActive(next);
        const row = document.querySelectorAll<HTMLElement>('[data-lead-row]')[next];
        row?.querySelector<HTMLElement>('[data-row-link]')?.focus();
        row?.scrollIntoView({ block: 'nearest' });
        return;
      }
      // On a focused link Enter already follows it; this covers a highlighted row whose link lost the focus.
      if (
        event.key === 'Enter' &&
        active >= 0 &&
        !(event.target instanceof HTMLAnchorElement || event.target instanceof HTMLButtonElement)
      ) {
        event.preventDefault();
        onOpen(active);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rowCount, active, onOpen]);

  return active >= rowCount ? -1 : active;
}
