'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { siteUrl } from '@/lib/env';
import { createAdminClient } from '@/lib/supabase/admin';
import type { AccessInput, DisableInput, InviteInput, UserChange } from '@/lib/users/schemas';
import { userActions } from '@/lib/users/users.handlers';

const actions = userActions(actionChain, {
  adminClient: createAdminClient,
  inviteRedirect: () => new URL('/auth/invite', siteUrl()).toString(),
});

export type AccessState = FormState<UserChange, AccessInput>;
export type InviteState = FormState<UserChange, InviteInput>;
export type DisableState = FormState<UserChange, DisableInput>;

export async function changeUserAccess(_prev: AccessState, formData: FormData): Promise<AccessState> {
  const state = await submitForm(actions.changeAccess, formData);
  if (state.result?.ok) refresh();
  return state;
}

export async function inviteStaff(_prev: InviteState, formData: FormData): Promise<InviteState> {
  const state = await submitForm(actions.invite, formData);
  if (state.result?.ok) refresh();
  return state;
}

export async function setUserDisabled(_prev: DisableState, formData: FormData): Promise<DisableState> {
  const state = await submitForm(actions.setDisabled, formData);
  if (state.result?.ok) refresh();
  return state;
}
