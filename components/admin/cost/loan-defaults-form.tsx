'use client';

import { useActionState } from 'react';
import { TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { SaveOrCancel } from '@/components/admin/content/save-or-cancel';
import { firstFieldErrors } from '@/lib/actions/result';
import { saveLoanDefaults, type LoanDefaultsFormState } from '@/lib/cost/living-costs.actions';
import { useFormRound } from './use-form-round';

/** The education loan every calculator opens with: rate, tenure and grace months, each with its source. */
export function LoanDefaultsForm({ initialValues }: { initialValues: Record<string, string> }) {
  const [state, action, pending] = useActionState<LoanDefaultsFormState, FormData>(saveLoanDefaults, { result: null });
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
      aria-labelledby="loan-form-heading"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="loan-form-heading" className="text-lg font-bold text-brand-900">
        Education loan defaults
      </h2>
      <FormMessage state={state} />
      <div key={round} className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="rate_percent"
          label="Interest rate (% a year)"
          required
          inputMode="decimal"
          defaultValue={v('rate_percent')}
          error={errors.rate_percent}
        />
        <TextField
          name="tenure_years"
          label="Tenure (years)"
          required
          inputMode="numeric"
          defaultValue={v('tenure_years')}
          error={errors.tenure_years}
        />
        <TextField
          name="grace_months"
          label="Grace months after the course"
          required
          inputMode="numeric"
          defaultValue={v('grace_months')}
          error={errors.grace_months}
        />
        <div className="sm:col-span-3">
          <TextField
            name="rate_source_url"
            label="Rate source address"
            required
            type="url"
            defaultValue={v('rate_source_url')}
            error={errors.rate_source_url}
          />
        </div>
        <div className="sm:col-span-3">
          <TextField
            name="tenure_source_url"
            label="Tenure source address"
            required
            type="url"
            defaultValue={v('tenure_source_url')}
            error={errors.tenure_source_url}
          />
        </div>
        <TextField name="as_of" label="As of" required type="date" defaultValue={v('as_of')} error={errors.as_of} />
        <div className="sm:col-span-2">
          <TextAreaField name="note" label="Note" rows={2} maxLength={500} defaultValue={v('note')} error={errors.note} />
        </div>
      </div>
      <SaveOrCancel pending={pending} cancelHref={null}>
        Save loan defaults
      </SaveOrCancel>
    </form>
  );
}
