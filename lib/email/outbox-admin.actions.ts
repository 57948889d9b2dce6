'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { outboxAdminActions } from './outbox-admin.handlers';
import {
  emailListHref,
  parseEmailListParams,
  type OutboxChange,
  type RetryInput,
  type SuppressInput,
  type UnsuppressInput,
} from './outbox-schema';

/*
 * /admin/email's server actions, bound to Next: each runs one action of outbox-admin.ts (super admins only), then
 * reads the page again so the list shows the message's new state. Nothing here is on a public page.
 */

const actions = outboxAdminActions(actionChain);

export type RetryFormState = FormState<OutboxChange, RetryInput>;
export type SuppressFormState = FormState<OutboxChange, SuppressInput>;
export type UnsuppressFormState = FormState<OutboxChange, UnsuppressInput>;

/**
 * Back to the list the retry was pressed on, with its notice in the URL: under a Failed filter the message leaves
 * the list at once, so a message beside its button would vanish with it. The filters posted are parsed like the
 * page's own URL, so nothing posted can send the browser elsewhere.
 */
export async function retryEmailMessage(_prev: RetryFormState, formData: FormData): Promise<RetryFormState> {
  const state = await submitForm(actions.retry, formData);
  if (!state.result?.ok) return state;
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const filters = parseEmailListParams({ status: text('status'), kind: text('kind'), to: text('to') });
  redirect(emailListHref(filters, null, true));
}

export async function suppressEmailAddress(_prev: SuppressFormState, formData: FormData): Promise<SuppressFormState> {
  const state = await submitForm(actions.suppress, formData);
  if (state.result?.ok) refresh();
  return state;
}

export async function unsuppressEmailAddress(_prev: UnsuppressFormState, formData: FormData): Promise<UnsuppressFormState> {
  const state = await submitForm(actions.unsuppress, formData);
  if (state.result?.ok) refresh();
  return state;
}
