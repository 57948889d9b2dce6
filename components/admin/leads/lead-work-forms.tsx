'use client';

import { useActionState } from 'react';
import { LEAD_STATUSES, STATUS_LABELS } from '@/lib/leads/lead-fields';
import {
  assignLead,
  changeLeadStatus,
  setLeadFollowUp,
  type AssignState,
  type FollowUpState,
  type StatusState,
} from '@/lib/leads/leads.actions';
import { useChangeResult } from './use-change-result';

/* The key facts that are one value each, edited in place at the top of a lead (DESIGN.md). */

export const FIELD = 'min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900';
export const LABEL = 'block text-xs font-semibold tracking-wide text-gray-700 uppercase';

export function InlineError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger-700 empty:hidden">
      {message}
    </p>
  );
}

/*
 * The select is keyed by the saved status: React resets a form after its action, to the options selected when the
 * select was first mounted, so a select kept across saves would fall back to the status the page opened with.
 * The conversion value is shown by CSS while "Converted" is chosen, so the form works the same before hydration
 * (posting to its action) as after.
 */
export function StatusForm({
  leadId,
  status,
  conversionValue,
}: {
  leadId: string;
  status: string;
  conversionValue: number | null;
}) {
  const [state, action, pending] = useActionState<StatusState, FormData>(changeLeadStatus, { result: null });
  const error = useChangeResult(state);
  return (
    <form action={action} aria-label="Status" className="group space-y-2">
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor="lead-status" className={LABEL}>
        Status
      </label>
      <div className="flex gap-2">
        <select
          key={status}
          id="lead-status"
          name="status"
          defaultValue={status}
          className={FIELD}
          aria-describedby="lead-status-error"
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-brand shrink-0" disabled={pending}>
          Save
        </button>
      </div>
      <div className="hidden group-has-[option[value=converted]:checked]:block">
        <label htmlFor="lead-conversion-value" className={LABEL}>
          Conversion value (₹)
        </label>
        <input
          id="lead-conversion-value"
          name="conversionValue"
          inputMode="decimal"
          defaultValue={state.values?.conversionValue ?? conversionValue ?? ''}
          className={`${FIELD} mt-1`}
          aria-describedby="lead-status-error"
        />
      </div>
      <InlineError id="lead-status-error" message={error} />
    </form>
  );
}

export function AssignForm({
  leadId,
  counsellorId,
  counsellors,
}: {
  leadId: string;
  counsellorId: string | null;
  counsellors: { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState<AssignState, FormData>(assignLead, { result: null });
  const error = useChangeResult(state);
  return (
    <form action={action} aria-label="Counsellor" className="space-y-2">
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor="lead-counsellor" className={LABEL}>
        Counsellor
      </label>
      <div className="flex gap-2">
        <select
          key={counsellorId ?? 'unassigned'}
          id="lead-counsellor"
          name="counsellorId"
          defaultValue={counsellorId ?? 'unassigned'}
          className={FIELD}
          aria-describedby="lead-counsellor-error"
        >
          <option value="unassigned">Unassigned</option>
          {counsellors.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-brand shrink-0" disabled={pending}>
          Assign
        </button>
      </div>
      <InlineError id="lead-counsellor-error" message={error} />
    </form>
  );
}

export function FollowUpForm({ leadId, value }: { leadId: string; value: string }) {
  const [state, action, pending] = useActionState<FollowUpState, FormData>(setLeadFollowUp, { result: null });
  const error = useChangeResult(state);
  return (
    <div className="space-y-2">
      <form action={action} aria-label="Next follow-up" className="space-y-2">
        <input type="hidden" name="leadId" value={leadId} />
        <label htmlFor="lead-follow-up" className={LABEL}>
          Next follow-up (IST)
        </label>
        <div className="flex gap-2">
          <input
            id="lead-follow-up"
            type="datetime-local"
            name="nextFollowUpAt"
            defaultValue={value}
            required
            className={FIELD}
            aria-describedby="lead-follow-up-error"
          />
          <button type="submit" className="btn-brand shrink-0" disabled={pending}>
            Set
          </button>
        </div>
      </form>
      {value ? (
        <form action={action}>
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="nextFollowUpAt" value="" />
          <button type="submit" className="text-sm link" disabled={pending}>
            Clear the follow-up
          </button>
        </form>
      ) : null}
      <InlineError id="lead-follow-up-error" message={error} />
    </div>
  );
}
