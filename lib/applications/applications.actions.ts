'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import { applicationActions, type ApplicationUpdateInput } from '@/lib/applications/applications.handlers';

const actions = applicationActions(actionChain);

function refreshed<T>(result: ActionResult<void, T>): ActionResult<void, T> {
  if (result.ok) refresh();
  return result;
}

/** Adds a college to the member's application tracker. */
export async function trackCollege(input: unknown): Promise<ActionResult<void, { slug: string }>> {
  return refreshed(await actions.track(input));
}

/** Saves an application's status, form fee and notes. */
export async function saveApplication(input: unknown): Promise<ActionResult<void, ApplicationUpdateInput>> {
  return refreshed(await actions.update(input));
}

export async function removeTrackedCollege(input: unknown): Promise<ActionResult<void, { id: string }>> {
  return refreshed(await actions.remove(input));
}
