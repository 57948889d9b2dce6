'use client';

import { useActionState } from 'react';
import { LABEL_CLASS, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { SaveOrCancel } from '@/components/admin/content/save-or-cancel';
import { firstFieldErrors } from '@/lib/actions/result';
import { coverField, LIVING_COVERS } from '@/lib/cost/living-cost-form';
import { saveLivingEstimate, type LivingEstimateFormState } from '@/lib/cost/living-costs.actions';
import { LIVING_COVER_LABELS } from '@/lib/cost/true-cost';
import { useFormRound } from './use-form-round';

interface LivingEstimateFormProps {
  /** The estimate being edited, or none for a new one. */
  estimateId: string | null;
  initialValues: Record<string, string>;
  cancelHref: string;
}

/**
 * Adds or edits one city's monthly living estimate. The source address is required: a figure without one is not
 * shown anywhere. livingEstimateFormInput checks every field on the server; a refusal comes back under each field.
 */
export function LivingEstimateForm({ estimateId, initialValues, cancelHref }: LivingEstimateFormProps) {
  const [state, action, pending] = useActionState<LivingEstimateFormState, FormData>(saveLivingEstimate, { result: null });
  const refused = state.result && !state.result.ok;
  const values: Record<string, string> = refused && state.values ? (state.values as Record<string, string>) : initialValues;
  const errors = firstFieldErrors(state.result) as Record<string, string | undefined>;
  const { form, round } = useFormRound(state);
  const v = (key: string) => values[key] ?? '';
  return (
    <form
      ref={form}
      action={action}
      noValidate
      aria-labelledby="estimate-form-heading"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="estimate-form-heading" className="text-lg font-bold text-brand-900">
        {estimateId ? `Edit the estimate for ${initialValues.city}` : 'Add a city estimate'}
      </h2>
      <FormMessage state={state} />
      <input type="hidden" name="id" value={estimateId ?? ''} />
      <div key={round} className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="city"
          label="City"
          required
          defaultValue={v('city')}
          error={errors.city}
          hint="As the college pages name it."
        />
        <TextField
          name="monthly_amount"
          label="Monthly amount (₹)"
          required
          inputMode="numeric"
          defaultValue={v('monthly_amount')}
          error={errors.monthly_amount}
          hint="Whole rupees a month, exactly as the source gives it."
        />
        <fieldset className="sm:col-span-2" aria-describedby={errors.covers ? 'covers-error' : undefined}>
          <legend className={LABEL_CLASS}>
            What it covers
            <span className="text-danger-700" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {LIVING_COVERS.map((c) => (
              <label key={c} className="inline-flex min-h-11 items-center gap-2 text-sm text-gray-900">
                <input type="checkbox" name={coverField(c)} defaultChecked={v(coverField(c)) === 'on'} className="h-5 w-5" />
                {LIVING_COVER_LABELS[c]}
              </label>
            ))}
          </div>
          {errors.covers ? (
            <p id="covers-error" className="mt-1 text-sm text-danger-700">
              {errors.covers}
            </p>
          ) : null}
        </fieldset>
        <TextField
          name="source_url"
          label="Source address"
          required
          type="url"
          defaultValue={v('source_url')}
          error={errors.source_url}
        />
        <TextField
          name="as_of"
          label="As of"
          required
          type="date"
          defaultValue={v('as_of')}
          error={errors.as_of}
          hint="The date the source gives, or the day it was read when it gives none (say so in the note)."
        />
        <div className="sm:col-span-2">
          <TextAreaField name="note" label="Note" rows={2} maxLength={500} defaultValue={v('note')} error={errors.note} />
        </div>
      </div>
      <SaveOrCancel pending={pending} cancelHref={estimateId ? cancelHref : null}>
        {estimateId ? 'Save estimate' : 'Add estimate'}
      </SaveOrCancel>
    </form>
  );
}
