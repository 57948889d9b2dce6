'use client';

import { useEffect, useRef, useState } from 'react';
import { authErrorMessage, type AuthContext } from '@/lib/auth/error-messages';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/**
 * Shared by the auth forms: the outcome line, a lock so a second press never sends a second request,
 * and the delayed close after success (cancelled if the form unmounts first). Every failure, returned or
 * thrown, is worded by lib/auth/error-messages for the form's action and place (modal or page); without a
 * context, the modal's sign-in wording.
 */
export function useAuthSubmit(context?: AuthContext) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const [finish, setFinish] = useState<{ after: number; then: () => void } | null>(null);

  // The close is timed from when the success message is on screen (spec §9: "closes 1000 ms after the success
  // message"), not from when it was asked for: on a busy phone the render can lag the request by a frame or more.
  useEffect(() => {
    if (!finish) return;
    const timer = setTimeout(finish.then, finish.after);
    return () => clearTimeout(timer);
  }, [finish]);

  /** A failure already worded for people. */
  function fail(message: string) {
    setOutcome({ kind: 'error', message });
  }

  /** An auth failure (returned or thrown), worded by its code for this form's action and place. */
  function failWith(error: unknown) {
    fail(authErrorMessage(error, context));
  }

  async function run(action: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      await action();
    } catch (cause) {
      failWith(cause);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function succeed(message: string, close?: { after: number; then: () => void }) {
    setOutcome({ kind: 'success', message });
    if (!close) return;
    setDone(true);
    setFinish(close);
  }

  return { outcome, busy, done, run, succeed, fail, failWith };
}
