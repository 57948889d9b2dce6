'use client';

import { useActionState, useState } from 'react';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteCutoffLineForever, type DeleteCutoffLineState } from '@/lib/predictor/predictor-admin.actions';

/** Deletes one cut-off line behind a confirmation naming it; a failure stays in the dialog. */
export function CutoffLineDelete({ id, collegeId, name }: { id: string; collegeId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<DeleteCutoffLineState, FormData>(deleteCutoffLineForever, {
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
        title={`Delete the line ${name}?`}
        description="The predictor stops using it at once. The change is recorded in the history."
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
