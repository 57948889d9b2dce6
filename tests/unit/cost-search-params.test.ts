import { describe, expect, it } from 'vitest';
import { COST_PARAM_MESSAGES, parseCostSearchParams, toCostSearchParams } from '@/lib/cost/search-params';

const parse = (query: string) => parseCostSearchParams(new URLSearchParams(query));
const DEFAULTS = { rate: 10, tenure: 10, own: 0, living: null, share: 40 };

describe('parseCostSearchParams', () => {
  it('reads an empty query as the defaults, with no errors', () => {
    expect(parse('')).toEqual({ params: DEFAULTS, errors: {} });
    expect(parse('rate=&tenure=&own=&living=&share=')).toEqual({ params: DEFAULTS, errors: {} });
    expect(parseCostSearchParams({})).toEqual({ params: DEFAULTS, errors: {} });
  });

  it('reads every parameter, including an own figure of living at 0', () => {
    expect(parse('rate=9.5&tenure=7&own=500000&living=0&share=50')).toEqual({
      params: { rate: 9.5, tenure: 7, own: 500_000, living: 0, share: 50 },
      errors: {},
    });
  });

  it('takes figures as a visitor types them: grouping commas, spaces, ₹ and %', () => {
    expect(parse('rate=9.5%25&own=%E2%82%B9+5%2C00%2C000&living=18%2C000').params).toMatchObject({
      rate: 9.5,
      own: 500_000,
      living: 18_000,
    });
    // Next.js hands a repeated parameter over as a list; the first counts.
    expect(parseCostSearchParams({ rate: ['8', '12'] }).params.rate).toBe(8);
  });

  it('accepts the bounds themselves', () => {
    expect(parse('rate=0&tenure=1&own=0&living=0&share=1').errors).toEqual({});
    expect(parse('rate=25&tenure=20&own=100000000&living=500000&share=100').errors).toEqual({});
  });

  it('refuses a figure out of bounds or not a number with its message, and falls back to its default alone', () => {
    const reading = parse('rate=25.5&tenure=7.5&own=abc&living=500001&share=0');
    expect(reading.params).toEqual(DEFAULTS);
    expect(reading.errors).toEqual(COST_PARAM_MESSAGES);

    expect(parse('rate=-1&tenure=7')).toEqual({ params: { ...DEFAULTS, tenure: 7 }, errors: { rate: COST_PARAM_MESSAGES.rate } });
    expect(parse('tenure=21').errors).toEqual({ tenure: 'Enter a loan tenure in whole years, from 1 to 20.' });
    expect(parse('own=-5&rate=0x10&share=40.5').errors).toEqual({
      own: COST_PARAM_MESSAGES.own,
      rate: COST_PARAM_MESSAGES.rate,
      share: COST_PARAM_MESSAGES.share,
    });
  });
});

describe('toCostSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(toCostSearchParams(DEFAULTS).toString()).toBe('');
  });

  it('round-trips ?rate=9.5&tenure=7', () => {
    const { params } = parse('rate=9.5&tenure=7');
    expect(params).toEqual({ ...DEFAULTS, rate: 9.5, tenure: 7 });
    expect(toCostSearchParams(params).toString()).toBe('rate=9.5&tenure=7');
  });

  it('writes only what differs from the defaults, in the form order, and reads back the same figures', () => {
    const params = { rate: 0, tenure: 10, own: 250_000, living: 0, share: 40 };
    const query = toCostSearchParams(params);
    expect(query.toString()).toBe('rate=0&own=250000&living=0');
    expect(parseCostSearchParams(query)).toEqual({ params, errors: {} });
    // The canonical form of a query typed another way.
    expect(toCostSearchParams(parse('share=35&rate=9.50&own=2%2C50%2C000').params).toString()).toBe(
      'rate=9.5&own=250000&share=35',
    );
  });
});

describe('the editors’ loan defaults', () => {
  const defaults = { rate: 11.15, tenure: 15 };

  it('stand in for an absent or refused rate and tenure', () => {
    expect(parseCostSearchParams({}, defaults).params).toMatchObject({ rate: 11.15, tenure: 15 });
    const refused = parseCostSearchParams({ rate: '40', tenure: 'x' }, defaults);
    expect(refused.params).toMatchObject({ rate: 11.15, tenure: 15 });
    expect(refused.errors).toEqual({ rate: COST_PARAM_MESSAGES.rate, tenure: COST_PARAM_MESSAGES.tenure });
  });

  it('are left out of the URL, and a figure equal to the round default is written', () => {
    const params = parseCostSearchParams({ tenure: '10' }, defaults).params;
    expect(toCostSearchParams(params, defaults).toString()).toBe('tenure=10');
    expect(toCostSearchParams({ ...params, tenure: 15 }, defaults).toString()).toBe('');
  });

  it('round-trip: reading back what was written gives the same figures', () => {
    const params = parseCostSearchParams({ rate: '9.5', tenure: '7', own: '200000' }, defaults).params;
    const query = toCostSearchParams(params, defaults);
    expect(query.toString()).toBe('rate=9.5&tenure=7&own=200000');
    expect(parseCostSearchParams(query, defaults).params).toEqual(params);
  });
});
