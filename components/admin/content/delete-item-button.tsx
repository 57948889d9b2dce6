'use client';

import { useActionState, useState, type ReactNode } from 'react';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DeleteState } from '@/lib/content/change';

interface DeleteItemButtonProps {
  /** A 'use server' action that deletes the item with the posted `id` and redirects to the list. */
  action: (state: DeleteState, formData: FormData) => Promise<DeleteState>;
  id: string;
  /** The item as people know it, named in the question ("Delete IIM Ahmedabad?"). */
  name: string;
  /** What else deleting affects (pages still using a file, programs going with a college). */
  warning?: ReactNode;
}

/** Deleting behind a confirmation that names the item; a failure stays in the dialog with the reason. */
export function DeleteItemButton({ action, id, name, warning }: DeleteItemButtonProps) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<DeleteState, FormData>(action, { result: null });
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button type="button" className="btn-secondary text-danger-700" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${name}?`}
        description={
          <>
            {warning ? <span className="mb-2 block font-medium text-danger-700">{warning}</span> : null}
            This cannot be undone. The change is recorded in the history.
          </>
        }
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
