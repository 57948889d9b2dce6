'use server';

import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { nextFormHost } from '@/lib/leads/next-form-host';
import { newsletterSubscription, type SubscribeInput } from '@/lib/newsletter/newsletter.handlers';

export type SubscribeFormState = FormState<{ message: string }, SubscribeInput>;

const subscribe = newsletterSubscription(actionChain, nextFormHost);

/** The subscribe form's action (footer and launch page). */
export async function subscribeToNewsletter(_prev: SubscribeFormState, formData: FormData): Promise<SubscribeFormState> {
  return submitForm(subscribe, formData);
}
