'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * After each answer of a form's action: a new round (the key that resets the fields to what the answer carries)
 * and the focus on the first refused field, so a keyboard or screen-reader user lands on what to fix.
 */
export function useFormRound<S>(state: S) {
  const form = useRef<HTMLFormElement>(null);
  const [answered, setAnswered] = useState(state);
  const [round, setRound] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    setRound((n) => n + 1);
  }
  useEffect(() => {
    if (round === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);
  return { form, round };
}
