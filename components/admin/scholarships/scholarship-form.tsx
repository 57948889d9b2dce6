'use client';

import { useActionState, type ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import type { FormState } from '@/lib/actions/result';
import { EXAMS } from '@/lib/colleges/search-params';
import type { ContentChange } from '@/lib/content/change';
import type { ScholarshipFormValues } from '@/lib/scholarships/admin-form';
import { PROVIDER_TYPES, type ScholarshipInput } from '@/lib/scholarships/admin-schema';

type ScholarshipFormState = FormState<ContentChange, ScholarshipInput>;

interface ScholarshipFormProps {
  action: (state: ScholarshipFormState, formData: FormData) => Promise<ScholarshipFormState>;
  initial: ScholarshipFormValues;
  colleges: { id: string; name: string }[];
  submitLabel: string;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-bold text-brand-900">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every field /scholarships and the college pages show; a refused submission keeps what was typed. */
export function ScholarshipForm({ action, initial, colleges, submitLabel }: ScholarshipFormProps) {
  const [state, formAction, pending] = useActionState<ScholarshipFormState, FormData>(action, { result: null });
  const values: ScholarshipFormValues = (state.values as ScholarshipFormValues | undefined) ?? initial;
  const errors = state.result && !state.result.ok ? (state.result.fieldErrors ?? {}) : {};
  const field = (name: keyof ScholarshipInput & string) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name]?.join(' '),
  });

  return (
    <form action={formAction} className="space-y-6" noValidate>
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <FormMessage state={state} />

      <Group title="Scholarship">
        <TextField {...field('name')} label="Name" required className="md:col-span-2" />
        <TextField {...field('slug')} label="Slug" hint="Leave empty to make one from the name." />
        <TextField {...field('category')} label="Category" hint="merit, need, category, women …" />
        <TextField {...field('provider')} label="Provider" required />
        <SelectField
          {...field('provider_type')}
          label="Provider type"
          placeholder="Not set"
          options={PROVIDER_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          {...field('college_id')}
          label="College"
          placeholder="Not one college's own"
          options={colleges.map((c) => ({ value: c.id, label: c.name }))}
          hint="An institute's own scheme shows in the Scholarships block of that college's page."
          className="md:col-span-2"
        />
        <TextAreaField {...field('description')} label="Description" className="md:col-span-2" />
      </Group>

      <Group title="Amount">
        <TextField
          {...field('amount_text')}
          label="Amount as published"
          hint="For example ₹3,00,000 a year."
          className="md:col-span-2"
        />
        <TextField {...field('amount_min')} label="Minimum (₹)" inputMode="numeric" hint="Leave empty if not published." />
        <TextField {...field('amount_max')} label="Maximum (₹)" inputMode="numeric" hint="Empty: the same as the minimum." />
      </Group>

      <Group title="Who may apply">
        <TextAreaField {...field('eligibility')} label="Eligibility" className="md:col-span-2" />
        <TextAreaField {...field('target_groups')} label="Target groups" rows={3} hint="One per line: SC, women, merit …" />
        <TextField
          {...field('exams')}
          label="Entrance exams"
          hint={`Comma-separated, from ${EXAMS.join(', ')}. Empty: any exam.`}
        />
        <TextAreaField
          {...field('states')}
          label="States"
          rows={3}
          hint="One per line (Maharashtra, Tamil Nadu …). Empty: all of India."
          className="md:col-span-2"
        />
      </Group>

      <Group title="Applying">
        <TextAreaField {...field('how_to_apply')} label="How to apply" className="md:col-span-2" />
        <TextField {...field('application_start')} label="Applications open" type="date" />
        <TextField {...field('deadline')} label="Deadline" type="date" />
        <TextField
          {...field('deadline_text')}
          label="Deadline as text"
          className="md:col-span-2"
          hint="For example: As notified each year."
        />
        <TextField {...field('apply_url')} label="Application address" type="url" />
        <TextField
          {...field('source_url')}
          label="Source address"
          type="url"
          required
          hint="The page that published these facts."
        />
        <TextField {...field('last_verified_at')} label="Last verified" type="date" />
      </Group>

      <Group title="Publishing">
        <CheckboxField name="is_active" label="Active (shown on the site)" defaultChecked={values.is_active === 'on'} />
        <CheckboxField name="is_featured" label="Featured (listed first)" defaultChecked={values.is_featured === 'on'} />
      </Group>

      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
