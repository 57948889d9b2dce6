'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { SaveOrCancel } from '@/components/admin/content/save-or-cancel';
import { firstFieldErrors } from '@/lib/actions/result';
import type { PlacementFigureFormFields } from '@/lib/colleges/placement-figure-form';
import { savePlacementFigure, type PlacementFigureFormState } from '@/lib/colleges/placement-figures-admin.actions';
import {
  PLACEMENT_KIND_LABELS,
  PLACEMENT_KIND_LEGEND,
  PLACEMENT_KINDS,
  PLACEMENT_METRIC_LABELS,
  PLACEMENT_METRICS,
  PLACEMENT_SCOPES,
  type PlacementScope,
} from '@/lib/colleges/placement-provenance';

type Values = Partial<Record<keyof PlacementFigureFormFields, string>>;

interface PlacementFigureFormProps {
  collegeId: string;
  /** The figure being edited, or none for a new one. */
  figureId: string | null;
  initialValues: Values;
  /** The page without ?edit, to leave editing. */
  cancelHref: string;
}

const SCOPE_LABELS: Record<PlacementScope, string> = {
  all: 'All offers',
  domestic: 'Domestic offers only',
  international: 'International offers only',
};

/**
 * Adds or edits one placement figure. Every field is checked by placementFigureFormInput on the server; a refusal
 * comes back with each message under its field and what was typed still in place.
 */
export function PlacementFigureForm({ collegeId, figureId, initialValues, cancelHref }: PlacementFigureFormProps) {
  const [state, action, pending] = useActionState<PlacementFigureFormState, FormData>(savePlacementFigure, { result: null });
  const refused = state.result && !state.result.ok;
  const values: Values = refused && state.values ? state.values : initialValues;
  const errors = firstFieldErrors(state.result) as Partial<Record<keyof PlacementFigureFormFields, string>>;
  const form = useRef<HTMLFormElement>(null);
  const [answered, setAnswered] = useState(state);
  const [round, setRound] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    setRound((n) => n + 1);
  }
  useEffect(() => {
    if (round === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const v = (key: keyof PlacementFigureFormFields) => values[key] ?? '';
  const title = figureId ? 'Edit placement figure' : 'Add a placement figure';
  return (
    <form
      ref={form}
      action={action}
      noValidate
      aria-labelledby="placement-form-heading"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="placement-figure-form"
    >
      <h2 id="placement-form-heading" className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <FormMessage state={state} />
      <input type="hidden" name="college_id" value={collegeId} />
      <input type="hidden" name="id" value={figureId ?? ''} />
      <div key={round} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="metric"
          label="Figure"
          required
          defaultValue={v('metric') || 'median'}
          options={PLACEMENT_METRICS.map((m) => ({ value: m, label: PLACEMENT_METRIC_LABELS[m] }))}
          error={errors.metric}
        />
        <SelectField
          name="scope"
          label="Offers counted"
          required
          defaultValue={v('scope') || 'all'}
          options={PLACEMENT_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
          error={errors.scope}
        />
        <TextField
          name="value"
          label="Value"
          required
          inputMode="decimal"
          defaultValue={v('value')}
          error={errors.value}
          hint="Packages in ₹ lakh per annum (₹1.10 crore is 110); students placed as a whole number."
        />
        <TextField
          name="out_of"
          label="Out of (batch size)"
          inputMode="numeric"
          defaultValue={v('out_of')}
          error={errors.out_of}
          hint="Students placed only: how many the batch had, when the source says."
        />
        <TextField
          name="year"
          label="Graduating year"
          required
          inputMode="numeric"
          defaultValue={v('year')}
          error={errors.year}
          hint="The year of the batch's final placements. NIRF 2025 reports the batch graduating in 2024."
        />
        <TextField
          name="batch"
          label="Batch"
          defaultValue={v('batch')}
          error={errors.batch}
          hint='As the source names it, "2023-25"; empty when it gives only the year.'
        />
        <SelectField
          name="kind"
          label="Kind"
          required
          defaultValue={v('kind') || 'college-published'}
          options={PLACEMENT_KINDS.map((k) => ({ value: k, label: PLACEMENT_KIND_LABELS[k] }))}
          error={errors.kind}
          hint="Where unsure, choose the more cautious kind (further down the list)."
        />
        <TextField
          name="auditor"
          label="Auditor"
          defaultValue={v('auditor')}
          error={errors.auditor}
          hint='Audited figures only: "IPRS, audited by …".'
        />
        <div className="sm:col-span-2">
          <TextField
            name="source_url"
            label="Source address"
            required
            type="url"
            defaultValue={v('source_url')}
            error={errors.source_url}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField name="note" label="Note" rows={2} maxLength={500} defaultValue={v('note')} error={errors.note} />
        </div>
      </div>
      <details className="text-sm text-gray-700">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-900">Which kind is it?</summary>
        <dl className="mt-1 space-y-1">
          {PLACEMENT_KINDS.map((k) => (
            <div key={k}>
              <dt className="inline font-semibold">{PLACEMENT_KIND_LABELS[k]}: </dt>
              <dd className="inline">{PLACEMENT_KIND_LEGEND[k]}</dd>
            </div>
          ))}
        </dl>
      </details>
      <SaveOrCancel pending={pending} cancelHref={figureId ? cancelHref : null}>
        {figureId ? 'Save figure' : 'Add figure'}
      </SaveOrCancel>
    </form>
  );
}
