'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { formDataToObject, submitForm } from '@/lib/actions/result';
import type { EraseState, WithdrawState } from '@/lib/my-data/my-data.actions';
import { myDataActions, type ConfirmMemberLinkState, type MemberLinkState } from '@/lib/my-data/my-data.handlers';

const actions = myDataActions(actionChain);

/** 'E-mail me a link': a one-time link to the account's own address, the proof of its mailbox. */
export async function requestMemberLink(_prev: MemberLinkState, formData: FormData): Promise<MemberLinkState> {
  return submitForm(actions.requestMemberLink, formData);
}

/**
 * The button on the page the link leads to (a POST: mail scanners fetch links, and a GET must never act): records
 * the proof, then shows the data.
 */
export async function confirmMemberLink(_prev: ConfirmMemberLinkState, formData: FormData): Promise<ConfirmMemberLinkState> {
  const result = await actions.confirmMemberLink(formDataToObject(formData));
  if (!result.ok) return { result };
  redirect('/profile/data?confirmed=1');
}

/** /profile/data: the signed-in account acts on its own address, once it has proved the mailbox. */
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
