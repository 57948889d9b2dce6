import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestLine, judgeCollege } from '@/lib/predictor/banding';
import type { Band, Judgement } from '@/lib/predictor/types';
import { candidate, college, estimate, floor, IIMA_LIKE, line, report } from './predictor-fixtures';

function judge(c: ReturnType<typeof college>, input: Record<string, unknown>): Judgement {
  const judgements = judgeCollege(c, candidate(input));
  expect(judgements).toHaveLength(1);
  return judgements[0];
}

describe('an aggregator estimate decides the band by the margins (1 above, 2 below, 5 below)', () => {
  const est95 = college('est', [estimate(95)]);

  it.each<[number, Band, number]>([
    [99, 'likely', 4],
    [96, 'likely', 1], // exactly 1 above: likely
    [95.99, 'possible', 0.99],
    [95, 'possible', 0],
    [93, 'possible', -2], // exactly 2 below: still possible
    [92.99, 'reach', -2.01],
    [90, 'reach', -5], // exactly 5 below: still a reach
    [89.99, 'unlikely', -5.01],
    [40, 'unlikely', -55],
  ])('%s against 95 → %s (gap %s)', (percentile, band, gap) => {
    const j = judge(est95, { percentile });
    expect(j.band).toBe(band);
    expect(j.gap).toBe(gap);
    expect(j.line?.line.kind).toBe('aggregator-estimate');
    expect(j.floor).toBeNull();
  });

  it('writes the reason with the exact gap, the line, its cycle and its source', () => {
    expect(judge(est95, { percentile: 92.4 }).reason).toBe(
      'Your 92.4 is 2.6 below the aggregator estimate of 95 (CAT 2025, source: Agg, cut-offs 2025): more than 2 below but within 5, so a reach.',
    );
    expect(judge(est95, { percentile: 96.5 }).reason).toBe(
      'Your 96.5 is 1.5 above the aggregator estimate of 95 (CAT 2025, source: Agg, cut-offs 2025): at least 1 above it, so likely.',
    );
    expect(judge(est95, { percentile: 95 }).reason).toBe(
      'Your 95 equals the aggregator estimate of 95 (CAT 2025, source: Agg, cut-offs 2025): possible.',
    );
    expect(judge(est95, { percentile: 94 }).reason).toContain('is 1 below the aggregator estimate of 95');
    expect(judge(est95, { percentile: 94 }).reason).toContain('within 2 of it, so possible.');
    expect(judge(est95, { percentile: 88 }).reason).toContain('more than 5 below, so unlikely.');
  });

  it('says when the source does not state the cycle', () => {
    const j = judge(college('c', [estimate(93, { cycle: null, cycleYear: null })]), { percentile: 93 });
    expect(j.reason).toContain('(cycle not stated, source: Agg, cut-offs 2025)');
  });

  it('never asks for more than 100: a 100 percentile is likely against a 99.5 estimate, 99.9 only possible', () => {
    const c = college('top', [estimate(99.5)]);
    expect(judge(c, { percentile: 100 }).band).toBe('likely');
    expect(judge(c, { percentile: 100 }).reason).toContain('you are at 100, the top of the scale, so likely');
    expect(judge(c, { percentile: 99.9 }).band).toBe('possible');
  });

  it('judges a published range by its ends', () => {
    const c = college('range', [estimate(90, { valueMax: 94 })]);
    expect(judge(c, { percentile: 92 })).toMatchObject({ band: 'possible', gap: 0 });
    expect(judge(c, { percentile: 92 }).reason).toBe(
      'Your 92 is within the aggregator estimate range of 90–94 (CAT 2025, source: Agg, cut-offs 2025): possible.',
    );
    expect(judge(c, { percentile: 95 })).toMatchObject({ band: 'likely', gap: 1 });
    expect(judge(c, { percentile: 94.5 })).toMatchObject({ band: 'possible', gap: 0.5 });
    expect(judge(c, { percentile: 88 })).toMatchObject({ band: 'possible', gap: -2 });
    expect(judge(c, { percentile: 87 })).toMatchObject({ band: 'reach', gap: -3 });
  });
});

