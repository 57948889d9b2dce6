import type { Tables } from '@/lib/database.types';

/*
 * The scholarship form's fields as strings, from a stored row (editing) or the defaults of a new one. Lists are
 * written one per line; checkboxes are 'on' when ticked, as a browser posts them.
 */

export type ScholarshipFormValues = Record<string, string>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const tick = (value: boolean) => (value ? 'on' : '');

export const NEW_SCHOLARSHIP_VALUES: ScholarshipFormValues = { is_active: 'on' };

export function scholarshipFormValues(row: Tables<'scholarships'>): ScholarshipFormValues {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    provider: row.provider,
    provider_type: text(row.provider_type),
    college_id: text(row.college_id),
    description: text(row.description),
    amount_text: text(row.amount_text),
    amount_min: text(row.amount_min === null ? null : Number(row.amount_min)),
    amount_max: text(row.amount_max === null ? null : Number(row.amount_max)),
    category: text(row.category),
    target_groups: row.target_groups.join('\n'),
    exams: row.exams.join(', '),
    states: row.states.join('\n'),
    eligibility: text(row.eligibility),
    how_to_apply: text(row.how_to_apply),
    application_start: text(row.application_start),
    deadline: text(row.deadline),
    deadline_text: text(row.deadline_text),
    apply_url: text(row.apply_url),
    source_url: text(row.source_url),
    last_verified_at: text(row.last_verified_at),
    is_active: tick(row.is_active),
    is_featured: tick(row.is_featured),
  };
}
