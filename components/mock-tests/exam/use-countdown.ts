'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from the server's figure by the page's own monotonic clock (performance.now(), which a changed
 * system clock does not move). At zero it asks the server what happens next; a sleeping laptop wakes to the
 * right figure because the count is recomputed from when the figure arrived, not decremented per tick.
 */
export function useCountdown(serverSeconds: number, onZero: () => void | Promise<void>): number {
  const [left, setLeft] = useState(serverSeconds);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    const received = performance.now();
    let fired = false;
    const tick = () => {
      const remaining = Math.max(0, serverSeconds - Math.floor((performance.now() - received) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !fired && serverSeconds > 0) {
        fired = true;
        // A moment past the deadline, so the server agrees the time is up.
        window.setTimeout(() => void onZeroRef.current(), 600);
      }
    };
    tick();
    const timer = window.setInterval(tick, 250);
    // After a sleep or a hidden tab, recompute at once.
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [serverSeconds]);

  return left;
}

/** 2400 → '40:00', 3725 → '1:02:05'. */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
