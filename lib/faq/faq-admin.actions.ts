'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type ActionResult, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange, DeleteState } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { FaqInput, FaqOrderInput, FaqUpdateInput } from '@/lib/faq/admin-schema';
import { faqAdminActions } from '@/lib/faq/faq-admin.handlers';

const actions = faqAdminActions(actionChain);

export type FaqFormState = FormState<ContentChange, FaqInput & Partial<FaqUpdateInput>>;

// FAQs show on /faq and the home page, both read under the faqs tag (the sitemap lists /faq as a fixed route).
const publish = () => publishContent(TAGS.faqs);

/** Creates and opens the new FAQ's page, which says it was created. */
export async function createFaqAction(_prev: FaqFormState, formData: FormData): Promise<FaqFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/faqs/${state.result.data.id}?created=1`);
}

export async function updateFaqAction(_prev: FaqFormState, formData: FormData): Promise<FaqFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publish();
    refresh();
  }
  return state;
}

export async function deleteFaqAction(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/faqs?${new URLSearchParams({ deleted: state.result.data.name })}`);
}

/** The reorder screen's "Save order": the ids in their new order, never typed by a person. */
export async function saveFaqOrderAction(input: FaqOrderInput): Promise<ActionResult<ContentChange, FaqOrderInput>> {
  const result = await actions.saveOrder(input);
  if (result.ok) publish();
  return result;
}
