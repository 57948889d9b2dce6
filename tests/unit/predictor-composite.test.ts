import { describe, expect, it } from 'vitest';
import { compositeInputs, computeComposite, weightText, type CompositeCandidate } from '@/lib/predictor/composite';
import { COMPOSITE_FORMULAS, compositeFormulaFor } from '@/lib/predictor/composite-formulas';

const nobody: CompositeCandidate = {
  workExperienceMonths: null,
  gender: null,
  class10Percent: null,
  class12Percent: null,
  graduationPercent: null,
  academicBackground: null,
};

function formula(slug: string) {
  const f = compositeFormulaFor(slug);
  if (!f) throw new Error(`no formula for ${slug}`);
  return f;
}

const byId = (result: ReturnType<typeof computeComposite>) => Object.fromEntries(result.components.map((c) => [c.id, c]));

describe('IIM Ahmedabad: 0.65 × normalised CAT + 0.35 × AR', () => {
  const iima = formula('iim-ahmedabad');

  it('computes the work-experience AR points by hand: (35 − 11) × 0.2 = 4.8', () => {
    const result = computeComposite(iima, { ...nobody, workExperienceMonths: 35, class10Percent: 95 });
    const c = byId(result);
    expect(c['ar-work-experience']).toMatchObject({
      status: 'computed',
      points: 4.8,
      explanation: '(35 − 11) × 0.2 = 4.8 points.',
      group: 'ar',
    });
    expect(c['ar-work-experience'].sources.map((s) => s.url)).toContain(
      'https://stratcat.in/blog/selection-criteria-iim-ahmedabad',
    );
    // The normalisation and the academic points table are not published: not computed, never guessed.
    expect(c.cat).toMatchObject({ status: 'not-published', points: null, weightText: '65 % of the composite' });
    expect(c['ar-academics']).toMatchObject({ status: 'not-published', points: null });
    expect(c['ar-academics'].explanation).toBe(
      'Not published in our sources (the points table by stream and academic category); not computed.',
    );
    // Shares do not add up to points: no total.
    expect(result).toMatchObject({ computedTotal: null, computedOutOf: null, outOf: null, complete: false });
    expect(result.summary).toContain('no total');
    expect(iima.groups).toEqual([{ id: 'ar', label: 'Application Rating (AR)', weight: { kind: 'share', share: 0.35 } }]);
  });

  it('takes the work-experience rule exactly as stated: 0 at 11 months, nothing invented below', () => {
    expect(byId(computeComposite(iima, { ...nobody, workExperienceMonths: 11 }))['ar-work-experience'].points).toBe(0);
    expect(byId(computeComposite(iima, { ...nobody, workExperienceMonths: 14 }))['ar-work-experience'].points).toBe(0.6);
    const below = byId(computeComposite(iima, { ...nobody, workExperienceMonths: 6 }))['ar-work-experience'];
    expect(below).toMatchObject({ status: 'not-published', points: null });
    expect(below.explanation).toContain('starts at 11 months and says nothing below');
    expect(byId(computeComposite(iima, nobody))['ar-work-experience'].status).toBe('input-missing');
  });
});

