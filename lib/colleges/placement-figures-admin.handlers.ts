import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { deletePlacementFigure, insertPlacementFigure, updatePlacementFigure } from '@/lib/data/placement-figures';
import { placementFigureFormInput } from './placement-figure-form';
import { figureLabel, figureValue } from './placement-provenance';

/*
 * The back office's placement figure changes (issue 37): the form checked by placementFigureFormInput, the
 * manageContent capability (super admin, editor; FORBIDDEN for anyone else), then lib/data/placement-figures with
 * the editor's own client, so row-level security refuses the same people. The database keeps the college's old
 * package columns to the figures and records each change in the college's history. Publishing (the colleges tag
 * the college page, compare and the predictor read under) is the Next binding's job.
 */

export const deletePlacementFigureInput = z.object({
  id: z.uuid('Unknown placement figure.'),
  college_id: z.uuid('Unknown college.'),
});
export type DeletePlacementFigureInput = z.input<typeof deletePlacementFigureInput>;

export function placementFigureAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');
  return {
    save: editor(
      {
        name: 'colleges.placements.save',
        input: placementFigureFormInput,
        failureMessage: 'Failed to save the placement figure',
      },
      async ({ id, collegeId, figure }, { client }): Promise<ContentChange> => {
        const label = `${figureLabel(figure)} ${figureValue({ ...figure, outOf: figure.out_of })}`;
        if (id) {
          await updatePlacementFigure(client, collegeId, id, figure);
          return { id, message: `${label} saved.` };
        }
        const created = await insertPlacementFigure(client, collegeId, figure);
        return { id: created, message: `${label} added.` };
      },
    ),
    remove: editor(
      {
        name: 'colleges.placements.delete',
        input: deletePlacementFigureInput,
        failureMessage: 'Failed to delete the placement figure',
      },
      async ({ id, college_id }, { client }): Promise<ContentChange> => {
        await deletePlacementFigure(client, college_id, id);
        return { id, message: 'Placement figure deleted.' };
      },
    ),
  };
}

export type PlacementFigureAdminActions = ReturnType<typeof placementFigureAdminActions>;
