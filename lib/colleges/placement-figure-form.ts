import { z } from 'zod';
import { optionalNumber, optionalText } from '@/lib/content/form-input';
import {
  PLACEMENT_KINDS,
  PLACEMENT_METRICS,
  PLACEMENT_SCOPES,
  type PlacementFigure,
  type PlacementKind,
  type PlacementMetric,
  type PlacementScope,
} from './placement-provenance';

/*
 * The back office's placement figure form (/admin/colleges/{id}/placements): the flat text fields a form posts,
 * checked here with the messages a person reads under each field, into the row the database takes. The same
 * rules are the table's CHECK constraints (supabase/migrations/20261206000100_placement_figures.sql), so a figure
 * the form lets through the database takes, and one it refuses the database would refuse too.
 */

const PLACEMENT_FIGURE_MESSAGES = {
  metric: 'Choose what the figure measures.',
  scope: 'Choose whose offers it counts.',
  package: 'Enter the package in ₹ lakh per annum (0 or more).',
  placed: 'Enter the number of students placed, a whole number.',
  outOf: 'Enter the batch size, a whole number at least the number placed.',
  outOfPackage: 'Only a number placed is out of a batch size; leave this empty.',
  year: 'Enter the graduating year of the batch (2000–2100).',
  batch: 'Write the batch as "2023-25", ending in the graduating year.',
  kind: 'Choose what kind of figure this is.',
  sourceUrl: 'Enter the source address starting with https://',
  auditor: 'Name who audited the figures (e.g. "IPRS, audited by …").',
  auditorOnlyAudited: 'Only an audited figure names an auditor; leave this empty or choose Audited.',
} as const;

/** The posted form's fields, every one a string. */
export interface PlacementFigureFormFields {
  id?: string;
  college_id: string;
  metric?: string;
  scope?: string;
  value?: string;
  out_of?: string;
  year?: string;
  batch?: string;
  kind?: string;
  source_url?: string;
  auditor?: string;
  note?: string;
}

/** A figure as the database stores it, without its id and college. */
export interface PlacementFigureValues {
  metric: PlacementMetric;
  scope: PlacementScope;
  value: number;
  out_of: number | null;
  year: number;
  batch: string | null;
  kind: PlacementKind;
  source_url: string;
  auditor: string | null;
  note: string | null;
}

export interface PlacementFigureForm {
  /** The figure being edited; null for a new one. */
  id: string | null;
  collegeId: string;
  figure: PlacementFigureValues;
}

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.enum(values, { error: () => message }));

const formShape = z.object({
  id: z.union([z.uuid('Unknown placement figure.'), z.literal('')]).optional(),
  college_id: z.uuid('Unknown college.'),
  metric: choice(PLACEMENT_METRICS, PLACEMENT_FIGURE_MESSAGES.metric),
  scope: choice(PLACEMENT_SCOPES, PLACEMENT_FIGURE_MESSAGES.scope),
  value: optionalNumber({ min: 0, max: 9_999_999.99, message: PLACEMENT_FIGURE_MESSAGES.package }),
  out_of: optionalNumber({ min: 1, max: 100_000, integer: true, message: PLACEMENT_FIGURE_MESSAGES.outOf }),
  year: optionalNumber({ min: 2000, max: 2100, integer: true, message: PLACEMENT_FIGURE_MESSAGES.year }),
  batch: optionalText(20),
  kind: choice(PLACEMENT_KINDS, PLACEMENT_FIGURE_MESSAGES.kind),
  source_url: optionalText(1000),
  auditor: optionalText(120),
  note: optionalText(500),
});

/** "2023-25", "2023–25", "2023 - 2025" → "2023-25"; anything else → null. */
export function normaliseBatch(text: string): string | null {
  const m = /^(\d{4})\s*[-–—/]\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!m) return null;
  const end = m[2].length === 4 ? m[2] : `${m[1].slice(0, 2)}${m[2]}`;
  return `${m[1]}-${end.slice(2)}`;
}

/** Whether `batch` ('2023-25') ends in `year` and lasts one to three years, as the table's constraint wants. */
export function batchEndsIn(batch: string, year: number): boolean {
  const start = Number(batch.slice(0, 4));
  return Number(batch.slice(5)) === year % 100 && year - start >= 1 && year - start <= 3;
}

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** A posted form → the figure to store, every refusal on the form's own field. */
export const placementFigureFormInput = formShape.transform((form, ctx): PlacementFigureForm => {
  const fail = (field: keyof PlacementFigureFormFields, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [field] });
  const placed = form.metric === 'placed';

  if (form.value === null || (placed && !Number.isInteger(form.value)))
    fail('value', placed ? PLACEMENT_FIGURE_MESSAGES.placed : PLACEMENT_FIGURE_MESSAGES.package);
  if (form.out_of !== null && !placed) fail('out_of', PLACEMENT_FIGURE_MESSAGES.outOfPackage);
  if (form.out_of !== null && placed && form.value !== null && form.out_of < form.value)
    fail('out_of', PLACEMENT_FIGURE_MESSAGES.outOf);
  if (form.year === null) fail('year', PLACEMENT_FIGURE_MESSAGES.year);

  const batch = form.batch === null ? null : normaliseBatch(form.batch);
  if (form.batch !== null && (batch === null || (form.year !== null && !batchEndsIn(batch, form.year))))
    fail('batch', PLACEMENT_FIGURE_MESSAGES.batch);

  if (form.source_url === null || !WEB_ADDRESS.test(form.source_url)) fail('source_url', PLACEMENT_FIGURE_MESSAGES.sourceUrl);
  if (form.kind === 'audited' && form.auditor === null) fail('auditor', PLACEMENT_FIGURE_MESSAGES.auditor);
  if (form.kind !== 'audited' && form.auditor !== null) fail('auditor', PLACEMENT_FIGURE_MESSAGES.auditorOnlyAudited);

  if (ctx.issues.length > 0) return z.NEVER;
  return {
    id: form.id || null,
    collegeId: form.college_id,
    figure: {
      metric: form.metric,
      scope: form.scope,
      value: form.value as number,
      out_of: placed ? form.out_of : null,
      year: form.year as number,
      batch,
      kind: form.kind,
      source_url: form.source_url as string,
      auditor: form.kind === 'audited' ? form.auditor : null,
      note: form.note,
    },
  };
});

/** A stored figure as the form's initial values. */
export function figureToFormValues(f: PlacementFigure): Partial<Record<keyof PlacementFigureFormFields, string>> {
  return {
    metric: f.metric,
    scope: f.scope,
    value: String(f.value),
    out_of: f.outOf === null ? '' : String(f.outOf),
    year: String(f.year),
    batch: f.batch ?? '',
    kind: f.kind,
    source_url: f.sourceUrl,
    auditor: f.auditor ?? '',
    note: f.note ?? '',
  };
}
