'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type ActionResult } from '@/lib/actions/result';
import type { ModerationState } from '@/lib/community/community-admin.actions';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import { REVIEWS_TAG } from '@/lib/data/reviews/public';
import { reviewAdminActions } from './reviews-admin.handlers';

/*
 * The back office's review actions (reviews-admin.handlers.ts). Any of them can change what the public college
 * page shows (a review published or hidden, a tie recorded, a domain listed), so REVIEWS_TAG expires after each;
 * the state is the community moderation forms' own, so the same ModerationButton posts them.
 */
const actions = reviewAdminActions(actionChain);

type Run = (input: unknown) => Promise<ActionResult<ContentChange, unknown>>;

async function run(action: Run, formData: FormData): Promise<ModerationState> {
  const state = (await submitForm(action, formData)) as ModerationState;
  if (state.result?.ok) {
    publishContent(REVIEWS_TAG);
    refresh();
  }
  return state;
}

export async function decideCollegeReview(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.decide, formData);
}
export async function deleteCollegeReview(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.remove, formData);
}
export async function decideReviewDocument(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.decideDocument, formData);
}
export async function removeReviewDocument(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.removeDocument, formData);
}
export async function decideCollegeReviewReport(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.decideReport, formData);
}
export async function hideReportedReview(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.hideReported, formData);
}
export async function addCollegeEmailDomain(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.addDomain, formData);
}
export async function removeCollegeEmailDomain(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.removeDomain, formData);
}
