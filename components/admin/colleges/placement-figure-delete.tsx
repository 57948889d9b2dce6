'use client';

import { useActionState, useState } from 'react';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deletePlacementFigureForever, type DeletePlacementFigureState } from '@/lib/colleges/placement-figures-admin.actions';

/** Deletes one placement figure behind a confirmation naming it; a failure stays in the dialog. */
export function PlacementFigureDelete({ id, collegeId, name }: { id: string; collegeId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<DeletePlacementFigureState, FormData>(deletePlacementFigureForever, {
    result: null,
  });
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button type="button" className="btn-secondary min-h-11 text-danger-700" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete<span className="sr-only"> {name}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete the figure ${name}?`}
        description="The college page, compare and the predictor stop showing it at once. The change is recorded in the college's history."
        confirmLabel="Delete"
        danger
        pending={pending}
        error={error}
        formAction={formAction}
      >
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="college_id" value={collegeId} />
      </ConfirmDialog>
    </>
  );
}
