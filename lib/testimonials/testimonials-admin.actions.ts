'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange, DeleteState } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { TestimonialInput } from '@/lib/testimonials/admin-schema';
import { testimonialAdminActions } from '@/lib/testimonials/testimonials-admin.handlers';

const actions = testimonialAdminActions(actionChain);

export type TestimonialFormState = FormState<ContentChange, TestimonialInput & { id?: string }>;

// Testimonials show only in the home page's carousel, read under the testimonials tag.
const publish = () => publishContent(TAGS.testimonials);

/** Creates and opens the new story's page, which says it was created. */
export async function createTestimonialAction(_prev: TestimonialFormState, formData: FormData): Promise<TestimonialFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/testimonials/${state.result.data.id}?created=1`);
}

export async function updateTestimonialAction(_prev: TestimonialFormState, formData: FormData): Promise<TestimonialFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publish();
    refresh();
  }
  return state;
}

export async function deleteTestimonialAction(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/testimonials?${new URLSearchParams({ deleted: state.result.data.name })}`);
}
