import { z } from 'zod';
import { cutoffLineSchema } from './cutoff-line';
import { CATEGORIES, GENDERS, type CutoffLine } from './types';

/*
 * The back-office's cut-off line form (/admin/colleges/{id}/cutoffs): flat text fields as a form posts them,
 * turned into a line and checked by cutoffLineSchema, its refusals put back on the form's own fields. Sectional
 * minimums and relaxations are typed as short lines ("VARC 70", "woman 2"), categories ticked one by one.
 */

export const CATEGORY_CHOICES = ['all', ...CATEGORIES] as const;
export type CategoryChoice = (typeof CATEGORY_CHOICES)[number];
export const categoryField = <C extends CategoryChoice>(category: C): `category_${C}` => `category_${category}`;

const text = z.string().max(2000).optional();

/** The posted form: every field a string (absent fields are empty), unknown fields dropped. */
const formShape = z.object({
  id: z.union([z.uuid('Unknown cut-off line.'), z.literal('')]).optional(),
  college_id: z.uuid('Unknown college.'),
  exam: text,
  measure: text,
  value: text,
  value_max: text,
  sectionals: text,
  ...Object.fromEntries(CATEGORY_CHOICES.map((c) => [categoryField(c), text])),
  gender: text,
  background: text,
  programme: text,
  relaxations: text,
  cycle: text,
  cycle_year: text,
  kind: text,
  source_url: text,
  source_label: text,
  note: text,
});

export type CutoffLineFormFields = {
  id?: string;
  college_id: string;
  exam?: string;
  measure?: string;
  value?: string;
  value_max?: string;
  sectionals?: string;
  categories?: string;
  gender?: string;
  background?: string;
  programme?: string;
  relaxations?: string;
  cycle?: string;
  cycle_year?: string;
  kind?: string;
  source_url?: string;
  source_label?: string;
  note?: string;
} & Partial<Record<`category_${(typeof CATEGORY_CHOICES)[number]}`, string>>;

const MESSAGES = {
  sectionals: 'Write each minimum as a section and a number, e.g. "VARC 70", one per line.',
  relaxations: 'Write each relaxation as a gender and points, e.g. "woman 2", one per line.',
  number: 'Enter a number.',
} as const;

/** The schema's field (first path segment, or source.url / source.label) → the form's field. */
const FORM_FIELD: Record<string, keyof CutoffLineFormFields> = {
  exam: 'exam',
  measure: 'measure',
  value: 'value',
  valueMax: 'value_max',
  sectionalMinimums: 'sectionals',
  categories: 'categories',
  gender: 'gender',
  background: 'background',
  programme: 'programme',
  relaxations: 'relaxations',
  cycle: 'cycle',
  cycleYear: 'cycle_year',
  kind: 'kind',
  note: 'note',
  'source.url': 'source_url',
  'source.label': 'source_label',
};

const blank = (value: string | undefined) => (value ?? '').trim();
const orNull = (value: string | undefined) => blank(value) || null;
/** A typed number: '' → null; anything else → Number (NaN is refused by the schema with its own message). */
const numberOrNull = (value: string | undefined) => (blank(value) === '' ? null : Number(blank(value).replace(',', '.')));

const PAIR = /^(.+?)\s*[:=]?\s*(-?\d+(?:[.,]\d+)?)$/;
function pairs(value: string | undefined): { name: string; value: number }[] | null {
  const items = blank(value)
    .split(/[\n;,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: { name: string; value: number }[] = [];
  for (const item of items) {
    const match = PAIR.exec(item);
    if (!match) return null;
    out.push({ name: match[1].trim(), value: Number(match[2].replace(',', '.')) });
  }
  return out;
}

/** A posted form → a line for cutoffLineSchema, refusals on the form's field names. */
export const cutoffLineFormInput = formShape.transform((form, ctx) => {
  const fail = (field: keyof CutoffLineFormFields, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });

  const sectionals = pairs(form.sectionals);
  if (sectionals === null) fail('sectionals', MESSAGES.sectionals);
  const relaxations = pairs(form.relaxations);
  if (relaxations === null || relaxations.some((r) => !(GENDERS as readonly string[]).includes(r.name.toLowerCase())))
    fail('relaxations', MESSAGES.relaxations);

  const fields = form as Record<string, string | undefined>;
  const ticked = CATEGORY_CHOICES.filter((c) => blank(fields[categoryField(c)]) !== '');
  const categories = ticked.includes('all') ? (ticked.length === 1 ? 'all' : ticked) : ticked;

  const parsed = cutoffLineSchema.safeParse({
    exam: blank(form.exam),
    measure: blank(form.measure),
    value: numberOrNull(form.value) ?? Number.NaN,
    valueMax: numberOrNull(form.value_max),
    sectionalMinimums: (sectionals ?? []).map((s) => ({ section: s.name, value: s.value })),
    categories,
    gender: orNull(form.gender),
    background: orNull(form.background),
    programme: orNull(form.programme),
    relaxations: (relaxations ?? []).map((r) => ({ gender: r.name.toLowerCase(), points: r.value })),
    cycle: orNull(form.cycle),
    cycleYear: numberOrNull(form.cycle_year),
    kind: blank(form.kind),
    source: { url: blank(form.source_url), label: blank(form.source_label) },
    note: orNull(form.note),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const key = first === 'source' ? `source.${String(second)}` : String(first);
      const message = issue.code === 'invalid_type' && key === 'cycleYear' ? MESSAGES.number : issue.message;
      fail(FORM_FIELD[key] ?? 'exam', message);
    }
  }
  if (!parsed.success || sectionals === null || relaxations === null) return z.NEVER;
  return { id: form.id || null, collegeId: form.college_id, line: parsed.data };
});

export type CutoffLineFormInput = z.input<typeof cutoffLineFormInput>;

/** A stored line as the form's initial values. */
export function lineToFormValues(line: CutoffLine): Partial<Record<keyof CutoffLineFormFields, string>> {
  const values: Partial<Record<keyof CutoffLineFormFields, string>> = {
    exam: line.exam,
    measure: line.measure,
    value: String(line.value),
    value_max: line.valueMax === null ? '' : String(line.valueMax),
    sectionals: line.sectionalMinimums.map((s) => `${s.section} ${s.value}`).join('\n'),
    gender: line.gender ?? '',
    background: line.background ?? '',
    programme: line.programme ?? '',
    relaxations: line.relaxations.map((r) => `${r.gender} ${r.points}`).join('\n'),
    cycle: line.cycle ?? '',
    cycle_year: line.cycleYear === null ? '' : String(line.cycleYear),
    kind: line.kind,
    source_url: line.source.url,
    source_label: line.source.label,
    note: line.note ?? '',
  };
  for (const c of line.categories === 'all' ? (['all'] as const) : line.categories) values[categoryField(c)] = 'on';
  return values;
}