describe('a third-party report of actual calls decides like an estimate, and says what it is', () => {
  it('bands against the report and names it', () => {
    const j = judge(college('iift', [report(96, { cycle: null, cycleYear: null })]), { percentile: 97.2 });
    expect(j.band).toBe('likely');
    expect(j.reason).toBe(
      'Your 97.2 is 1.2 above the third-party report of 96 (cycle not stated, source: News, calls report): at least 1 above it, so likely.',
    );
  });

  it('prefers the aggregator estimate to a report of the same cycle, and the newest cycle to both', () => {
    const sameCycle = college('c', [report(97), estimate(94)]);
    expect(judge(sameCycle, { percentile: 95 }).line?.line.kind).toBe('aggregator-estimate');
    const newer = college('c', [estimate(97, { cycle: 'CAT 2024', cycleYear: 2024 }), report(94, { cycle: 'CAT 2025' })]);
    expect(judge(newer, { percentile: 95 }).line?.line).toMatchObject({ kind: 'third-party-report', value: 94 });
  });
});

describe('an official minimum is a floor, not a call', () => {
  const min85 = college('min', [floor(85)]);

  it('at or above it the college is at most possible, however high the candidate', () => {
    for (const percentile of [85, 90, 99.99]) expect(judge(min85, { percentile }).band).toBe('possible');
    expect(judge(min85, { percentile: 85 }).reason).toBe(
      'Your 85 meets the official minimum of 85 (CAT 2025, source: Institute policy); a minimum makes you eligible for a call, not sure of one, and no estimate of actual calls is published, so at most possible.',
    );
    expect(judge(min85, { percentile: 90 })).toMatchObject({ gap: 5, floor: null });
  });

  it('below it the candidate is not eligible, with the line', () => {
    const j = judge(min85, { percentile: 84.99 });
    expect(j).toMatchObject({ band: 'not-eligible', gap: -0.01 });
    expect(j.line?.line.kind).toBe('official-minimum');
    expect(j.reason).toBe(
      'Your 84.99 is 0.01 below the official minimum of 85 (CAT 2025, source: Institute policy), so you are not eligible for a call.',
    );
  });

  it('is checked before the estimate: below the floor is not eligible even when an estimate is lower', () => {
    const odd = college('odd', [floor(95), estimate(90)]);
    expect(judge(odd, { percentile: 94 }).band).toBe('not-eligible');
    expect(judge(odd, { percentile: 96 }).band).toBe('likely');
  });

  it('with an estimate above it, the estimate decides and the cleared floor is kept as a note', () => {
    const j = judge(IIMA_LIKE, { percentile: 97 });
    expect(j).toMatchObject({ band: 'reach', gap: -2.5 });
    expect(j.floor?.line).toMatchObject({ kind: 'official-minimum', value: 95 });
    expect(j.notes).toContain('Your 97 clears the official minimum of 95 (CAT 2025, source: Institute policy).');
  });

  it('uses the newest floor when the source gives several for one group', () => {
    const c = college('sirmaur', [
      floor(94, { cycle: 'cycle not stated', cycleYear: null }),
      floor(95, { cycle: 'CAP 2026', cycleYear: 2026 }),
    ]);
    expect(judge(c, { percentile: 94.5 })).toMatchObject({ band: 'not-eligible', gap: -0.5 });
    expect(judge(c, { percentile: 94.5 }).reason).toContain('(CAP 2026, source: Institute policy)');
  });
});

