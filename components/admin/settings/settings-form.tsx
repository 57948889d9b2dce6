'use client';

import { useActionState } from 'react';
import { CheckboxField, SelectField, TextField, type SelectOption } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { firstFieldErrors } from '@/lib/actions/result';
import type { SettingsSection } from '@/lib/settings/schemas';
import {
  saveAssignmentSettings,
  saveContactSettings,
  saveFeatureSettings,
  saveSocialSettings,
  saveStatsSettings,
  type SettingsState,
} from '@/lib/settings/settings.actions';

const ACTIONS: Record<SettingsSection, (prev: SettingsState, formData: FormData) => Promise<SettingsState>> = {
  contact: saveContactSettings,
  social: saveSocialSettings,
  stats: saveStatsSettings,
  assignment: saveAssignmentSettings,
  features: saveFeatureSettings,
};

export type SettingsField =
  | { kind: 'text' | 'email' | 'tel' | 'url'; name: string; label: string; value: string; hint?: string; required?: boolean }
  | { kind: 'select'; name: string; label: string; value: string; options: SelectOption[]; hint?: string }
  | { kind: 'checkbox'; name: string; label: string; value: boolean; hint?: string };

interface SettingsFormProps {
  section: SettingsSection;
  title: string;
  description: string;
  fields: SettingsField[];
  /** "Last saved by Rohan Mehta on 23 Nov 2026, 14:05", or null when never saved. */
  lastSaved: string | null;
}

/** One section of the settings, saved on its own; a refused save keeps what was typed and marks each field. */
export function SettingsForm({ section, title, description, fields, lastSaved }: SettingsFormProps) {
  const [state, action, pending] = useActionState<SettingsState, FormData>(ACTIONS[section], { result: null });
  const errors = firstFieldErrors(state.result) as Record<string, string | undefined>;
  const typed = state.values as Record<string, string | undefined> | undefined;
  const headingId = `settings-${section}-heading`;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{description}</p>
      <p className="mt-1 text-xs text-gray-600">{lastSaved ?? 'Not saved from the back-office yet.'}</p>
      <form action={action} noValidate className="mt-4 space-y-4" aria-labelledby={headingId}>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const id = `${section}-${field.name}`;
            if (field.kind === 'checkbox') {
              const checked = typed ? typed[field.name] === 'on' : field.value;
              return (
                <CheckboxField
                  key={`${field.name}-${String(checked)}`}
                  id={id}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  error={errors[field.name]}
                  defaultChecked={checked}
                  className="sm:col-span-2"
                />
              );
            }
            const value = typed?.[field.name] ?? field.value;
            if (field.kind === 'select') {
              return (
                <SelectField
                  key={`${field.name}-${value}`}
                  id={id}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  error={errors[field.name]}
                  options={field.options}
                  defaultValue={value}
                />
              );
            }
            return (
              <TextField
                key={`${field.name}-${state.result ? 'after' : 'before'}`}
                id={id}
                name={field.name}
                label={field.label}
                hint={field.hint}
                required={field.required}
                error={errors[field.name]}
                type={field.kind}
                defaultValue={value}
                autoComplete="off"
              />
            );
          })}
        </div>
        <FormMessage state={state} />
        <button type="submit" className="btn-brand" disabled={pending}>
          {pending ? 'Saving…' : `Save ${title.toLowerCase()}`}
        </button>
      </form>
    </section>
  );
}
