'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import { LIVING_COSTS_TAG } from '@/lib/data/living-costs';
import type { LivingEstimateFormFields, LoanDefaultsFormFields } from './living-cost-form';
import { livingCostActions, type DeleteLivingEstimateInput } from './living-costs.handlers';

const actions = livingCostActions(actionChain);

export type LivingEstimateFormState = FormState<ContentChange, LivingEstimateFormFields>;
export type LoanDefaultsFormState = FormState<ContentChange, LoanDefaultsFormFields>;
export type DeleteLivingEstimateState = FormState<ContentChange, DeleteLivingEstimateInput>;

/** The college pages and compare read the estimates and loan defaults under this tag (lib/data/living-costs.ts). */
function publish() {
  publishContent(LIVING_COSTS_TAG);
  refresh();
}

/** Adds (no id) or saves (id) a city's estimate; on a refusal the form keeps what was typed. */
export async function saveLivingEstimate(_prev: LivingEstimateFormState, formData: FormData): Promise<LivingEstimateFormState> {
  const state = await submitForm(actions.saveEstimate, formData);
  if (state.result?.ok) publish();
  return state;
}

export async function deleteLivingEstimateForever(
  _prev: DeleteLivingEstimateState,
  formData: FormData,
): Promise<DeleteLivingEstimateState> {
  const state = await submitForm(actions.deleteEstimate, formData);
  if (state.result?.ok) publish();
  return state;
}

export async function saveLoanDefaults(_prev: LoanDefaultsFormState, formData: FormData): Promise<LoanDefaultsFormState> {
  const state = await submitForm(actions.saveLoanDefaults, formData);
  if (state.result?.ok) publish();
  return state;
}
