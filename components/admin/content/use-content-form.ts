'use client';

import { useActionState } from 'react';
import { firstFieldErrors, type FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';

/**
 * A content form's state: the action's last result, the first message of each refused field, and each field's
 * value — what the editor typed after a refusal (React resets the form, nothing typed may be lost), otherwise
 * the saved one.
 */
export function useContentForm<Input>(
  action: (state: FormState<ContentChange, Input>, formData: FormData) => Promise<FormState<ContentChange, Input>>,
) {
  const [state, formAction, pending] = useActionState<FormState<ContentChange, Input>, FormData>(action, { result: null });
  const typed = state.values;
  return {
    state,
    formAction,
    pending,
    errors: firstFieldErrors(state.result),
    text: (key: keyof Input, saved: string) => (typed ? (typed[key] ?? '') : saved),
    ticked: (key: keyof Input, saved: boolean) => (typed ? typed[key] === 'on' : saved),
  };
}
