'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { newsletterCampaignActions } from './campaign-admin.handlers';
import type { CampaignUpdateInput } from './campaign-schema';

/*
 * The campaign forms' server actions, bound to Next: each runs one action of campaign-admin.ts (which refuses
 * anyone who may not manage content before any database call), then moves the editor on. Campaigns are never
 * shown on public pages, so there is no cache to expire; the admin pages render per request.
 */

const actions = newsletterCampaignActions(actionChain);

export type CampaignFormState = FormState<ContentChange, CampaignUpdateInput>;

const LIST = '/admin/newsletter';

/** Saves a new draft and opens it, where testing and sending become possible. */
export async function createCampaignDraft(_prev: CampaignFormState, formData: FormData): Promise<CampaignFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  redirect(`${LIST}/${state.result.data.id}?created=1`);
}

export async function updateCampaignDraft(_prev: CampaignFormState, formData: FormData): Promise<CampaignFormState> {
  const state = await submitForm(actions.update, formData);
  // The page reads the saved text again, so the form knows nothing is left unsaved.
  if (state.result?.ok) refresh();
  return state;
}

export async function sendCampaignTest(_prev: CampaignFormState, formData: FormData): Promise<CampaignFormState> {
  const state = await submitForm(actions.sendTest, formData);
  if (state.result?.ok) refresh();
  return state;
}

/** Sends to every active subscriber and opens the list, where the progress shows; only a count is in the URL. */
export async function sendCampaign(_prev: CampaignFormState, formData: FormData): Promise<CampaignFormState> {
  const state = await submitForm(actions.send, formData);
  if (!state.result?.ok) return state;
  redirect(`${LIST}?${new URLSearchParams({ sent: String(state.result.data.recipients) })}`);
}

export async function deleteCampaignDraft(_prev: CampaignFormState, formData: FormData): Promise<CampaignFormState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  redirect(`${LIST}?deleted=1`);
}
