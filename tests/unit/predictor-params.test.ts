import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@/lib/predictor/candidate';
import { candidateSummary, parsePredictorParams, predictorHref, predictorQuery, rawQuery } from '@/lib/predictor/params';
import { ACADEMIC_BACKGROUNDS, CATEGORIES, GENDERS } from '@/lib/predictor/types';

const parse = (query: string) => parsePredictorParams(new URLSearchParams(query));
const fromRaw = (raw: Record<string, string | string[] | undefined>) => parsePredictorParams(raw);

describe('parsePredictorParams', () => {
  it('reads nothing sent as an empty form with no errors', () => {
    expect(fromRaw({})).toMatchObject({ submitted: false, candidate: null, errors: {} });
    expect(fromRaw({ state: 'Maharashtra' })).toMatchObject({ submitted: false, candidate: null, errors: {} });
  });

  it('reads a GET form with empty fields as the candidate it describes', () => {
    const form = parse(
      'exam=cat&percentile=92&score=&category=General&gender=&experience=18&background=engineering&state=Maharashtra&state=Delhi&class10=91.4&class12=&graduation=&varc=88&dilr=&qa=',
    );
    expect(form.errors).toEqual({});
    expect(form.candidate).toMatchObject({
      exam: 'CAT',
      percentile: 92,
      score: null,
      category: 'General',
      gender: null,
      workExperienceMonths: 18,
      academicBackground: 'engineering',
      preferredStates: ['Maharashtra', 'Delhi'],
      class10Percent: 91.4,
      sectionalPercentiles: { VARC: 88 },
    });
  });

  it('takes an NMAT score without a percentile', () => {
    expect(parse('exam=NMAT&score=215&category=General').candidate).toMatchObject({ exam: 'NMAT', score: 215, percentile: null });
  });

  it("refuses what the visitor typed wrong with candidateSchema's words, keeping the text", () => {
    const form = parse('exam=CAT&percentile=abc&category=General&experience=1.5&class10=140&qa=-3');
    expect(form.candidate).toBeNull();
    expect(form.errors).toEqual({
      percentile: CANDIDATE_MESSAGES.percentile,
      experience: CANDIDATE_MESSAGES.months,
      class10: CANDIDATE_MESSAGES.percent,
      qa: CANDIDATE_MESSAGES.percentile,
    });
    expect(form.values).toMatchObject({ percentile: 'abc', experience: '1.5', class10: '140', qa: '-3' });
  });

  it('asks for a figure, a category and an exam when they are missing', () => {
    expect(parse('exam=CAT&category=General').errors).toEqual({ percentile: CANDIDATE_MESSAGES.figure });
    expect(parse('exam=CAT&percentile=92').errors).toEqual({ category: CANDIDATE_MESSAGES.category });
    expect(parse('percentile=92&category=General').errors).toEqual({ exam: CANDIDATE_MESSAGES.exam });
    expect(parse('exam=%3Cscript%3E&percentile=92&category=General').errors.exam).toBe(CANDIDATE_MESSAGES.exam);
    expect(parse('exam=CAT&percentile=92&category=Royalty').errors).toEqual({ category: CANDIDATE_MESSAGES.category });
  });

  it('tolerates junk: unknown choices read as absent, repeated values as the first, bad states are dropped', () => {
    const form = fromRaw({
      exam: ['CAT', 'XAT'],
      percentile: ['95', '10'],
      category: 'General',
      gender: 'robot',
      background: "'; drop table",
      state: ['Maharashtra', 'Maharashtra', '<b>x</b>', 'x'.repeat(500), 'Delhi\u0000', 'Tamil Nadu'],
    });
    expect(form.errors).toEqual({});
    expect(form.candidate).toMatchObject({ exam: 'CAT', percentile: 95, gender: null, academicBackground: null });
    expect(form.candidate?.preferredStates).toEqual(['Maharashtra', 'Tamil Nadu']);
    expect(form.values.gender).toBe('');
  });

  it('accepts a trailing per cent sign and surrounding spaces, but not hex or Infinity', () => {
    expect(parse('exam=CAT&percentile=+92.5%25+&category=General').candidate?.percentile).toBe(92.5);
    expect(parse('exam=CAT&percentile=0x5A&category=General').errors.percentile).toBe(CANDIDATE_MESSAGES.percentile);
    expect(parse('exam=NMAT&score=Infinity&category=General').errors.score).toBe(CANDIDATE_MESSAGES.score);
    expect(parse('exam=NMAT&score=1e999&category=General').errors.score).toBe(CANDIDATE_MESSAGES.score);
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))), (raw) => {
        const form = parsePredictorParams(raw);
        expect(form.candidate === null || Object.keys(form.errors).length === 0).toBe(true);
      }),
    );
  });
});

