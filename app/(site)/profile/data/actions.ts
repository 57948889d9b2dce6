'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm } from '@/lib/actions/result';
import { myDataActions } from '@/lib/my-data/actions';
import type { EraseState, WithdrawState } from '../../my-data/actions';

const actions = myDataActions(actionChain);

/** /profile/data: the signed-in account acts on its own verified address, no link needed. */
export async function withdrawAsMember(_prev: WithdrawState, formData: FormData): Promise<WithdrawState> {
  const state = await submitForm(actions.withdrawAsMember, formData);
  if (state.result?.ok) refresh();
  return state;
}

/** Erases and says so on the page, which then lists nothing. */
export async function eraseAsMember(_prev: EraseState, formData: FormData): Promise<EraseState> {
  const state = await submitForm(actions.eraseAsMember, formData);
  if (!state.result?.ok) return state;
  redirect('/profile/data?erased=1');
}
