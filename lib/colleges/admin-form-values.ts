import type { AdminCollege } from '@/lib/data/college-admin';
import type { Json } from '@/lib/database.types';
import { collectRows, rowFieldNames } from './admin-rows';

/*
 * What the college form shows, as the flat field names it posts (see admin-rows.ts): a saved college turned into
 * form values here, and after a refused save the values that were typed, so the form renders both the same way.
 */

export type FormValues = Partial<Record<string, string>>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const flag = (v: boolean) => (v ? 'on' : '');

function jsonRows(value: Json): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

function rowValues(list: string, rows: Record<string, unknown>[], fields: readonly string[]): FormValues {
  return Object.assign(
    {},
    ...rows.map((row, i) =>
      rowFieldNames(
        list,
        i,
        Object.fromEntries(fields.map((f) => [f, typeof row[f] === 'object' ? null : text(row[f] as string | number | null)])),
      ),
    ),
  );
}

/** A new college: active, private, nothing else filled in. */
export const NEW_COLLEGE_VALUES: FormValues = { type: 'Private', is_active: 'on' };

export function collegeToFormValues(c: AdminCollege): FormValues {
  const values: FormValues = {
    id: c.id,
    name: c.name,
    short_name: text(c.short_name),
    slug: c.slug,
    location: c.location,
    city: text(c.city),
    state: text(c.state),
    type: c.type,
    rating: text(c.rating),
    established: text(c.established),
    total_fees: text(c.total_fees),
    fees_min: text(c.fees_min),
    fees_max: text(c.fees_max),
    fees_year: text(c.fees_year),
    fees_note: text(c.fees_note),
    exams_accepted: c.exams_accepted.join(', '),
    nirf_rank: text(c.nirf_rank),
    nirf_year: text(c.nirf_year),
    accreditation: c.accreditation.join(', '),
    total_seats: text(c.total_seats),
    website: text(c.website),
    email: text(c.email),
    phone: text(c.phone),
    address: text(c.address),
    description: text(c.description),
    admission_process: text(c.admission_process),
    highlights: c.highlights.join('\n'),
    last_verified_at: text(c.last_verified_at),
    is_featured: flag(c.is_featured),
    is_active: flag(c.is_active),
    logo_url: text(c.logo_url),
    cover_image_url: text(c.cover_image_url),
  };
  const programs = c.college_programs.map((p) => ({
    ...p,
    specializations: p.specializations.join(', '),
    exams_accepted: p.exams_accepted.join(', '),
    is_flagship: flag(p.is_flagship),
  }));
  return {
    ...values,
    ...rowValues('cutoffs', jsonRows(c.cutoffs), [
      'exam',
      'kind',
      'percentile',
      'score',
      'category',
      'cycle',
      'year',
      'source',
      'note',
    ]),
    ...rowValues('rankings', jsonRows(c.rankings), ['agency', 'rank', 'year', 'source']),
    ...rowValues('data_sources', jsonRows(c.data_sources), ['label', 'url', 'accessed']),
    ...rowValues('programs', programs, [
      'id',
      'name',
      'degree',
      'duration_months',
      'total_fees',
      'fees_year',
      'seats',
      'mode',
      'specializations',
      'exams_accepted',
      'eligibility',
      'average_package',
      'highest_package',
      'placement_year',
      'description',
      'is_flagship',
      'order_index',
    ]),
  };
}

/** The rows of one list in form values, renumbered from 0, as the form's row editor starts with them. */
export function rowsOf(values: FormValues, list: string): Record<string, string>[] {
  return collectRows(values, list).map((row) => row.fields);
}
