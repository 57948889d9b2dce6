'use client';

import { CheckboxField, SelectField, TextAreaField, TextField, type SelectOption } from '@/components/admin/content/fields';
import { CUTOFF_KINDS, PROGRAM_MODES } from '@/lib/colleges/admin-schema';
import { CUTOFF_KIND_LABELS } from '@/lib/colleges/format';
import { RowEditor, type RowField } from './row-editor';

/* The college form's repeatable rows: cut-offs, other rankings, data sources and programmes. */

interface RowsProps {
  initial: Record<string, string>[];
  errors: Partial<Record<string, string>>;
}

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4';

function Text({
  field,
  label,
  ...rest
}: { field: RowField; label: string } & Omit<Parameters<typeof TextField>[0], 'name' | 'label' | 'defaultValue' | 'error'>) {
  return <TextField {...rest} name={field.name} label={label} defaultValue={field.defaultValue} error={field.error} />;
}

function Choice({ field, label, options }: { field: RowField; label: string; options: readonly SelectOption[] }) {
  return (
    <SelectField
      name={field.name}
      label={label}
      defaultValue={field.defaultValue || options[0].value}
      error={field.error}
      options={options}
    />
  );
}

const KIND_OPTIONS = CUTOFF_KINDS.map((kind) => ({ value: kind, label: CUTOFF_KIND_LABELS[kind] }));
const MODE_OPTIONS = PROGRAM_MODES.map((mode) => ({ value: mode, label: mode }));

export function CutoffRows({ initial, errors }: RowsProps) {
  return (
    <RowEditor
      list="cutoffs"
      title="Cut-offs"
      itemLabel="Cut-off"
      hint="Each with its kind, cycle and source: the public page says whether it is an official minimum or an estimate."
      initial={initial}
      errors={errors}
      renderRow={(f) => (
        <div className={GRID}>
          <Text field={f('exam')} label="Exam" required maxLength={40} />
          <Choice field={f('kind')} label="Kind" options={KIND_OPTIONS} />
          <Text field={f('percentile')} label="Percentile" inputMode="decimal" />
          <Text field={f('score')} label="Score (if not a percentile)" inputMode="decimal" />
          <Text field={f('category')} label="Category" placeholder="General" maxLength={60} />
          <Text field={f('cycle')} label="Cycle" placeholder="CAT 2025 (2026-28 batch)" maxLength={80} />
          <Text field={f('year')} label="Year" inputMode="numeric" />
          <Text field={f('source')} label="Source URL" placeholder="https://" maxLength={1000} />
          <div className="sm:col-span-2 lg:col-span-4">
            <Text field={f('note')} label="Note" maxLength={500} />
          </div>
        </div>
      )}
    />
  );
}

export function RankingRows({ initial, errors }: RowsProps) {
  return (
    <RowEditor
      list="rankings"
      title="Other rankings"
      itemLabel="Ranking"
      initial={initial}
      errors={errors}
      renderRow={(f) => (
        <div className={GRID}>
          <Text field={f('agency')} label="Ranking" placeholder="NIRF Overall" required maxLength={80} />
          <Text field={f('rank')} label="Rank" inputMode="numeric" required />
          <Text field={f('year')} label="Year" inputMode="numeric" />
          <Text field={f('source')} label="Source URL" placeholder="https://" maxLength={1000} />
        </div>
      )}
    />
  );
}

export function SourceRows({ initial, errors }: RowsProps) {
  return (
    <RowEditor
      list="data_sources"
      title="Data sources"
      itemLabel="Source"
      hint="Where the figures come from. Labels starting with 'not shown' are notes for editors and stay off the public page."
      initial={initial}
      errors={errors}
      renderRow={(f) => (
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr_1fr]">
          <Text field={f('label')} label="What it is for" placeholder="fees" required maxLength={80} />
          <Text field={f('url')} label="URL" type="url" placeholder="https://" required />
          <Text field={f('accessed')} label="Accessed on" type="date" />
        </div>
      )}
    />
  );
}

export function ProgramRows({ initial, errors }: RowsProps) {
  return (
    <RowEditor
      list="programs"
      title="Programmes"
      hideTitle
      itemLabel="Programme"
      hint="Saved with the college: removed rows are deleted, the others updated or added."
      initial={initial}
      errors={errors}
      renderRow={(f) => {
        const id = f('id');
        return (
          <div className="space-y-3">
            <input type="hidden" name={id.name} value={id.defaultValue} />
            {id.error ? <p className="text-sm text-danger-700">{id.error}</p> : null}
            <div className={GRID}>
              <div className="sm:col-span-2">
                <Text field={f('name')} label="Programme name" required maxLength={200} />
              </div>
              <Text
                field={{ ...f('degree'), defaultValue: f('degree').defaultValue || 'MBA' }}
                label="Degree"
                required
                maxLength={40}
              />
              <Choice field={f('mode')} label="Mode" options={MODE_OPTIONS} />
              <Text field={f('duration_months')} label="Duration (months)" inputMode="numeric" />
              <Text field={f('seats')} label="Seats" inputMode="numeric" />
              <Text field={f('total_fees')} label="Programme fees (₹)" inputMode="decimal" />
              <Text field={f('fees_year')} label="Fees year" placeholder="2025-27" maxLength={20} />
              <Text field={f('average_package')} label="Average package (LPA)" inputMode="decimal" />
              <Text field={f('highest_package')} label="Highest package (LPA)" inputMode="decimal" />
              <Text field={f('placement_year')} label="Placement batch / year" maxLength={20} />
              <Text field={f('order_index')} label="Order" inputMode="numeric" />
              <div className="sm:col-span-2">
                <Text field={f('specializations')} label="Specialisations" hint="Separated by commas" />
              </div>
              <div className="sm:col-span-2">
                <Text field={f('exams_accepted')} label="Exams accepted" hint="Separated by commas" />
              </div>
              <div className="sm:col-span-2 lg:col-span-4">
                <Text field={f('eligibility')} label="Eligibility" maxLength={1000} />
              </div>
              <div className="sm:col-span-2 lg:col-span-4">
                <TextAreaField
                  name={f('description').name}
                  label="Description"
                  rows={2}
                  defaultValue={f('description').defaultValue}
                  error={f('description').error}
                  maxLength={2000}
                />
              </div>
              <CheckboxField
                name={f('is_flagship').name}
                label="Flagship programme"
                defaultChecked={f('is_flagship').defaultValue === 'on'}
              />
            </div>
          </div>
        );
      }}
    />
  );
}
