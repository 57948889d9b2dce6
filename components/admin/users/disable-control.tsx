'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/admin/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { setUserDisabled, type DisableState } from '@/lib/users/users.actions';

/** Disables (Auth ban) or enables one account after a confirmation naming the person. */
export function DisableControl({ user, disabled }: { user: { id: string; name: string }; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState<DisableState, FormData>(setUserDisabled, { result: null });
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (state.result?.ok && handled.current !== state.result) {
      handled.current = state.result;
      setOpen(false);
      showToast(state.result.data.message);
    }
  }, [state.result]);

  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button type="button" className={disabled ? 'btn-secondary' : 'btn-ghost text-danger-700'} onClick={() => setOpen(true)}>
        {disabled ? 'Enable' : 'Disable'}
        <span className="sr-only"> {user.name}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={disabled ? `Enable ${user.name}?` : `Disable ${user.name}?`}
        description={
          disabled
            ? 'They will be able to sign in again with their password.'
            : 'They will no longer be able to sign in. You can enable the account again at any time.'
        }
        confirmLabel={disabled ? 'Enable' : 'Disable'}
        danger={!disabled}
        pending={pending}
        error={open ? error : null}
        formAction={action}
      >
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="disabled" value={disabled ? 'false' : 'true'} />
      </ConfirmDialog>
    </>
  );
}
