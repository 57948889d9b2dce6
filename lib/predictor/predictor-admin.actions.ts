'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { CutoffLineFormFields } from '@/lib/predictor/cutoff-line-form';
import { cutoffLineAdminActions, type DeleteCutoffLineInput } from '@/lib/predictor/predictor-admin.handlers';

const actions = cutoffLineAdminActions(actionChain);

export type CutoffLineFormState = FormState<ContentChange, CutoffLineFormFields>;
export type DeleteCutoffLineState = FormState<ContentChange, DeleteCutoffLineInput>;

/** /predictor reads the lines under the colleges tag (lib/data/predictor.ts). */
function publish() {
  publishContent(TAGS.colleges);
}

/** Adds (no id) or saves (id) a cut-off line; on a refusal the form keeps what was typed. */
export async function saveCutoffLine(_prev: CutoffLineFormState, formData: FormData): Promise<CutoffLineFormState> {
  const state = await submitForm(actions.save, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}

export async function deleteCutoffLineForever(_prev: DeleteCutoffLineState, formData: FormData): Promise<DeleteCutoffLineState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}
