'use client';

import { useActionState, useState } from 'react';
import { BadgeCheck } from '@/components/icons/badge-check';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  deleteCalendarEntryForever,
  markCalendarEntryVerifiedToday,
  type CalendarEntryIdState,
} from '@/lib/exam-calendar/exam-calendar-admin.actions';

/** "Mark verified today" for one entry; the outcome is announced beside it. */
export function VerifyEntryButton({ id, name }: { id: string; name: string }) {
  const [state, formAction, pending] = useActionState<CalendarEntryIdState, FormData>(markCalendarEntryVerifiedToday, {
    result: null,
  });
  const failed = state.result && !state.result.ok ? state.result.message : null;
  return (
    <form action={formAction} className="inline">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-secondary min-h-11 whitespace-nowrap" disabled={pending}>
        <BadgeCheck className="h-4 w-4" aria-hidden="true" />
        Mark verified today<span className="sr-only"> ({name})</span>
      </button>
      <span role="status" className={failed ? 'block text-sm text-danger-700' : 'sr-only'}>
        {failed ?? (state.result?.ok ? state.result.data.message : '')}
      </span>
    </form>
  );
}

/** Deletes one entry behind a confirmation naming it. */
export function DeleteEntryButton({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<CalendarEntryIdState, FormData>(deleteCalendarEntryForever, {
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
        title={`Delete ${name}?`}
        description="It leaves the public calendar, its feeds and reminders at once. The change is recorded in the history."
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