describe('sectional minimums', () => {
  it('below a sectional minimum in a section the candidate gave is not eligible, naming the section', () => {
    const j = judge(IIMA_LIKE, { percentile: 99.6, sectionalPercentiles: { varc: 90, DILR: 84.5, QA: 99 } });
    expect(j).toMatchObject({ band: 'not-eligible', gap: -0.5 });
    expect(j.reason).toBe(
      'Your DILR percentile of 84.5 is 0.5 below the sectional minimum of 85 in each section of the official minimum of 95 (CAT 2025, source: Institute policy), so you are not eligible for a call.',
    );
  });

  it('exactly on a sectional minimum passes', () => {
    const j = judge(IIMA_LIKE, { percentile: 99.6, sectionalPercentiles: { VARC: 85, DILR: 85, QA: 85 } });
    expect(j.band).toBe('possible');
    expect(j.notes.some((n) => n.includes('sectional'))).toBe(false);
  });

  it('sections not given are not guessed: the band stands and a note asks for them', () => {
    const j = judge(IIMA_LIKE, { percentile: 99.6 });
    expect(j.band).toBe('possible');
    expect(j.notes).toContain(
      'This minimum also asks for 85 in each section; give your sectional percentiles to have them checked.',
    );
  });

  it('checks named sections one by one (IIM Calcutta-like VARC 80, DILR 80, QA 75)', () => {
    const c = college('iimc', [
      floor(85, {
        sectionalMinimums: [
          { section: 'VARC', value: 80 },
          { section: 'DILR', value: 80 },
          { section: 'QA', value: 75 },
        ],
      }),
    ]);
    expect(judge(c, { percentile: 90, sectionalPercentiles: { VARC: 80, DILR: 80, QA: 75 } }).band).toBe('possible');
    expect(judge(c, { percentile: 90, sectionalPercentiles: { VARC: 81, DILR: 79.5, QA: 99 } }).reason).toContain(
      'Your DILR percentile of 79.5 is 0.5 below the sectional minimum of 80 in DILR',
    );
    const partial = judge(c, { percentile: 90, sectionalPercentiles: { VARC: 90 } });
    expect(partial.band).toBe('possible');
    expect(partial.notes).toEqual([
      'This minimum also asks for 80 in DILR; give your DILR percentile to have it checked.',
      'This minimum also asks for 75 in QA; give your QA percentile to have it checked.',
    ]);
  });
});

describe('categories: the line for the candidate’s category, never one made up', () => {
  it.each<[string, number, Band, number]>([
    ['General', 94.99, 'not-eligible', 95],
    ['EWS', 95, 'possible', 99.5], // EWS shares the General floor; the General estimate applies to General only…
    ['NC-OBC', 90, 'possible', 90],
    ['NC-OBC', 89.9, 'not-eligible', 90],
    ['SC', 85, 'possible', 85],
    ['ST', 74, 'not-eligible', 75],
  ])('%s at %s → %s against the line of %s', (category, percentile, band, value) => {
    const j = judge(IIMA_LIKE, { category, percentile });
    expect(j.band).toBe(band);
    if (category === 'EWS') {
      // …so EWS is judged on its floor alone.
      expect(j.line?.line.value).toBe(95);
      return;
    }
    expect(j.line?.line.value).toBe(value);
  });

  it('an SC candidate far above the SC floor is still only possible: the General estimate is not theirs', () => {
    const j = judge(IIMA_LIKE, { category: 'SC', percentile: 99.9 });
    expect(j.band).toBe('possible');
    expect(j.line?.line.categories).toEqual(['SC']);
  });

  it('a category with no line of its own gets no band, and the reason says the other lines are not applied', () => {
    const j = judge(IIMA_LIKE, { category: 'PwD', percentile: 99 });
    expect(j).toMatchObject({ band: 'no-figure', line: null, gap: null });
    expect(j.reason).toBe(
      "iima publishes CAT lines only for General, EWS, NC-OBC, SC and ST, none for PwD; we do not apply another category's line or work one out.",
    );
  });

  it('a General-only college gives an NC-OBC candidate no band', () => {
    const j = judge(college('gen', [floor(85), estimate(97)]), { category: 'NC-OBC', percentile: 99 });
    expect(j.band).toBe('no-figure');
    expect(j.reason).toContain('only for General, none for NC-OBC');
  });

  it('a line the source gives for every category applies to every category, and says so', () => {
    const c = college('all', [estimate(93, { categories: 'all' })]);
    for (const category of ['General', 'SC', 'PwD']) {
      const j = judge(c, { category, percentile: 93.5 });
      expect(j.band).toBe('possible');
      expect(j.notes).toContain('The aggregator estimate is published as one figure for every category.');
    }
  });

  it('prefers the candidate’s own category line to an every-category line', () => {
    const c = college('both', [estimate(93, { categories: 'all' }), estimate(80, { categories: ['SC'] })]);
    expect(judge(c, { category: 'SC', percentile: 82 }).line?.line.value).toBe(80);
    expect(judge(c, { category: 'General', percentile: 82 }).line?.line.value).toBe(93);
  });
});

