'use client';

import { useActionState, type ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { examFormRows, type ExamFormValues } from '@/lib/exams/admin-form';
import type { ExamInput } from '@/lib/exams/admin-schema';
import { EXAM_DIFFICULTIES } from '@/lib/exams/difficulty';
import { RowsEditor } from './rows-editor';

type ExamFormState = FormState<ContentChange, ExamInput>;

interface ExamFormProps {
  action: (state: ExamFormState, formData: FormData) => Promise<ExamFormState>;
  /** The stored exam as form fields (editing) or the new-exam defaults. */
  initial: ExamFormValues;
  submitLabel: string;
}

const SECTION_COLUMNS = [
  { key: 'name', label: 'Name', width: 'lg:flex-[3]' },
  { key: 'short', label: 'Short name', width: 'lg:w-28' },
  { key: 'questions', label: 'Questions', type: 'number' as const, width: 'lg:w-24' },
  { key: 'minutes', label: 'Minutes', type: 'number' as const, width: 'lg:w-24' },
  { key: 'part', label: 'Part', width: 'lg:w-20' },
  { key: 'note', label: 'Note', width: 'lg:flex-[2]' },
];
const SOURCE_COLUMNS = [
  { key: 'label', label: 'Label', width: 'lg:flex-[2]' },
  { key: 'url', label: 'Address', type: 'url' as const, width: 'lg:flex-[3]' },
  { key: 'note', label: 'Note', width: 'lg:flex-[2]' },
];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-bold text-brand-900">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Every field the public exam pages show. After a refused submission the form shows what was sent (nothing
 * typed is lost) with each field's message; the section and source rows come back as they were sent.
 */
export function ExamForm({ action, initial, submitLabel }: ExamFormProps) {
  const [state, formAction, pending] = useActionState<ExamFormState, FormData>(action, { result: null });
  const values: ExamFormValues = (state.values as ExamFormValues | undefined) ?? initial;
  const errors = state.result && !state.result.ok ? (state.result.fieldErrors ?? {}) : {};
  const error = (name: keyof ExamInput) => errors[name]?.[0];
  const rows = examFormRows(values);
  const field = (name: keyof ExamInput & string) => ({ name, defaultValue: values[name] ?? '', error: error(name) });

  return (
    <form action={formAction} className="space-y-6" noValidate>
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <FormMessage state={state} />

      <Group title="Basics">
        <TextField {...field('name')} label="Short name" required hint="As people say it: CAT, XAT, NMAT." />
        <TextField
          {...field('slug')}
          label="Slug"
          hint="The page address /exams/{slug}. Leave empty to make one from the name."
        />
        <TextField {...field('full_name')} label="Full name" className="md:col-span-2" />
        <TextAreaField {...field('description')} label="Description" className="md:col-span-2" />
        <TextField {...field('conducting_body')} label="Conducting body" />
        <SelectField
          {...field('difficulty')}
          label="Difficulty"
          placeholder="Not rated"
          options={EXAM_DIFFICULTIES.map((d) => ({ value: d, label: d }))}
        />
        <TextField {...field('order_index')} label="Order" inputMode="numeric" hint="Lower numbers come first." />
        <CheckboxField
          name="is_active"
          label="Active (shown on the site)"
          defaultChecked={values.is_active === 'on'}
          error={error('is_active')}
        />
      </Group>

      <Group title="Applicants">
        <TextField
          {...field('applicants')}
          label="Applicant count"
          inputMode="numeric"
          hint="Leave empty when no figure is published: the site then says 'Not published'."
        />
        <TextField {...field('applicants_year')} label="Cycle of the count" hint="For example: CAT 2025 registrations." />
        <TextField {...field('applicants_source')} label="Published by" hint="Required with a count." />
        <TextField {...field('applicants_source_url')} label="Source address" type="url" />
      </Group>

      <Group title="Pattern">
        <TextField {...field('duration_minutes')} label="Duration (minutes)" inputMode="numeric" />
        <TextField {...field('total_questions')} label="Questions" inputMode="numeric" />
        <TextField {...field('total_marks')} label="Total marks" inputMode="numeric" />
        <TextField {...field('mode')} label="Mode" />
        <TextAreaField {...field('marking_scheme')} label="Marking scheme" rows={2} className="md:col-span-2" />
        <TextField {...field('frequency')} label="Frequency" className="md:col-span-2" />
        <div className="md:col-span-2">
          <RowsEditor
            key={JSON.stringify(rows.sections)}
            prefix="section"
            legend="Sections"
            rowName="section"
            columns={SECTION_COLUMNS}
            initialRows={rows.sections}
            error={errors.section?.join(' ')}
          />
        </div>
        <TextAreaField
          {...field('pattern')}
          label="Other pattern facts (JSON)"
          rows={6}
          className="md:col-span-2"
          hint='A JSON object of facts shown as rows, e.g. {"sectional_timing": true, "slots": ["9:00-12:00"]}.'
          spellCheck={false}
        />
      </Group>

      <Group title="Dates and cycle">
        <TextField {...field('cycle_year')} label="Cycle" hint="The cycle the dates and fees belong to: CAT 2025." />
        <TextField {...field('exam_date')} label="Exam date" type="date" />
        <TextAreaField {...field('date_text')} label="Dates as text" rows={2} className="md:col-span-2" />
        <CheckboxField
          name="dates_expected"
          label="Dates are expected, not official"
          defaultChecked={values.dates_expected === 'on'}
          className="md:col-span-2"
        />
        <TextField {...field('registration_start')} label="Registration opens" type="date" />
        <TextField {...field('registration_end')} label="Registration closes" type="date" />
        <TextField {...field('result_date')} label="Result date" type="date" />
      </Group>

      <Group title="Fees, eligibility and acceptance">
        <TextField {...field('fees')} label="Fees" className="md:col-span-2" />
        <TextAreaField {...field('eligibility')} label="Eligibility" className="md:col-span-2" />
        <TextField {...field('accepted_by')} label="Accepted by" />
        <TextField {...field('website')} label="Official website" type="url" />
        <TextAreaField
          {...field('preparation_tips')}
          label="Preparation tips"
          hint="One tip per line."
          rows={5}
          className="md:col-span-2"
        />
      </Group>

      <Group title="Sources">
        <div className="md:col-span-2">
          <RowsEditor
            key={JSON.stringify(rows.sources)}
            prefix="source"
            legend="Sources for the page"
            rowName="source"
            columns={SOURCE_COLUMNS}
            initialRows={rows.sources}
            error={errors.source?.join(' ')}
          />
        </div>
        <TextField {...field('last_verified_at')} label="Last verified" type="date" />
      </Group>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
