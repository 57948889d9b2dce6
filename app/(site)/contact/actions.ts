'use server';

import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { contactSubmission, type ContactInput } from '@/lib/contact/submit';

export type ContactFormState = FormState<{ message: string }, ContactInput>;

const submit = contactSubmission(actionChain);

export async function submitContact(_prev: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return submitForm(submit, formData);
}
