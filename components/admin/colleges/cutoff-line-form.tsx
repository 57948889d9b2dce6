'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { SaveOrCancel } from '@/components/admin/content/save-or-cancel';
import { firstFieldErrors } from '@/lib/actions/result';
import { CUTOFF_KIND_LABELS } from '@/lib/predictor/cutoff-line';
import { CATEGORY_CHOICES, categoryField, type CutoffLineFormFields } from '@/lib/predictor/cutoff-line-form';
import { saveCutoffLine, type CutoffLineFormState } from '@/lib/predictor/predictor-admin.actions';
import { CUTOFF_KINDS, GENDERS, LINE_BACKGROUNDS, MEASURES } from '@/lib/predictor/types';

type Values = Partial<Record<keyof CutoffLineFormFields, string>>;

interface CutoffLineFormProps {
  collegeId: string;
  /** The line being edited, or none for a new line. */
  lineId: string | null;
  initialValues: Values;
  /** The page without ?edit, to leave editing. */
  cancelHref: string;
}

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/**
 * Adds or edits one cut-off line. Every field is checked by cutoffLineSchema on the server; a refusal comes back
 * with each message under its field and what was typed still in place.
 */
export function CutoffLineForm({ collegeId, lineId, initialValues, cancelHref }: CutoffLineFormProps) {
  const [state, action, pending] = useActionState<CutoffLineFormState, FormData>(saveCutoffLine, { result: null });
  const refused = state.result && !state.result.ok;
  const values: Values = refused && state.values ? state.values : initialValues;
  const errors = firstFieldErrors(state.result) as Partial<Record<keyof CutoffLineFormFields, string>>;
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

  const v = (key: keyof CutoffLineFormFields) => values[key] ?? '';
  const title = lineId ? 'Edit cut-off line' : 'Add a cut-off line';
  return (
    <form
      ref={form}
      action={action}
      noValidate
      aria-labelledby="cutoff-form-heading"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="cutoff-line-form"
    >
      <h2 id="cutoff-form-heading" className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <FormMessage state={state} />
      <input type="hidden" name="college_id" value={collegeId} />
      <input type="hidden" name="id" value={lineId ?? ''} />
      <div key={round} className="grid gap-4 sm:grid-cols-2">
        <TextField name="exam" label="Exam" required defaultValue={v('exam')} error={errors.exam} hint="CAT, XAT, NMAT …" />
        <SelectField
          name="measure"
          label="Measure"
          required
          defaultValue={v('measure') || 'percentile'}
          options={options(MEASURES)}
          error={errors.measure}
        />
        <TextField
          name="value"
          label="Value"
          required
          inputMode="decimal"
          defaultValue={v('value')}
          error={errors.value}
          hint="The figure; for a range, its lower end."
        />
        <TextField
          name="value_max"
          label="Upper end of a range"
          inputMode="decimal"
          defaultValue={v('value_max')}
          error={errors.value_max}
          hint="Only when the source gives a range."
        />
        <TextAreaField
          name="sectionals"
          label="Sectional minimums"
          rows={3}
          defaultValue={v('sectionals')}
          error={errors.sectionals}
          hint='One per line: "VARC 70", or "each 60" for every section.'
        />
        <fieldset className="min-w-0" aria-describedby={errors.categories ? 'categories-error' : undefined}>
          <legend className="text-sm font-semibold text-gray-800">
            Categories{' '}
            <span className="text-danger-700" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="mt-1 grid grid-cols-2 gap-x-3">
            {CATEGORY_CHOICES.map((c) => (
              <CheckboxField
                key={c}
                name={categoryField(c)}
                label={c === 'all' ? 'All (one figure for everyone)' : c}
                defaultChecked={v(categoryField(c)) === 'on'}
                className={c === 'all' ? 'col-span-2' : undefined}
              />
            ))}
          </div>
          {errors.categories ? (
            <p id="categories-error" className="mt-1 text-sm text-danger-700">
              {errors.categories}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          name="gender"
          label="Only for gender"
          placeholder="Any"
          defaultValue={v('gender')}
          options={options(GENDERS)}
          error={errors.gender}
        />
        <SelectField
          name="background"
          label="Only for background"
          placeholder="Any"
          defaultValue={v('background')}
          options={options(LINE_BACKGROUNDS)}
          error={errors.background}
        />
        <TextField
          name="programme"
          label="Programme"
          defaultValue={v('programme')}
          error={errors.programme}
          hint="Empty: the main programme."
        />
        <TextAreaField
          name="relaxations"
          label="Relaxations"
          rows={2}
          defaultValue={v('relaxations')}
          error={errors.relaxations}
          hint='One per line: "woman 2" (points lower).'
        />
        <TextField
          name="cycle"
          label="Cycle"
          defaultValue={v('cycle')}
          error={errors.cycle}
          hint='As the source names it: "CAT 2025".'
        />
        <TextField
          name="cycle_year"
          label="Cycle year"
          inputMode="numeric"
          defaultValue={v('cycle_year')}
          error={errors.cycle_year}
        />
        <SelectField
          name="kind"
          label="Kind"
          required
          defaultValue={v('kind') || 'official-minimum'}
          options={CUTOFF_KINDS.map((k) => ({ value: k, label: CUTOFF_KIND_LABELS[k] }))}
          error={errors.kind}
        />
        <TextField
          name="source_url"
          label="Source address"
          required
          type="url"
          defaultValue={v('source_url')}
          error={errors.source_url}
        />
        <TextField
          name="source_label"
          label="Source"
          required
          defaultValue={v('source_label')}
          error={errors.source_label}
          hint="Site and article."
        />
        <TextAreaField name="note" label="Note" rows={2} defaultValue={v('note')} error={errors.note} />
      </div>
      <SaveOrCancel pending={pending} cancelHref={lineId ? cancelHref : null}>
        {lineId ? 'Save line' : 'Add line'}
      </SaveOrCancel>
    </form>
  );
}
