import { z } from 'zod';
import { CATEGORIES, CUTOFF_KINDS, GENDERS, LINE_BACKGROUNDS, MEASURES, type CutoffKind, type CutoffLine } from './types';

/*
 * The zod schema of a published cut-off line: the DB table and the back-office that come later validate every
 * line with it, and the predictor trusts nothing else. A percentile (and its sectional minimums) lies in 0–100;
 * a score is any number the exam's scale allows (NMAT's scaled score, never a percentile).
 */

export const CUTOFF_KIND_LABELS: Record<CutoffKind, string> = {
  'official-minimum': 'official minimum',
  'aggregator-estimate': 'aggregator estimate',
  'third-party-report': 'third-party report',
};

const MESSAGES = {
  exam: 'Name the exam (CAT, XAT, NMAT …).',
  value: 'Enter the figure as a number.',
  percentile: 'A percentile lies between 0 and 100.',
  range: 'The upper end of a range must be above its lower end.',
  categories: 'Choose at least one category, or "all" when the source gives one figure for everyone.',
  section: 'Name the section (VARC, DILR, QA …) or "each".',
  relaxation: 'A relaxation is a positive number of points.',
  cycleYear: 'Enter the cycle year (2000–2100).',
  sourceUrl: 'Enter the source address starting with https:// or http://',
  sourceLabel: 'Say what the source is (site and article).',
} as const;

const figure = z.number({ error: MESSAGES.value }).finite({ error: MESSAGES.value });

export const cutoffLineSchema = z
  .object({
    exam: z
      .string()
      .trim()
      .min(1, MESSAGES.exam)
      .max(40, MESSAGES.exam)
      .transform((v) => v.toUpperCase()),
    measure: z.enum(MEASURES),
    value: figure,
    valueMax: figure.nullable().default(null),
    sectionalMinimums: z
      .array(
        z.object({
          section: z
            .string()
            .trim()
            .min(1, MESSAGES.section)
            .max(40, MESSAGES.section)
            .transform((v) => (v.toLowerCase() === 'each' ? 'each' : v.toUpperCase())),
          value: figure,
        }),
      )
      .max(10)
      .default([]),
    categories: z.union([z.literal('all'), z.array(z.enum(CATEGORIES)).min(1, MESSAGES.categories)], {
      error: MESSAGES.categories,
    }),
    gender: z.enum(GENDERS).nullable().default(null),
    background: z.enum(LINE_BACKGROUNDS).nullable().default(null),
    programme: z.string().trim().max(80).nullable().default(null),
    relaxations: z
      .array(z.object({ gender: z.enum(GENDERS), points: z.number().positive(MESSAGES.relaxation) }))
      .max(3)
      .default([]),
    cycle: z.string().trim().max(80).nullable().default(null),
    cycleYear: z.number().int().min(2000, MESSAGES.cycleYear).max(2100, MESSAGES.cycleYear).nullable().default(null),
    kind: z.enum(CUTOFF_KINDS),
    source: z.object({
      url: z.url({ protocol: /^https?$/, error: MESSAGES.sourceUrl }).max(1000),
      label: z.string().trim().min(1, MESSAGES.sourceLabel).max(200),
    }),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((line, ctx) => {
    if (line.measure === 'percentile') {
      const outOfRange = (v: number) => v < 0 || v > 100;
      if (outOfRange(line.value)) ctx.addIssue({ code: 'custom', message: MESSAGES.percentile, path: ['value'] });
      if (line.valueMax !== null && outOfRange(line.valueMax))
        ctx.addIssue({ code: 'custom', message: MESSAGES.percentile, path: ['valueMax'] });
      line.sectionalMinimums.forEach((s, i) => {
        if (outOfRange(s.value))
          ctx.addIssue({ code: 'custom', message: MESSAGES.percentile, path: ['sectionalMinimums', i, 'value'] });
      });
    }
    if (line.valueMax !== null && line.valueMax <= line.value)
      ctx.addIssue({ code: 'custom', message: MESSAGES.range, path: ['valueMax'] });
    if (Array.isArray(line.categories) && new Set(line.categories).size !== line.categories.length)
      ctx.addIssue({ code: 'custom', message: MESSAGES.categories, path: ['categories'] });
  });

/** What the back-office may send: defaults filled in by the schema. */
export type CutoffLineInput = z.input<typeof cutoffLineSchema>;

// The schema's output is exactly the predictor's line type; this fails to compile if the two drift apart.
const _sameShape: (parsed: z.output<typeof cutoffLineSchema>) => CutoffLine = (parsed) => parsed;
void _sameShape;

/** A line's categories in words: "General and EWS", "every category". */
export function categoriesLabel(categories: CutoffLine['categories']): string {
  if (categories === 'all') return 'every category';
  if (categories.length === 1) return categories[0];
  return `${categories.slice(0, -1).join(', ')} and ${categories[categories.length - 1]}`;
}
