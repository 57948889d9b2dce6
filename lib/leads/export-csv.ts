import Papa from 'papaparse';
import type { Tables } from '@/lib/database.types';
import { CAMPAIGN_FIELDS } from '@/lib/leads/touch-facts';

export { EXPORT_FILENAME } from './export-filename';

type LeadRow = Tables<'leads'>;

/** A lead as the export reads it: every column, and the assigned counsellor's name and e-mail beside the id. */
export type ExportLead = LeadRow & { assigned_counselor: { name: string; email: string } | null };

/** Every column of public.leads, in the order spec §3 lists a Lead's fields, then the columns it does not name. */
export const LEAD_EXPORT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'source',
  'form_type',
  'status',
  'priority',
  'lead_score',
  'contact_attempts',
  'assigned_counselor_id',
  'assigned_at',
  'subject',
  'message',
  'inquiry_type',
  'target_exams',
  'preferred_locations',
  'current_education',
  'work_experience',
  'budget_range',
  ...CAMPAIGN_FIELDS,
  'first_touch',
  'last_touch',
  'page_url',
  'referrer_url',
  'ip_address',
  'user_agent',
  'browser_info',
  'device_info',
  'form_data',
  'newsletter_subscribed',
  'subscription_source',
  'notes',
  'internal_notes',
  'first_contacted_at',
  'last_contacted_at',
  'next_follow_up_at',
  'qualified_at',
  'converted_at',
  'conversion_value',
  'college_id',
  'exam_id',
  'user_id',
  'idempotency_key',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof LeadRow)[];

/** Fails to compile when a column is added to leads and not to the export. */
const everyColumn: Record<Exclude<keyof LeadRow, (typeof LEAD_EXPORT_COLUMNS)[number]>, never> = {};
void everyColumn;

/** The header row: every lead column, then the counsellor's name and e-mail (spec §3's assigned_counselor). */
export const EXPORT_HEADERS = [...LEAD_EXPORT_COLUMNS, 'assigned_counselor_name', 'assigned_counselor_email'] as const;
type ExportHeader = (typeof EXPORT_HEADERS)[number];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with ' — lead fields are
 * typed by visitors. A plain phone number or negative figure ("+91 98765 43210") is left as it is.
 */
const FORMULA = /^(?![+-]?[\d\s().-]*$)[=+\-@\t\r]/;

function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'object') return Object.keys(value).length ? JSON.stringify(value) : '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

function record(lead: ExportLead): Record<ExportHeader, string | number | boolean> {
  const out = {} as Record<ExportHeader, string | number | boolean>;
  for (const column of LEAD_EXPORT_COLUMNS) out[column] = cell(lead[column]);
  out.assigned_counselor_name = lead.assigned_counselor?.name ?? '';
  out.assigned_counselor_email = lead.assigned_counselor?.email ?? '';
  return out;
}

const unparseOptions = { columns: [...EXPORT_HEADERS], escapeFormulae: FORMULA, newline: '\r\n' };

/** The CSV's first line; a UTF-8 BOM first so spreadsheet programs read Indian names and ₹ correctly. */
export function csvHeader(): string {
  return `\uFEFF${Papa.unparse([[...EXPORT_HEADERS]], { newline: '\r\n' })}\r\n`;
}

/** One page of leads as CSV lines, each ending in CRLF, to follow the header. */
export function csvRows(leads: readonly ExportLead[]): string {
  if (leads.length === 0) return '';
  return `${Papa.unparse(leads.map(record), { ...unparseOptions, header: false })}\r\n`;
}
