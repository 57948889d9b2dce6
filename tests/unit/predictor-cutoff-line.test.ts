import { describe, expect, it } from 'vitest';
import { candidateSchema } from '@/lib/predictor/candidate';
import { categoriesLabel, CUTOFF_KIND_LABELS, cutoffLineSchema } from '@/lib/predictor/cutoff-line';
import { CUTOFF_KINDS } from '@/lib/predictor/types';

const base = {
  exam: ' cat ',
  measure: 'percentile',
  value: 95,
  categories: ['General', 'EWS'],
  kind: 'official-minimum',
  source: { url: 'https://institute.example/policy', label: 'Policy' },
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('cutoffLineSchema', () => {
  it('fills the defaults and normalises the exam and section names', () => {
    const parsed = cutoffLineSchema.parse({
      ...base,
      sectionalMinimums: [
        { section: 'Each', value: 85 },
        { section: 'varc', value: 80 },
      ],
    });
    expect(parsed).toEqual({
      exam: 'CAT',
      measure: 'percentile',
      value: 95,
      valueMax: null,
      sectionalMinimums: [
        { section: 'each', value: 85 },
        { section: 'VARC', value: 80 },
      ],
      categories: ['General', 'EWS'],
      gender: null,
      background: null,
      programme: null,
      relaxations: [],
      cycle: null,
      cycleYear: null,
      kind: 'official-minimum',
      source: { url: 'https://institute.example/policy', label: 'Policy' },
      note: null,
    });
  });

  it('accepts every kind, a score above 100 for NMAT, "all" categories and a women’s relaxation', () => {
    for (const kind of CUTOFF_KINDS) expect(cutoffLineSchema.safeParse({ ...base, kind }).success).toBe(true);
    expect(cutoffLineSchema.parse({ ...base, exam: 'NMAT', measure: 'score', value: 209, categories: 'all' })).toMatchObject({
      measure: 'score',
      value: 209,
      categories: 'all',
    });
    expect(cutoffLineSchema.parse({ ...base, relaxations: [{ gender: 'woman', points: 2 }] }).relaxations).toEqual([
      { gender: 'woman', points: 2 },
    ]);
  });

  it('refuses what a line cannot be', () => {
    expect(messages(cutoffLineSchema.safeParse({ ...base, value: 100.5 }))).toEqual([
      'value: A percentile lies between 0 and 100.',
    ]);
    expect(messages(cutoffLineSchema.safeParse({ ...base, valueMax: 94 }))).toEqual([
      'valueMax: The upper end of a range must be above its lower end.',
    ]);
    expect(messages(cutoffLineSchema.safeParse({ ...base, sectionalMinimums: [{ section: 'QA', value: 101 }] }))).toEqual([
      'sectionalMinimums.0.value: A percentile lies between 0 and 100.',
    ]);
    expect(cutoffLineSchema.safeParse({ ...base, categories: [] }).success).toBe(false);
    expect(cutoffLineSchema.safeParse({ ...base, categories: ['General', 'General'] }).success).toBe(false);
    expect(cutoffLineSchema.safeParse({ ...base, categories: ['OBC'] }).success).toBe(false);
    expect(cutoffLineSchema.safeParse({ ...base, kind: 'min' }).success).toBe(false);
    expect(cutoffLineSchema.safeParse({ ...base, value: Number.NaN }).success).toBe(false);
    expect(cutoffLineSchema.safeParse({ ...base, exam: '  ' }).success).toBe(false);
    expect(cutoffLineSchema.safeParse({ ...base, relaxations: [{ gender: 'woman', points: -2 }] }).success).toBe(false);
    expect(messages(cutoffLineSchema.safeParse({ ...base, source: { url: 'javascript:alert(1)', label: 'x' } }))).toEqual([
      'source.url: Enter the source address starting with https:// or http://',
    ]);
    expect(cutoffLineSchema.safeParse({ ...base, source: { url: 'https://x.example', label: ' ' } }).success).toBe(false);
  });

  it('labels kinds and categories in words', () => {
    expect(CUTOFF_KIND_LABELS['third-party-report']).toBe('third-party report');
    expect(categoriesLabel('all')).toBe('every category');
    expect(categoriesLabel(['SC'])).toBe('SC');
    expect(categoriesLabel(['General', 'EWS', 'NC-OBC'])).toBe('General, EWS and NC-OBC');
  });
});

describe('candidateSchema', () => {
  it('needs a percentile or a score, and a category', () => {
    expect(messages(candidateSchema.safeParse({ exam: 'CAT', category: 'General' }))).toEqual([
      'percentile: Enter your percentile or your score.',
    ]);
    expect(messages(candidateSchema.safeParse({ exam: 'CAT', percentile: 90 }))).toEqual(['category: Choose your category.']);
  });

  it('fills defaults and upper-cases the exam and section names', () => {
    expect(candidateSchema.parse({ exam: 'nmat', score: 230, category: 'SC', sectionalScores: { qs: 80 } })).toEqual({
      exam: 'NMAT',
      percentile: null,
      score: 230,
      sectionalPercentiles: {},
      sectionalScores: { QS: 80 },
      category: 'SC',
      gender: null,
      workExperienceMonths: null,
      academicBackground: null,
      class10Percent: null,
      class12Percent: null,
      graduationPercent: null,
      preferredStates: [],
    });
  });

  it('refuses figures outside their scale', () => {
    const ok = { exam: 'CAT', category: 'General', percentile: 90 };
    expect(candidateSchema.safeParse({ ...ok, percentile: 101 }).success).toBe(false);
    expect(candidateSchema.safeParse({ ...ok, sectionalPercentiles: { VARC: -1 } }).success).toBe(false);
    expect(candidateSchema.safeParse({ ...ok, sectionalPercentiles: { '<b>': 50 } }).success).toBe(false);
    expect(candidateSchema.safeParse({ ...ok, workExperienceMonths: 12.5 }).success).toBe(false);
    expect(candidateSchema.safeParse({ ...ok, class10Percent: 120 }).success).toBe(false);
    expect(candidateSchema.safeParse({ ...ok, gender: 'female' }).success).toBe(false);
  });
});
