'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import { compareActions, type SaveComparisonInput } from '@/lib/compare/compare.handlers';

const actions = compareActions(actionChain);

/** Saves the comparison on screen to the member's account. */
export async function saveComparison(input: unknown): Promise<ActionResult<void, SaveComparisonInput>> {
  return actions.save(input);
}

/** Removes one of the member's saved comparisons (from their profile). */
export async function removeSavedComparison(input: unknown): Promise<ActionResult<void, { id: string }>> {
  const result = await actions.remove(input);
  if (result.ok) refresh();
  return result;
}
