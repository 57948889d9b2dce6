'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { SaveOrCancel } from '@/components/admin/content/save-or-cancel';
import { firstFieldErrors } from '@/lib/actions/result';
import type { CalendarEntryFormFields } from '@/lib/exam-calendar/entry-form';
import { saveCalendarEntry, type CalendarEntryFormState } from '@/lib/exam-calendar/exam-calendar-admin.actions';
import { MONTH_NAMES } from '@/lib/exam-calendar/expected';
import { CALENDAR_EXAMS, ENTRY_KINDS, EXAM_NAMES, KIND_LABELS, MONTH_PARTS, type MonthPart } from '@/lib/exam-calendar/types';

interface CalendarEntryFormProps {
  /** The entry being edited, or none for a new one. */
  entryId: string | null;
  initialValues: CalendarEntryFormFields;
  colleges: { id: string; name: string }[];
  cancelHref: string;
}

const PART_LABELS: Record<MonthPart, string> = { early: 'Early', mid: 'Mid', late: 'Late', any: 'Whole month' };
const MONTHS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
const PARTS = MONTH_PARTS.map((p) => ({ value: p, label: PART_LABELS[p] }));

/**
 * Adds or edits one calendar entry: announced (a date, an optional last day) or expected (the usual part of a month
 * and its year — no day). Checked by calendarEntrySchema on the server; a refusal keeps what was typed.
 */
export function CalendarEntryForm({ entryId, initialValues, colleges, cancelHref }: CalendarEntryFormProps) {
  const [state, action, pending] = useActionState<CalendarEntryFormState, FormData>(saveCalendarEntry, { result: null });
  const refused = state.result && !state.result.ok;
  const values: CalendarEntryFormFields = refused && state.values ? state.values : initialValues;
  const errors = firstFieldErrors(state.result) as Partial<Record<keyof CalendarEntryFormFields, string>>;
  const [status, setStatus] = useState(values.status || 'announced');
  const form = useRef<HTMLFormElement>(null);
  const [answered, setAnswered] = useState(state);
  const [round, setRound] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    setRound((n) => n + 1);
    if (refused && state.values?.status) setStatus(state.values.status);
  }
  useEffect(() => {
    if (round === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const v = (key: keyof CalendarEntryFormFields) => values[key] ?? '';
  return (
    <form
      ref={form}
      action={action}
      noValidate
      aria-labelledby="calendar-form-heading"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="calendar-entry-form"
    >
      <h2 id="calendar-form-heading" className="text-lg font-bold text-brand-900">
        {entryId ? 'Edit calendar entry' : 'Add a calendar entry'}
      </h2>
      <FormMessage state={state} />
      <input type="hidden" name="id" value={entryId ?? ''} />
      <div key={round} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="status"
          label="Status"
          required
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[
            { value: 'announced', label: 'Announced (a published date)' },
            { value: 'expected', label: 'Expected (usual month only)' },
          ]}
          error={errors.status}
        />
        <SelectField
          name="kind"
          label="What"
          required
          defaultValue={v('kind') || 'exam-day'}
          options={ENTRY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          error={errors.kind}
        />
        <SelectField
          name="exam"
          label="Exam"
          placeholder="None (several exams)"
          defaultValue={v('exam')}
          options={CALENDAR_EXAMS.map((e) => ({ value: e, label: EXAM_NAMES[e] }))}
          error={errors.exam}
          hint="For an application date: the exam it admits through."
        />
        <SelectField
          name="college_id"
          label="College"
          placeholder="None (an exam date)"
          defaultValue={v('college_id')}
          options={colleges.map((c) => ({ value: c.id, label: c.name }))}
          error={errors.college_id}
          hint="Only for application dates."
        />
        <TextField
          name="cycle"
          label="Cycle"
          required
          defaultValue={v('cycle')}
          error={errors.cycle}
          hint="Admission cycle, e.g. 2026-27."
        />
        <TextField
          name="cycle_label"
          label="Cycle name"
          required
          defaultValue={v('cycle_label')}
          error={errors.cycle_label}
          hint='e.g. "CAT 2026".'
        />
        {status === 'announced' ? (
          <>
            <TextField
              name="starts_on"
              label="Date"
              required
              type="date"
              defaultValue={v('starts_on')}
              error={errors.starts_on}
            />
            <TextField
              name="ends_on"
              label="Last day"
              type="date"
              defaultValue={v('ends_on')}
              error={errors.ends_on}
              hint="Only for a range (a test window)."
            />
          </>
        ) : (
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-semibold text-gray-800">Usually (never a day)</legend>
            <div className="mt-1 grid gap-4 sm:grid-cols-3">
              <SelectField
                name="usual_part"
                label="Part of the month"
                defaultValue={v('usual_part') || 'late'}
                options={PARTS}
                error={errors.usual_part}
              />
              <SelectField
                name="usual_month"
                label="Month"
                defaultValue={v('usual_month') || '11'}
                options={MONTHS}
                error={errors.usual_month}
              />
              <TextField
                name="usual_year"
                label="Year"
                inputMode="numeric"
                defaultValue={v('usual_year')}
                error={errors.usual_year}
              />
              <SelectField
                name="usual_until_part"
                label="Until: part"
                placeholder="—"
                defaultValue={v('usual_until_part')}
                options={PARTS}
                error={errors.usual_until_part}
              />
              <SelectField
                name="usual_until_month"
                label="Until: month"
                placeholder="—"
                defaultValue={v('usual_until_month')}
                options={MONTHS}
                error={errors.usual_until_month}
              />
              <TextField
                name="usual_until_year"
                label="Until: year"
                inputMode="numeric"
                defaultValue={v('usual_until_year')}
                error={errors.usual_until_year}
                hint="Only for a usual span."
              />
            </div>
            <TextAreaField
              name="basis"
              label="Based on"
              required
              rows={2}
              defaultValue={v('basis')}
              error={errors.basis}
              hint='The earlier fact, with its year: "CAT 2025 was held on 30 Nov 2025."'
              className="mt-4"
            />
          </fieldset>
        )}
        <TextField
          name="detail"
          label="Detail"
          defaultValue={v('detail')}
          error={errors.detail}
          hint='Short, e.g. "paper-based (PBT)".'
        />
        <TextField
          name="last_verified"
          label="Last verified"
          required
          type="date"
          defaultValue={v('last_verified')}
          error={errors.last_verified}
        />
        <TextField
          name="source_url"
          label="Source address"
          required
          type="url"
          defaultValue={v('source_url')}
          error={errors.source_url}
        />
        <TextField name="source_label" label="Source" required defaultValue={v('source_label')} error={errors.source_label} />
        <TextAreaField name="note" label="Note" rows={2} defaultValue={v('note')} error={errors.note} className="sm:col-span-2" />
      </div>
      <SaveOrCancel pending={pending} cancelHref={entryId ? cancelHref : null}>
        {entryId ? 'Save entry' : 'Add entry'}
      </SaveOrCancel>
    </form>
  );
}
