'use server';

import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { communityUnsubscribeActions, type UnsubscribeInput } from '@/lib/community/community-unsubscribe.handlers';

const actions = communityUnsubscribeActions(actionChain);

export type UnsubscribeState = FormState<{ message: string }, UnsubscribeInput>;

/** The button on the page a reply e-mail's unsubscribe link opens. */
export async function unsubscribeFromReplies(_prev: UnsubscribeState, formData: FormData): Promise<UnsubscribeState> {
  return submitForm(actions.unsubscribe, formData);
}