describe('gender and background lines, and published relaxations', () => {
  // XLRI-like: XAT BM 94 for men, 88 for women; HRM by background.
  const xlri = college('xlri', [
    floor(94, { exam: 'XAT', gender: 'man', programme: 'BM', cycle: 'XAT 2026', cycleYear: 2026 }),
    floor(88, { exam: 'XAT', gender: 'woman', programme: 'BM', cycle: 'XAT 2026', cycleYear: 2026 }),
    floor(90, { exam: 'XAT', background: 'engineering', programme: 'HRM', cycle: 'XAT 2026', cycleYear: 2026 }),
    floor(85, { exam: 'XAT', background: 'non-engineering', programme: 'HRM', cycle: 'XAT 2026', cycleYear: 2026 }),
  ]);
  const xat = (input: Record<string, unknown>) => {
    const judgements = judgeCollege(xlri, candidate({ exam: 'xat', ...input }));
    return Object.fromEntries(judgements.map((j) => [j.programme, j]));
  };

  it('judges each programme on its own lines', () => {
    const woman = xat({ percentile: 90, gender: 'woman', academicBackground: 'commerce' });
    expect(Object.keys(woman)).toEqual(['BM', 'HRM']);
    expect(woman.BM).toMatchObject({ band: 'possible', gap: 2 });
    expect(woman.BM.notes).toContain('The official minimum is for women in the General category, BM programme.');
    expect(woman.HRM).toMatchObject({ band: 'possible', gap: 5 });
    const man = xat({ percentile: 90, gender: 'man', academicBackground: 'engineering' });
    expect(man.BM).toMatchObject({ band: 'not-eligible', gap: -4 });
    expect(man.HRM).toMatchObject({ band: 'possible', gap: 0 });
  });

  it('without the gender or background a separate line needs, there is no band, and the reason asks for it', () => {
    const unknown = xat({ percentile: 99 });
    expect(unknown.BM.band).toBe('no-figure');
    expect(unknown.BM.reason).toContain('Tell us your gender');
    expect(unknown.HRM.band).toBe('no-figure');
    expect(unknown.HRM.reason).toContain('Tell us your academic background');
    const other = xat({ percentile: 99, gender: 'other', academicBackground: 'arts' });
    expect(other.BM.band).toBe('no-figure');
    expect(other.BM.reason).toContain('none of which is yours');
    expect(other.HRM.band).toBe('possible');
  });

  it('prefers a women’s line to a line for everyone', () => {
    const c = college('c', [estimate(95), estimate(92, { gender: 'woman' })]);
    expect(judge(c, { percentile: 92, gender: 'woman' }).line?.line.value).toBe(92);
    expect(judge(c, { percentile: 92, gender: 'man' }).line?.line.value).toBe(95);
  });

  it('applies a published relaxation for women (IIM Jammu: 2 lower) and shows the arithmetic', () => {
    const jammu = college('jammu', [floor(95, { relaxations: [{ gender: 'woman', points: 2 }] })]);
    const woman = judge(jammu, { percentile: 93, gender: 'woman' });
    expect(woman).toMatchObject({ band: 'possible', gap: 0 });
    expect(woman.line).toMatchObject({ effectiveValue: 93, relaxationApplied: { gender: 'woman', points: 2 } });
    expect(woman.reason).toContain('Your 93 meets the official minimum of 93 (95 less 2 for women) (CAT 2025');
    expect(judge(jammu, { percentile: 92.99, gender: 'woman' }).band).toBe('not-eligible');
    expect(judge(jammu, { percentile: 93, gender: 'man' })).toMatchObject({ band: 'not-eligible', gap: -2 });
    const unknown = judge(jammu, { percentile: 93 });
    expect(unknown.band).toBe('not-eligible');
    expect(unknown.notes).toEqual([
      'The official minimum is 2 lower for women, as published; tell us your gender if that applies to you.',
    ]);
  });
});

