import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { deleteCutoffLine, insertCutoffLine, updateCutoffLine } from '@/lib/data/predictor-cutoff-admin';
import { cutoffLineFormInput } from './cutoff-line-form';

/*
 * The back office's cut-off line changes (issue 16): the form checked by cutoffLineFormInput (cutoffLineSchema
 * underneath), the manageContent capability (super admin, editor; FORBIDDEN for anyone else), then
 * lib/data/predictor-cutoff-admin with the editor's own client, so row-level security refuses the same people.
 * Publishing (the colleges tag the predictor reads under) is the Next binding's job.
 */

export const deleteCutoffLineInput = z.object({ id: z.uuid('Unknown cut-off line.'), college_id: z.uuid('Unknown college.') });
export type DeleteCutoffLineInput = z.input<typeof deleteCutoffLineInput>;

export function cutoffLineAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');
  return {
    save: editor(
      { name: 'predictor.cutoffs.save', input: cutoffLineFormInput, failureMessage: 'Failed to save the cut-off line' },
      async ({ id, collegeId, line }, { client }): Promise<ContentChange> => {
        const label = `${line.exam} ${line.value}`;
        if (id) {
          await updateCutoffLine(client, collegeId, id, line);
          return { id, message: `Cut-off line ${label} saved.` };
        }
        const created = await insertCutoffLine(client, collegeId, line);
        return { id: created, message: `Cut-off line ${label} added.` };
      },
    ),
    remove: editor(
      { name: 'predictor.cutoffs.delete', input: deleteCutoffLineInput, failureMessage: 'Failed to delete the cut-off line' },
      async ({ id, college_id }, { client }): Promise<ContentChange> => {
        await deleteCutoffLine(client, college_id, id);
        return { id, message: 'Cut-off line deleted.' };
      },
    ),
  };
}

export type CutoffLineAdminActions = ReturnType<typeof cutoffLineAdminActions>;