describe('IIM Bangalore and IIM Calcutta: weights published, points tables not', () => {
  it('IIM Bangalore’s weights add up to 100 (CAT 19 + 21 + 15 = 55) and nothing is computed', () => {
    const iimb = formula('iim-bangalore');
    const points = iimb.components.map((c) => (c.weight.kind === 'points' ? c.weight.points : Number.NaN));
    expect(points.reduce((a, b) => a + b, 0)).toBe(100);
    expect(points.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(55);
    const result = computeComposite(iimb, { ...nobody, gender: 'woman', workExperienceMonths: 30, class10Percent: 90 });
    expect(result.components.every((c) => c.status === 'not-published')).toBe(true);
    expect(result).toMatchObject({ computedTotal: 0, computedOutOf: 0, outOf: 100, complete: false });
    expect(result.summary).toContain('nothing is computed');
    expect(byId(result)['cat-dilr'].weightText).toBe('21 of 100 points');
    expect(byId(result)['gender-diversity'].explanation).toContain('who receives these points');
  });

  it('IIM Calcutta is out of 85 (56 + 10 + 15 + 4) with no graduation component', () => {
    const iimc = formula('iim-calcutta');
    expect(iimc.outOf).toBe(85);
    expect(iimc.components.reduce((sum, c) => sum + (c.weight.kind === 'points' ? c.weight.points : 0), 0)).toBe(85);
    expect(iimc.components.some((c) => c.inputs.includes('graduationPercent'))).toBe(false);
  });
});

describe('fixed points for women (FMS 5, IIFT 2)', () => {
  it('IIFT: 2 of the 2 computable points for a woman, 0 for a man, the CAT 98 not computed', () => {
    const iift = formula('iift-kolkata');
    expect(formula('iift-delhi')).toBe(iift);
    const woman = computeComposite(iift, { ...nobody, gender: 'woman' });
    expect(woman).toMatchObject({ computedTotal: 2, computedOutOf: 2, outOf: 100, complete: false });
    expect(woman.summary).toBe('IIFT: 2 of the 2 points we can compute (cycle not stated); not computed: CAT.');
    expect(computeComposite(iift, { ...nobody, gender: 'man' }).computedTotal).toBe(0);
    expect(byId(computeComposite(iift, { ...nobody, gender: 'man' })).women.explanation).toBe(
      'Given to women only, as published: 0 points.',
    );
    const unknown = computeComposite(iift, nobody);
    expect(byId(unknown).women.status).toBe('input-missing');
    expect(unknown.computedTotal).toBe(0);
  });

  it('FMS: 5 points for a woman; for another gender the source says nothing, so not computed', () => {
    const fms = formula('fms-delhi');
    expect(byId(computeComposite(fms, { ...nobody, gender: 'woman' })).women).toMatchObject({ status: 'computed', points: 5 });
    expect(byId(computeComposite(fms, { ...nobody, gender: 'other' })).women).toMatchObject({
      status: 'not-published',
      points: null,
    });
    // The CAT sections' 40/30/30 split has no total published: no total.
    expect(computeComposite(fms, { ...nobody, gender: 'woman' }).computedTotal).toBeNull();
  });
});

describe('every formula', () => {
  it('cites a web source for every component and names a cycle', () => {
    for (const f of COMPOSITE_FORMULAS) {
      expect(f.cycle.length).toBeGreaterThan(0);
      const result = computeComposite(f, nobody);
      for (const c of result.components) {
        expect(c.sources.length).toBeGreaterThan(0);
        for (const s of c.sources) expect(s.url).toMatch(/^https?:\/\//);
      }
    }
  });

  it('has no formula for a college whose composite is not published', () => {
    expect(compositeFormulaFor('iim-lucknow')).toBeNull();
  });

  it('words each kind of weight', () => {
    expect(weightText({ kind: 'points', points: 5 }, null)).toBe('5 points');
    expect(weightText({ kind: 'share', share: 0.35 }, null)).toBe('35 % of the composite');
    expect(weightText({ kind: 'not-published', within: 'the Application Rating' }, null)).toBe(
      'weight within the Application Rating not published',
    );
  });

  it('is complete when every component is computed', () => {
    const all = computeComposite(
      {
        id: 't',
        institute: 'Test',
        collegeSlugs: [],
        stage: 'shortlist',
        cycle: 'CAT 2025',
        outOf: 7,
        statement: '',
        groups: [],
        components: [
          {
            id: 'w',
            label: 'Women',
            group: null,
            weight: { kind: 'points', points: 5 },
            inputs: ['gender'],
            scoring: { method: 'fixed-for-gender', gender: 'woman', points: 5 },
            sources: [],
            note: null,
          },
          {
            id: 'x',
            label: 'Experience',
            group: null,
            weight: { kind: 'points', points: 2 },
            inputs: ['workExperienceMonths'],
            scoring: { method: 'per-month-over', fromMonths: 0, pointsPerMonth: 0.05 },
            sources: [],
            note: null,
          },
        ],
        sources: [{ url: 'https://t.example', label: 'T' }],
      },
      { ...nobody, gender: 'woman', workExperienceMonths: 30 },
    );
    expect(all).toMatchObject({
      computedTotal: 6.5,
      computedOutOf: 7,
      complete: true,
      summary: 'Test: 6.5 of 7 points (CAT 2025).',
    });
  });
});

describe('compositeInputs', () => {
  it('lists what the page must ask for, once each', () => {
    expect(compositeInputs(formula('iim-ahmedabad'))).toEqual([
      'examScore',
      'class10Percent',
      'class12Percent',
      'graduationPercent',
      'academicBackground',
      'workExperienceMonths',
    ]);
    expect(compositeInputs(formula('iift-delhi'))).toEqual(['examScore', 'gender']);
  });
});
