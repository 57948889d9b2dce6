import { describe, expect, it } from 'vitest';
import {
  collegeInitials,
  cutoffFigure,
  durationLabel,
  feesLabel,
  isShownSource,
  sourceName,
  splitUrls,
} from '@/lib/colleges/format';

describe('feesLabel', () => {
  it('shows a single published fee, else the published range, else Not published', () => {
    expect(feesLabel({ total_fees: 2750000, fees_min: null, fees_max: null })).toBe('₹27.5 L');
    expect(feesLabel({ total_fees: null, fees_min: 2600000, fees_max: 2800000 })).toBe('₹26 L – ₹28 L');
    expect(feesLabel({ total_fees: null, fees_min: 2000000, fees_max: 2000000 })).toBe('₹20 L');
    expect(feesLabel({ total_fees: null, fees_min: null, fees_max: null })).toBe('Not published');
  });

  it('never turns a missing figure into zero', () => {
    expect(feesLabel({ total_fees: null, fees_min: null, fees_max: 900000 })).toBe('₹9 L');
    expect(feesLabel({ total_fees: 0, fees_min: null, fees_max: null })).toBe('₹0');
  });
});

describe('collegeInitials', () => {
  it('takes the first letters of the first two words, skipping small words', () => {
    expect(collegeInitials('IIM Ahmedabad')).toBe('IA');
    expect(collegeInitials('Faculty of Management Studies')).toBe('FM');
    expect(collegeInitials('SPJIMR')).toBe('SP');
    expect(collegeInitials('XLRI - Xavier School')).toBe('XX');
  });
});

describe('sources', () => {
  it('splits several URLs and drops anything that is not http(s)', () => {
    expect(splitUrls('https://a.in/x ; https://www.b.com/y')).toEqual(['https://a.in/x', 'https://www.b.com/y']);
    expect(splitUrls('javascript:alert(1) ; careers360')).toEqual([]);
    expect(splitUrls(null)).toEqual([]);
  });

  it('names a source by its host', () => {
    expect(sourceName('https://www.indiatoday.in/story')).toBe('indiatoday.in');
    expect(sourceName('not a url')).toBe('not a url');
  });

  it("hides editors' 'not shown' notes", () => {
    expect(isShownSource('fees')).toBe(true);
    expect(isShownSource('not shown: average package 33 LPA')).toBe(false);
  });
});

describe('durationLabel and cutoffFigure', () => {
  it('says durations as people do', () => {
    expect(durationLabel(24)).toBe('2 years');
    expect(durationLabel(12)).toBe('1 year');
    expect(durationLabel(15)).toBe('15 months');
    expect(durationLabel(null)).toBe('Not published');
  });

  it('shows a percentile, else a raw score, else Not published', () => {
    expect(cutoffFigure({ percentile: 99.5, score: null })).toBe('99.5 percentile');
    expect(cutoffFigure({ percentile: null, score: 209 })).toBe('Score 209');
    expect(cutoffFigure({ percentile: null, score: null })).toBe('Not published');
  });
});
