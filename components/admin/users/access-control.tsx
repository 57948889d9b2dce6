'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/admin/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';
import { describeAccessChange } from '@/lib/users/schemas';
import { changeUserAccess, type AccessState } from '@/lib/users/users.actions';

interface AccessControlProps {
  user: { id: string; name: string; role: Role; isAdmin: boolean };
}

/** Role and back-office access of one person, changed only after a confirmation that names both. */
export function AccessControl({ user }: AccessControlProps) {
  const [role, setRole] = useState<Role>(user.role);
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState<AccessState, FormData>(changeUserAccess, { result: null });
  const handled = useRef<unknown>(null);
  const changed = role !== user.role || isAdmin !== user.isAdmin;

  useEffect(() => {
    if (state.result?.ok && handled.current !== state.result) {
      handled.current = state.result;
      setOpen(false);
      showToast(state.result.data.message);
    }
  }, [state.result]);

  const error = state.result && !state.result.ok ? state.result.message : null;
  const idBase = `access-${user.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${idBase}-role`} className="sr-only">
        Role for {user.name}
      </label>
      <select
        id={`${idBase}-role`}
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 text-sm"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} className="h-4 w-4" />
        <span>
          Back-office<span className="sr-only"> access for {user.name}</span>
        </span>
      </label>
      <button type="button" className="btn-secondary" disabled={!changed} onClick={() => setOpen(true)}>
        Change<span className="sr-only"> access for {user.name}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={describeAccessChange(user.name, { role, isAdmin })}
        description={`Now: ${ROLE_LABELS[user.role]}, ${user.isAdmin ? 'with' : 'without'} back-office access.`}
        confirmLabel="Change role"
        pending={pending}
        error={open ? error : null}
        formAction={action}
      >
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="role" value={role} />
        <input type="hidden" name="isAdmin" value={isAdmin ? 'true' : 'false'} />
      </ConfirmDialog>
    </div>
  );
}
