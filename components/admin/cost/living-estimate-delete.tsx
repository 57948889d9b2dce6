'use client';

import { useActionState, useState } from 'react';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteLivingEstimateForever, type DeleteLivingEstimateState } from '@/lib/cost/living-costs.actions';

/** Deletes one city's estimate behind a confirmation naming the city; a failure stays in the dialog. */
export function LivingEstimateDelete({ id, city }: { id: string; city: string }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<DeleteLivingEstimateState, FormData>(deleteLivingEstimateForever, {
    result: null,
  });
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button type="button" className="btn-secondary min-h-11 text-danger-700" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete<span className="sr-only"> the {city} estimate</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete the living estimate for ${city}?`}
        description={`College pages in ${city} then show living as “Not published” and leave it out of their totals.`}
        confirmLabel="Delete"
        danger
        pending={pending}
        error={error}
        formAction={formAction}
      >
        <input type="hidden" name="id" value={id} />
      </ConfirmDialog>
    </>
  );
}
