'use client';

import Link from 'next/link';
import { useId, useState, useTransition } from 'react';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { FieldErrors } from '@/lib/actions/result';
import { removeTrackedCollege, saveApplication } from '@/lib/applications/applications.actions';
import type { ApplicationUpdateInput } from '@/lib/applications/applications.handlers';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/applications/statuses';
import type { CollegeApplication } from '@/lib/data/college-applications';

const FIELD =
  'mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 aria-[invalid=true]:border-red-700';

type Feedback = { kind: 'saved' } | { kind: 'error'; message: string; fields?: FieldErrors<ApplicationUpdateInput> } | null;

/**
 * One tracked college: where it stands, its form fee and notes, saved together. What was typed stays on screen
 * when a save fails, with the reason beside the field.
 */
export function ApplicationCard({ application, children }: { application: CollegeApplication; children?: React.ReactNode }) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [formFee, setFormFee] = useState(application.formFee === null ? '' : String(application.formFee));
  const [notes, setNotes] = useState(application.notes);
  const [reminders, setReminders] = useState(application.reminders);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, startRemoving] = useTransition();
  const fields = feedback?.kind === 'error' ? feedback.fields : undefined;
  const name = application.college.name;

  function save(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveApplication({ id: application.id, status, formFee, notes, reminders }).catch(() => null);
      if (result?.ok) setFeedback({ kind: 'saved' });
      else
        setFeedback({
          kind: 'error',
          message: result?.message ?? 'Could not reach MBA Disha. Check your connection and save again.',
          fields: result?.fieldErrors,
        });
    });
  }

  function remove() {
    setRemoveError(null);
    startRemoving(async () => {
      const result = await removeTrackedCollege({ id: application.id }).catch(() => null);
      if (result?.ok) setConfirming(false);
      else setRemoveError(result?.message ?? 'Could not reach MBA Disha. Please try again.');
    });
  }

  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="text-base font-semibold text-brand-900 sm:text-lg">
            <Link href={`/colleges/${application.college.slug}`} className="hover:underline">
              {name}
            </Link>
          </h2>
          <p className="text-sm text-gray-600">{application.college.location}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setRemoveError(null);
            setConfirming(true);
          }}
          disabled={pending || removing}
          className="btn-ghost h-11 w-11 shrink-0 px-0"
          aria-label={`Stop tracking ${name}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Stop tracking ${name}?`}
        description="Its status, fee and notes will be deleted."
        confirmLabel="Stop tracking"
        danger
        pending={removing}
        error={removeError}
        onConfirm={remove}
      />
      {children}
      <form onSubmit={save} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <label className="text-sm font-semibold text-gray-800">
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)} className={FIELD}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <div>
          <label htmlFor={`${id}-fee`} className="text-sm font-semibold text-gray-800">
            Form fee (₹)
          </label>
          <input
            id={`${id}-fee`}
            inputMode="decimal"
            value={formFee}
            onChange={(e) => setFormFee(e.target.value)}
            placeholder="e.g. 2500"
            aria-invalid={fields?.formFee ? true : undefined}
            aria-describedby={fields?.formFee ? `${id}-fee-error` : undefined}
            className={FIELD}
          />
          {fields?.formFee ? (
            <p id={`${id}-fee-error`} className="mt-1 text-xs text-red-700">
              {fields.formFee[0]}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-notes`} className="text-sm font-semibold text-gray-800">
            Notes
          </label>
          <textarea
            id={`${id}-notes`}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={3}
            maxLength={2000}
            aria-invalid={fields?.notes ? true : undefined}
            className={`${FIELD} py-2`}
          />
          <p className="mt-1 text-xs text-gray-600">{notes.length.toLocaleString('en-IN')} / 2,000</p>
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={`${id}-reminders`}
            type="checkbox"
            checked={reminders}
            onChange={(e) => setReminders(e.target.checked)}
            aria-describedby={`${id}-reminders-hint`}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-brand-700"
          />
          <div>
            <label htmlFor={`${id}-reminders`} className="text-sm font-semibold text-gray-800">
              E-mail me before its application dates
            </label>
            <p id={`${id}-reminders-hint`} className="text-xs text-gray-600">
              7 days and 1 day before each date announced in our calendar, until you mark it Applied.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" disabled={pending} aria-busy={pending || undefined} className="btn-primary">
            {pending ? 'Saving…' : 'Save'}
          </button>
          <p role="status" className={feedback?.kind === 'error' ? 'text-sm text-red-700' : 'text-sm text-success-700'}>
            {feedback?.kind === 'saved' ? `Saved ${name}.` : feedback?.kind === 'error' ? feedback.message : ''}
          </p>
        </div>
      </form>
    </article>
  );
}
