'use server';

import { actionChain } from '@/lib/actions/next';
import { submitForm } from '@/lib/actions/result';
import { unsubscribePageActions, type UnsubscribeFormState } from '@/lib/email/unsubscribe.handlers';

const actions = unsubscribePageActions(actionChain);

/** The button on the page an exam reminder's unsubscribe link opens. */
export async function stopExamReminders(_prev: UnsubscribeFormState, formData: FormData): Promise<UnsubscribeFormState> {
  return submitForm(actions.exam, formData);
}

/** The button on the page a tracked college's reminder links to. */
export async function stopCollegeReminders(_prev: UnsubscribeFormState, formData: FormData): Promise<UnsubscribeFormState> {
  return submitForm(actions.college, formData);
}
