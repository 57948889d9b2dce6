'use client';

import { useActionState, useState } from 'react';
import { PhoneCall } from '@/components/icons/phone-call';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CALL_OUTCOME_LABELS } from '@/lib/leads/lead-fields';
import {
  addNoteToLead,
  deleteLeadForever,
  logCallOnLead,
  type CallState,
  type DeleteState,
  type NoteState,
} from '@/lib/leads/leads.actions';
import { FIELD, InlineError, LABEL } from './lead-work-forms';
import { useChangeResult } from './use-change-result';

const QUICK_OUTCOMES = ['connected', 'no_answer', 'busy', 'wrong_number'] as const;

/**
 * Logging a call in two clicks: "Log a call" opens the outcomes, an outcome logs it. A call back needs its time,
 * so it has a field of its own. An optional note goes with whichever outcome is chosen.
 */
export function CallLogger({ leadId }: { leadId: string }) {
  const [state, action, pending] = useActionState<CallState, FormData>(logCallOnLead, { result: null });
  const error = useChangeResult(state);
  return (
    <details className="group rounded-lg border border-gray-200 bg-white" open={error !== null}>
      <summary className="btn-brand w-full cursor-pointer list-none">
        <PhoneCall className="h-4 w-4" aria-hidden="true" />
        Log a call
      </summary>
      <form action={action} aria-label="Log a call" className="space-y-3 p-3">
        <input type="hidden" name="leadId" value={leadId} />
        <fieldset>
          <legend className={LABEL}>How did it go?</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {QUICK_OUTCOMES.map((outcome) => (
              <button key={outcome} type="submit" name="outcome" value={outcome} className="btn-secondary" disabled={pending}>
                {CALL_OUTCOME_LABELS[outcome]}
              </button>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="call-back-at" className={LABEL}>
            Call back at (IST)
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="call-back-at"
              type="datetime-local"
              name="callBackAt"
              defaultValue={state.values?.callBackAt ?? ''}
              className={FIELD}
              aria-describedby="call-error"
            />
            <button type="submit" name="outcome" value="call_back" className="btn-secondary shrink-0" disabled={pending}>
              Call back
            </button>
          </div>
        </div>
        <div>
          <label htmlFor="call-note" className={LABEL}>
            Note on the call (optional)
          </label>
          <textarea
            id="call-note"
            name="note"
            rows={2}
            maxLength={5000}
            defaultValue={state.values?.note ?? ''}
            className={`${FIELD} mt-1 py-2`}
          />
        </div>
        <InlineError id="call-error" message={error} />
      </form>
    </details>
  );
}

export function NoteForm({ leadId }: { leadId: string }) {
  const [state, action, pending] = useActionState<NoteState, FormData>(addNoteToLead, { result: null });
  const error = useChangeResult(state);
  return (
    <form action={action} aria-label="Add a note" className="space-y-2">
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor="lead-note" className={LABEL}>
        Add a note
      </label>
      <textarea
        id="lead-note"
        name="note"
        rows={3}
        required
        maxLength={5000}
        defaultValue={state.values?.note ?? ''}
        className={`${FIELD} py-2`}
        aria-describedby="lead-note-error"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" name="internal" className="h-4 w-4" defaultChecked={state.values?.internal === 'on'} />
          Internal note (staff only)
        </label>
        <button type="submit" className="btn-brand" disabled={pending}>
          Add note
        </button>
      </div>
      <InlineError id="lead-note-error" message={error} />
    </form>
  );
}

/** Managers only: deletes after a confirmation that names the lead. */
export function DeleteLead({ leadId, name }: { leadId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState<DeleteState, FormData>(deleteLeadForever, { result: null });
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button
        type="button"
        className="btn border border-danger-700/40 bg-white text-danger-700 hover:bg-danger-50"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete lead
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete the lead ${name || 'without a name'}?`}
        description="The lead and its notes are removed for good. Its history stays in the audit trail."
        confirmLabel="Delete lead"
        danger
        pending={pending}
        error={error}
        formAction={action}
      >
        <input type="hidden" name="leadId" value={leadId} />
      </ConfirmDialog>
    </>
  );
}
