'use client';

import { useActionState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { PASSAGE_KINDS, type PassageInput } from '@/lib/mock-tests/admin-schema';

type PassageFormState = FormState<ContentChange, PassageInput>;

interface PassageFormProps {
  action: (state: PassageFormState, formData: FormData) => Promise<PassageFormState>;
  initial: Record<string, string>;
  sections: string[];
  submitLabel: string;
}

/** A reading passage or a DI/LR set that several questions of one section share. */
export function PassageForm({ action, initial, sections, submitLabel }: PassageFormProps) {
  const [state, formAction, pending] = useActionState<PassageFormState, FormData>(action, { result: null });
  const values = (state.values as Record<string, string> | undefined) ?? initial;
  const errors = state.result && !state.result.ok ? (state.result.fieldErrors ?? {}) : {};
  const field = (name: keyof PassageInput & string) => ({ name, defaultValue: values[name] ?? '', error: errors[name]?.[0] });

  return (
    // Keyed by what it shows: a refused submission remounts it with what was sent, because React resets a form
    // after its action and a select would otherwise fall back to the option it first rendered with.
    <form key={JSON.stringify(values)} action={formAction} className="space-y-6" noValidate>
      <input type="hidden" name="mock_test_id" value={values.mock_test_id} />
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <FormMessage state={state} />
      <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6 md:grid-cols-2">
        <legend className="px-1 text-base font-bold text-brand-900">Passage or set</legend>
        <SelectField {...field('section')} label="Section" required options={sections.map((s) => ({ value: s, label: s }))} />
        <SelectField
          {...field('kind')}
          label="Kind"
          options={Object.entries(PASSAGE_KINDS).map(([value, label]) => ({ value, label }))}
        />
        <TextField
          {...field('title')}
          label="Title"
          required
          className="md:col-span-2"
          hint="For editors and candidates, e.g. “Set 2: Metro ridership”."
        />
        <TextAreaField
          {...field('body')}
          label="Text"
          required
          rows={14}
          className="md:col-span-2"
          hint="Markdown. A DI table in GFM: | City | 2024 | 2025 | then | --- | --- | --- | and one row per line."
        />
      </fieldset>
      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
