'use client';

import { useEffect, useRef, useState } from 'react';
import { AUTH_ERRORS } from '@/lib/auth/error-messages';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/**
 * Shared by the three auth forms: the outcome line, a lock so a second press never sends a second request,
 * and the delayed close after success (cancelled if the form unmounts first).
 */
export function useAuthSubmit() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function run(action: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      await action();
    } catch {
      setOutcome({ kind: 'error', message: AUTH_ERRORS.unexpected });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function succeed(message: string, finish?: { after: number; then: () => void }) {
    setOutcome({ kind: 'success', message });
    if (!finish) return;
    setDone(true);
    timer.current = setTimeout(finish.then, finish.after);
  }

  function fail(message: string) {
    setOutcome({ kind: 'error', message });
  }

  return { outcome, busy, done, run, succeed, fail };
}
