'use server';

import { actionChain } from '@/lib/actions/next';
import { submitForm } from '@/lib/actions/result';
import { unsubscribePageActions, type UnsubscribeFormState } from '@/lib/email/unsubscribe.handlers';

const actions = unsubscribePageActions(actionChain);

/** The button on the page a newsletter's unsubscribe link opens. */
export async function unsubscribeFromNewsletter(_prev: UnsubscribeFormState, formData: FormData): Promise<UnsubscribeFormState> {
  return submitForm(actions.newsletter, formData);
}
