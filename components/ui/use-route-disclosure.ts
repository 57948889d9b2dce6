'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';

/**
 * The open state, button and panel of a menu or drawer that closes when the route changes (a followed link).
 * Closing while rendering, not in an effect, so the old panel never flashes open on the new page.
 */
export function useRouteDisclosure() {
  const [open, setOpenState] = useState(false);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  if (open && pathname !== openedAt) {
    setOpenState(false);
    setOpenedAt(pathname);
  }

  /** Opens or closes it; opening remembers the page it was opened on. */
  const setOpen = useCallback(
    (next: boolean | ((open: boolean) => boolean)) => {
      setOpenedAt(pathname);
      setOpenState(next);
    },
    [pathname],
  );
  return { open, setOpen, buttonRef, panelRef, pathname };
}
