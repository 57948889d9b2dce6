'use client';

import { useActionState, type ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { RowsEditor } from '@/components/admin/exams/rows-editor';
import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { EXAM_DIFFICULTIES } from '@/lib/exams/difficulty';
import { mockTestSectionRows, type MockTestFormValues } from '@/lib/mock-tests/admin-form';
import { MOCK_TEST_KINDS, SCORING_SCHEME_LABELS, SECTION_ORDERS, type MockTestInput } from '@/lib/mock-tests/admin-schema';

type MockTestFormState = FormState<ContentChange, MockTestInput>;

interface MockTestFormProps {
  action: (state: MockTestFormState, formData: FormData) => Promise<MockTestFormState>;
  initial: MockTestFormValues;
  exams: { id: string; name: string }[];
  submitLabel: string;
}

const SECTION_COLUMNS = [
  { key: 'name', label: 'Name', width: 'lg:flex-[3]' },
  { key: 'minutes', label: 'Minutes', type: 'number' as const, width: 'lg:w-28' },
];

const choices = (values: Record<string, string>) => Object.entries(values).map(([value, label]) => ({ value, label }));

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-bold text-brand-900">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A mock test's own fields: what it is, how it is scored and timed, its sections and its price. Questions and
 * passages are written on the edit page. After a refused submission the form shows what was sent.
 */
export function MockTestForm({ action, initial, exams, submitLabel }: MockTestFormProps) {
  const [state, formAction, pending] = useActionState<MockTestFormState, FormData>(action, { result: null });
  const values: MockTestFormValues = (state.values as MockTestFormValues | undefined) ?? initial;
  const errors = state.result && !state.result.ok ? (state.result.fieldErrors ?? {}) : {};
  const error = (name: keyof MockTestInput) => errors[name]?.[0];
  const field = (name: keyof MockTestInput & string) => ({ name, defaultValue: values[name] ?? '', error: error(name) });
  const rows = mockTestSectionRows(values);

  return (
    // Keyed by what it shows: a refused submission remounts it with what was sent, because React resets a form
    // after its action and a select would otherwise fall back to the option it first rendered with.
    <form key={JSON.stringify(values)} action={formAction} className="space-y-6" noValidate>
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <FormMessage state={state} />

      <Group title="The test">
        <TextField {...field('title')} label="Title" required className="md:col-span-2" />
        <TextField {...field('slug')} label="Slug" hint="The test’s address. Leave empty to make one from the title." />
        <SelectField
          {...field('exam_id')}
          label="Exam"
          placeholder="No exam"
          options={exams.map((e) => ({ value: e.id, label: e.name }))}
        />
        <TextAreaField {...field('description')} label="Description" rows={3} className="md:col-span-2" />
        <SelectField {...field('kind')} label="Kind" options={choices(MOCK_TEST_KINDS)} />
        <SelectField
          {...field('difficulty')}
          label="Difficulty"
          options={EXAM_DIFFICULTIES.map((d) => ({ value: d, label: d }))}
        />
      </Group>

      <Group title="Scoring and timing">
        <SelectField
          {...field('scoring_scheme')}
          label="Scoring scheme"
          options={choices(SCORING_SCHEME_LABELS)}
          hint="Every question’s marks follow the scheme."
        />
        <SelectField {...field('section_order')} label="Section order" options={choices(SECTION_ORDERS)} />
        <TextField {...field('duration_minutes')} label="Duration (minutes)" inputMode="numeric" required />
        <CheckboxField
          name="has_calculator"
          label="On-screen calculator"
          defaultChecked={values.has_calculator === 'on'}
          error={error('has_calculator')}
        />
        <div className="md:col-span-2">
          <RowsEditor
            key={JSON.stringify(rows)}
            prefix="section"
            legend="Sections"
            rowName="section"
            columns={SECTION_COLUMNS}
            initialRows={rows}
            hint="In paper order. Fixed or candidate order: minutes per section, adding up to the duration. Free order: leave minutes empty. Renaming a section keeps its questions."
            error={errors.section?.join(' ')}
          />
        </div>
        <TextAreaField
          {...field('instructions')}
          label="Instructions"
          rows={6}
          className="md:col-span-2"
          hint="Shown to the candidate before the test starts. Markdown."
        />
      </Group>

      <Group title="Price">
        <CheckboxField name="is_free" label="Free" defaultChecked={values.is_free === 'on'} error={error('is_free')} />
        <TextField {...field('price')} label="Price (₹)" inputMode="decimal" hint="For a paid test." />
      </Group>

      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