describe('NMAT: a score is compared only with a score', () => {
  const nmims = college('nmims', [report(200, { exam: 'NMAT', measure: 'score', categories: 'all', cycle: null })]);

  it.each<[number, Band]>([
    [206, 'likely'], // 200 + 3 %
    [205.99, 'possible'],
    [194, 'possible'], // 200 − 3 %
    [193.99, 'reach'],
    [180, 'reach'], // 200 − 10 %
    [179.99, 'unlikely'],
  ])('score %s against a score of 200 → %s', (score, band) => {
    expect(judge(nmims, { exam: 'NMAT', score }).band).toBe(band);
  });

  it('writes the reason in marks', () => {
    expect(judge(nmims, { exam: 'NMAT', score: 196 }).reason).toBe(
      'Your score of 196 is 4 below the third-party report of score 200 (cycle not stated, source: News, calls report): within 6 of it, so possible.',
    );
  });

  it('a percentile is never compared with a score line: no band, and the reason asks for the score', () => {
    const j = judge(nmims, { exam: 'NMAT', percentile: 95 });
    expect(j.band).toBe('no-figure');
    expect(j.reason).toBe(
      'nmims publishes its NMAT line as a score (score 200), not a percentile; give your NMAT score to be judged against it.',
    );
  });

  it('a score is never compared with a percentile line', () => {
    const j = judge(college('p', [estimate(90, { exam: 'NMAT' })]), { exam: 'NMAT', score: 230 });
    expect(j.band).toBe('no-figure');
    expect(j.reason).toContain('give your NMAT percentile');
  });
});

describe('missing data', () => {
  it('a college with no lines at all has no published figure', () => {
    const j = judge(college('empty', [], { name: 'Empty College' }), { percentile: 99 });
    expect(j).toMatchObject({ band: 'no-figure', line: null, floor: null, gap: null, programme: null });
    expect(j.reason).toBe('Empty College has no published CAT figure, so we do not place it in a band.');
  });

  it('a college with lines for other exams only says which', () => {
    const j = judge(college('x', [floor(94, { exam: 'XAT' }), report(200, { exam: 'nmat', measure: 'score' })]), {
      percentile: 99,
    });
    expect(j.reason).toBe(
      'x has no published CAT figure (it publishes figures for XAT, NMAT only), so we do not place it in a band.',
    );
  });

  it('matches the exam whatever its case', () => {
    expect(judge(college('c', [estimate(90)]), { exam: 'cat', percentile: 90.5 }).band).toBe('possible');
  });
});

describe('bestLine', () => {
  it('prefers the narrower audience, then the newer cycle, then the estimate, then the higher figure', () => {
    const wide = estimate(90, { categories: 'all', cycleYear: 2026 });
    const narrow = estimate(91, { categories: ['General'] });
    expect(bestLine([wide, narrow])).toBe(narrow);
    const old = estimate(92, { cycleYear: 2024 });
    expect(bestLine([old, narrow])).toBe(narrow);
    const undated = estimate(99, { cycleYear: null });
    expect(bestLine([undated, old])).toBe(old);
    const rep = report(93);
    expect(bestLine([rep, narrow])).toBe(narrow);
    const higher = estimate(94);
    expect(bestLine([narrow, higher])).toBe(higher);
    expect(bestLine([])).toBeNull();
  });

  it('keeps every field of the line used', () => {
    const used = line({ kind: 'aggregator-estimate', value: 95, note: 'Estimate of calls', programme: null });
    const j = judge(college('c', [used]), { percentile: 94 });
    expect(j.line?.line).toEqual(used);
  });
});

describe('properties', () => {
  const RANK: Record<Band, number> = { likely: 0, possible: 1, reach: 2, unlikely: 3, 'not-eligible': 4, 'no-figure': 5 };
  const hundredth = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);

  it('a higher percentile never lands in a worse band, for any floor and estimate', () => {
    fc.assert(
      fc.property(hundredth, hundredth, hundredth, hundredth, (floorValue, estimateValue, a, b) => {
        const c = college('p', [floor(floorValue), estimate(estimateValue)]);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(RANK[judge(c, { percentile: high }).band]).toBeLessThanOrEqual(RANK[judge(c, { percentile: low }).band]);
      }),
    );
  });

  it('not eligible exactly when below the floor; a floor alone never gives more than possible', () => {
    fc.assert(
      fc.property(hundredth, hundredth, (floorValue, percentile) => {
        const j = judge(college('p', [floor(floorValue)]), { percentile });
        expect(j.band).toBe(percentile < floorValue ? 'not-eligible' : 'possible');
        expect(j.gap).toBe(Math.round((percentile - floorValue) * 100) / 100);
      }),
    );
  });
});
