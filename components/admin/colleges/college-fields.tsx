import Link from 'next/link';
import type { ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { COLLEGE_TYPES } from '@/lib/colleges/search-params';

/* The college's own fields, grouped as the public page shows them. */

export interface FieldSource {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}

type TextProps = Omit<Parameters<typeof TextField>[0], 'name' | 'defaultValue' | 'error'>;

export function Section({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** Field helpers bound to the form's values and messages. */
export function fieldsFor({ values, errors }: FieldSource) {
  const text = (name: string, props: TextProps) => (
    <TextField {...props} name={name} defaultValue={values[name] ?? ''} error={errors[name]} />
  );
  const area = (name: string, label: string, rows: number, hint?: string, maxLength = 10_000) => (
    <TextAreaField
      name={name}
      label={label}
      rows={rows}
      hint={hint}
      maxLength={maxLength}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
    />
  );
  const check = (name: string, label: string, hint?: string) => (
    <CheckboxField name={name} label={label} hint={hint} defaultChecked={values[name] === 'on'} error={errors[name]} />
  );
  return { text, area, check };
}

export function BasicsFields(source: FieldSource) {
  const { text, check } = fieldsFor(source);
  return (
    <Section title="Basics">
      <div className={GRID}>
        <div className="sm:col-span-2">{text('name', { label: 'Name', required: true, maxLength: 200 })}</div>
        {text('short_name', { label: 'Short name', placeholder: 'IIM Ahmedabad', maxLength: 80 })}
        {text('slug', {
          label: 'Address (slug)',
          maxLength: 80,
          hint: 'Leave empty to make one from the name. After a change the old address keeps redirecting here.',
        })}
        <div className="sm:col-span-2">
          {text('location', { label: 'Location', required: true, placeholder: 'Mumbai, Maharashtra', maxLength: 200 })}
        </div>
        {text('city', { label: 'City', maxLength: 80 })}
        {text('state', { label: 'State', maxLength: 80 })}
        <SelectField
          name="type"
          label="Type"
          required
          defaultValue={source.values.type || 'Private'}
          error={source.errors.type}
          options={COLLEGE_TYPES.map((type) => ({ value: type, label: type }))}
        />
        {text('established', { label: 'Established (year)', inputMode: 'numeric' })}
        {text('rating', { label: 'Rating (0–5)', inputMode: 'decimal', hint: 'The MBA Disha rating' })}
      </div>
      <div className="flex flex-wrap gap-6">
        {check('is_active', 'Active', 'Inactive colleges are hidden from the public site.')}
        {check('is_featured', 'Featured')}
      </div>
    </Section>
  );
}

/** Fees; placements have a page of their own, where each figure carries its kind, batch and source. */
export function FeesAndPlacementFields({ placementsHref, ...source }: FieldSource & { placementsHref: string | null }) {
  const { text } = fieldsFor(source);
  return (
    <Section title="Fees and placements" description="Fees in rupees for the whole flagship course.">
      <div className={GRID}>
        {text('total_fees', { label: 'Total fees (₹)', inputMode: 'decimal', hint: 'One published figure' })}
        {text('fees_min', { label: 'Fees from (₹)', inputMode: 'decimal', hint: 'Or a published range' })}
        {text('fees_max', { label: 'Fees up to (₹)', inputMode: 'decimal' })}
        {text('fees_year', { label: 'Fees year', placeholder: '2025-27', maxLength: 20 })}
        <div className="sm:col-span-2 lg:col-span-4">{text('fees_note', { label: 'Fees note', maxLength: 500 })}</div>
      </div>
      <p className="text-sm text-gray-700">
        Placement figures (median, average and highest packages, students placed) are kept one by one, each with its kind, batch
        and source:{' '}
        {placementsHref ? (
          <Link href={placementsHref} className="link font-medium">
            edit the placement figures
          </Link>
        ) : (
          'add them once the college is created.'
        )}
      </p>
    </Section>
  );
}

export function RankingFields(source: FieldSource) {
  const { text } = fieldsFor(source);
  return (
    <div className={GRID}>
      {text('nirf_rank', { label: 'NIRF Management rank', inputMode: 'numeric' })}
      {text('nirf_year', { label: 'NIRF year', inputMode: 'numeric' })}
      {text('total_seats', { label: 'Total seats', inputMode: 'numeric' })}
      {text('accreditation', { label: 'Accreditation', placeholder: 'AACSB, EQUIS', hint: 'Separated by commas' })}
    </div>
  );
}

export function ContactAndContentFields(source: FieldSource) {
  const { text, area } = fieldsFor(source);
  return (
    <>
      <Section title="Contact">
        <div className={GRID}>
          <div className="sm:col-span-2">{text('website', { label: 'Website', type: 'url', placeholder: 'https://' })}</div>
          {text('email', { label: 'E-mail', type: 'email' })}
          {text('phone', { label: 'Phone', type: 'tel', maxLength: 40 })}
          <div className="sm:col-span-2 lg:col-span-4">{area('address', 'Address', 2, undefined, 500)}</div>
        </div>
      </Section>
      <Section title="About the college">
        {area('description', 'Description', 6, 'Plain text; a blank line starts a new paragraph.')}
        {area('highlights', 'Highlights', 4, 'One per line.', 9_000)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('logo_url', { label: 'Logo URL', type: 'url', placeholder: 'https://' })}
          {text('cover_image_url', { label: 'Cover image URL', type: 'url', placeholder: 'https://' })}
        </div>
      </Section>
    </>
  );
}

export function AdmissionFields(source: FieldSource) {
  const { text, area } = fieldsFor(source);
  return (
    <>
      {text('exams_accepted', { label: 'Exams accepted', placeholder: 'CAT, XAT, GMAT', hint: 'Separated by commas' })}
      {area('admission_process', 'Admission process', 5, 'Plain text; a blank line starts a new paragraph.')}
    </>
  );
}

export function VerifiedField(source: FieldSource) {
  const { text } = fieldsFor(source);
  return <div className="max-w-xs">{text('last_verified_at', { label: 'Figures last verified on', type: 'date' })}</div>;
}
