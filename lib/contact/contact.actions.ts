'use server';

import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import { enquirySubmission, type EnquirySuccess } from '@/lib/contact/contact.handlers';
import { formValues, type FormValues } from '@/lib/contact/form-values';
import type { EnquiryFormInput } from '@/lib/contact/validation';
import { nextFormHost } from '@/lib/leads/next-form-host';

/** useActionState's state: the last result and, after a failure, everything that was sent, to put back in the form. */
export interface EnquiryFormState {
  result: ActionResult<EnquirySuccess, EnquiryFormInput> | null;
  values?: FormValues;
}

const submit = enquirySubmission(actionChain, nextFormHost);

/** The contact and consultation forms' action; works with and without JavaScript. */
export async function submitEnquiryForm(_prev: EnquiryFormState, formData: FormData): Promise<EnquiryFormState> {
  const values = formValues(formData);
  const result = await submit(values);
  return result.ok ? { result } : { result, values };
}
