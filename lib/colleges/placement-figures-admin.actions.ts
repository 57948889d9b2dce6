'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { PlacementFigureFormFields } from './placement-figure-form';
import { placementFigureAdminActions, type DeletePlacementFigureInput } from './placement-figures-admin.handlers';

const actions = placementFigureAdminActions(actionChain);

export type PlacementFigureFormState = FormState<ContentChange, PlacementFigureFormFields>;
export type DeletePlacementFigureState = FormState<ContentChange, DeletePlacementFigureInput>;

/** The college page, compare and /predictor read the figures under the colleges tag (lib/data/colleges.ts). */
function publish() {
  publishContent(TAGS.colleges);
}

/** Adds (no id) or saves (id) a placement figure; on a refusal the form keeps what was typed. */
export async function savePlacementFigure(
  _prev: PlacementFigureFormState,
  formData: FormData,
): Promise<PlacementFigureFormState> {
  const state = await submitForm(actions.save, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}

export async function deletePlacementFigureForever(
  _prev: DeletePlacementFigureState,
  formData: FormData,
): Promise<DeletePlacementFigureState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  refresh();
  return state;
}