describe('predictorQuery', () => {
  it('writes only what was given, in the form order', () => {
    const candidate = parse('exam=CAT&percentile=92&category=General&score=&gender=').candidate!;
    expect(predictorQuery(candidate)).toBe('exam=CAT&percentile=92&category=General');
    expect(predictorHref(candidate)).toBe('/predictor?exam=CAT&percentile=92&category=General');
  });

  const figure = fc.double({ min: 0, max: 100, noNaN: true }).map((n) => Math.round(n * 100) / 100);
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const candidateInput = fc.record({
    exam: fc.constantFrom('CAT', 'XAT', 'NMAT', 'SNAP'),
    percentile: maybe(figure),
    score: maybe(fc.integer({ min: -50, max: 360 })),
    category: fc.constantFrom(...CATEGORIES),
    gender: maybe(fc.constantFrom(...GENDERS)),
    experience: maybe(fc.integer({ min: 0, max: 600 })),
    background: maybe(fc.constantFrom(...ACADEMIC_BACKGROUNDS)),
    states: fc.uniqueArray(fc.constantFrom('Maharashtra', 'Delhi', 'Tamil Nadu', 'Jammu and Kashmir', 'West Bengal'), {
      maxLength: 5,
    }),
    class10: maybe(figure),
    varc: maybe(figure),
  });

  it('round-trips: parsing the canonical query gives back the same candidate', () => {
    fc.assert(
      fc.property(candidateInput, (input) => {
        const query = new URLSearchParams();
        query.set('exam', input.exam);
        if (input.percentile !== null) query.set('percentile', String(input.percentile));
        if (input.score !== null) query.set('score', String(input.score));
        if (input.percentile === null && input.score === null) query.set('percentile', '50');
        query.set('category', input.category);
        if (input.gender) query.set('gender', input.gender);
        if (input.experience !== null) query.set('experience', String(input.experience));
        if (input.background) query.set('background', input.background);
        for (const s of input.states) query.append('state', s);
        if (input.class10 !== null) query.set('class10', String(input.class10));
        if (input.varc !== null) query.set('varc', String(input.varc));
        const first = parsePredictorParams(query).candidate;
        expect(first).not.toBeNull();
        const again = parse(predictorQuery(first!));
        expect(again.candidate).toEqual(first);
        expect(predictorQuery(again.candidate!)).toBe(predictorQuery(first!));
      }),
    );
  });

  it('rawQuery keeps a request query as it came, to tell a canonical address from another', () => {
    expect(rawQuery({ exam: 'CAT', state: ['A', 'B'], x: undefined })).toBe('exam=CAT&state=A&state=B');
  });
});

describe('candidateSummary', () => {
  it('says every given input in words, and nothing that was not given', () => {
    const c = parse(
      'exam=CAT&percentile=92&category=NC-OBC&gender=woman&experience=24&state=Delhi&class12=88&dilr=91',
    ).candidate!;
    expect(candidateSummary(c)).toEqual([
      'Exam: CAT, percentile 92',
      'Sectional percentiles: DILR 91',
      'Category: NC-OBC',
      'Gender: woman',
      'Work experience: 24 months',
      'Class 12: 88 %',
      'Preferred states: Delhi',
    ]);
  });
});
