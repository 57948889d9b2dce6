import { candidateSchema } from '@/lib/predictor/candidate';
import { cutoffLineSchema, type CutoffLineInput } from '@/lib/predictor/cutoff-line';
import type { Candidate, CutoffLine, PredictorCollege } from '@/lib/predictor/types';

/*
 * Hand-made cut-off tables for the predictor's unit tests. Every line goes through the real schema, so the tests
 * also hold the schema's defaults. Figures echo the research notes (IIMA 95/85, XLRI 94 men / 88 women, NMAT 209)
 * but are test data, not the seed.
 */

export const AGG = { url: 'https://agg.example/cutoffs', label: 'Agg, cut-offs 2025' };
export const OFFICIAL = { url: 'https://institute.example/policy', label: 'Institute policy' };
export const REPORT = { url: 'http://news.example/calls', label: 'News, calls report' };

export function line(input: Partial<CutoffLineInput> & Pick<CutoffLineInput, 'kind' | 'value'>): CutoffLine {
  const source = input.kind === 'official-minimum' ? OFFICIAL : input.kind === 'aggregator-estimate' ? AGG : REPORT;
  return cutoffLineSchema.parse({
    exam: 'CAT',
    measure: 'percentile',
    categories: ['General'],
    cycle: 'CAT 2025',
    cycleYear: 2025,
    source,
    ...input,
  });
}

export const estimate = (value: number, extra: Partial<CutoffLineInput> = {}) =>
  line({ kind: 'aggregator-estimate', value, ...extra });
export const report = (value: number, extra: Partial<CutoffLineInput> = {}) =>
  line({ kind: 'third-party-report', value, ...extra });
export const floor = (value: number, extra: Partial<CutoffLineInput> = {}) => line({ kind: 'official-minimum', value, ...extra });

export function college(id: string, lines: CutoffLine[], extra: Partial<PredictorCollege> = {}): PredictorCollege {
  return { id, name: extra.name ?? id, state: null, lines, ...extra };
}

export function candidate(input: Record<string, unknown> = {}): Candidate {
  return candidateSchema.parse({ exam: 'CAT', category: 'General', ...input });
}

/** IIM Ahmedabad-like: category floors with sectional minimums, and a General estimate of actual calls. */
export const IIMA_LIKE = college('iima', [
  floor(95, { categories: ['General', 'EWS'], sectionalMinimums: [{ section: 'each', value: 85 }] }),
  floor(90, { categories: ['NC-OBC'], sectionalMinimums: [{ section: 'each', value: 80 }] }),
  floor(85, { categories: ['SC'], sectionalMinimums: [{ section: 'each', value: 75 }] }),
  floor(75, { categories: ['ST'], sectionalMinimums: [{ section: 'each', value: 65 }] }),
  estimate(99.5, { cycle: null, cycleYear: null }),
]);
