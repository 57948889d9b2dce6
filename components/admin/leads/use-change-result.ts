'use client';

import { useEffect, useRef } from 'react';
import { showToast } from '@/components/admin/ui/toast';
import type { FormState } from '@/lib/actions/result';
import type { LeadChange } from '@/lib/leads/leads.handlers';

/**
 * Toasts a completed change once per result, and gives the failure message (if any) for the form to show
 * inline where the change was attempted.
 */
export function useChangeResult<Input>(state: FormState<LeadChange, Input>): string | null {
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (state.result?.ok && toasted.current !== state.result) {
      toasted.current = state.result;
      showToast(state.result.data.message);
    }
  }, [state.result]);
  if (!state.result || state.result.ok) return null;
  const fieldMessages = Object.values(state.result.fieldErrors ?? {}).flat() as string[];
  return fieldMessages[0] ?? state.result.message;
}
