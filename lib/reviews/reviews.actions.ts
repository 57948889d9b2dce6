'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { formDataToObject, submitForm, type ActionResult, type FormState } from '@/lib/actions/result';
import { publishContent } from '@/lib/content/publish';
import { REVIEWS_TAG } from '@/lib/data/reviews/public';
import { reviewActions, type ReviewChange } from './reviews.handlers';

/*
 * A member's review actions (reviews.handlers.ts). An edit or delete of a published review changes the public
 * page, so REVIEWS_TAG expires after every write of a review; the member's own page then re-reads (refresh).
 */
const actions = reviewActions(actionChain);

/** Every member form's state: the last result and, after a refusal, what was typed. */
export type ReviewFormState = FormState<ReviewChange, Record<string, unknown>>;

async function run(
  action: (input: unknown) => Promise<ActionResult<ReviewChange, unknown>>,
  formData: FormData,
  publishes: boolean,
) {
  const state = (await submitForm(action, formData)) as ReviewFormState;
  if (state.result?.ok) {
    if (publishes) publishContent(REVIEWS_TAG);
    refresh();
  }
  return state;
}

export async function requestReviewLink(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  return run(actions.requestLink, formData, false);
}

/** The document travels as a File, which the string-only form reading would drop. */
export async function sendReviewDocument(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  // A call that brings no form at all (nothing a page sends) gets the form's refusal, not a crash.
  const form = formData instanceof FormData ? formData : new FormData();
  const values = formDataToObject(form);
  const result = await actions.submitDocument({ ...values, file: form.get('file') });
  if (result.ok) refresh();
  return result.ok ? { result } : { result, values };
}

export async function withdrawReviewDocument(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  return run(actions.withdrawDocument, formData, false);
}

export async function writeReview(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  return run(actions.submit, formData, true);
}

export async function editOwnReview(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  return run(actions.edit, formData, true);
}

export async function deleteOwnReviewAction(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  return run(actions.remove, formData, true);
}

export async function reportCollegeReview(_prev: ReviewFormState, formData: FormData): Promise<ReviewFormState> {
  return run(actions.report, formData, false);
}

/** Confirms an e-mailed link: only on the member's button press, never on the page's GET. */
export async function confirmReviewLink(input: unknown) {
  const result = await actions.confirmLink(input);
  if (result.ok) refresh();
  return result;
}
