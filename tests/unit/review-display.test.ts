import { describe, expect, it } from 'vitest';
import { bodyCounter, monthLabel, overallAverage, ratingLine, statusExplanation, verifiedLine } from '@/lib/reviews/display';
import { collegeRatings } from '@/lib/reviews/ratings';
import { withRatings } from '@/lib/reviews/reviews.handlers';

describe('how review figures read', () => {
  it('words a dimension as its rounded Bayesian average and its count', () => {
    // (5·3 + 4+5+5) / (5 + 3) = 29/8 = 3.625 → 3.6
    expect(ratingLine({ average: 29 / 8, count: 3 })).toBe('3.6 from 3 reviews');
    expect(ratingLine({ average: 3.3333, count: 1 })).toBe('3.3 from 1 review');
    expect(ratingLine({ average: 3, count: 0 })).toBe('No ratings yet');
  });

  it('takes the overall figure as the mean of the five dimension averages', () => {
    const ratings = collegeRatings([{ batch: '2025', ratings: { placements: 5, faculty: 5, roi: 5, campus_life: 5, value: 5 } }]);
    // Each dimension: (15 + 5) / 6 = 3.333…
    expect(overallAverage(ratings.overall)).toBeCloseTo(20 / 6, 10);
    expect(overallAverage(collegeRatings([]).overall)).toBe(3);
  });

  it('names who verified, how and in which month, never more', () => {
    expect(monthLabel('2026-11-01')).toBe('November 2026');
    expect(monthLabel('')).toBe('');
    expect(verifiedLine('alumnus', 'email_domain', '2026-11-01')).toBe('Verified alumnus · by college e-mail · in November 2026');
    expect(verifiedLine('student', 'document', '')).toBe('Verified student · by document');
  });

  it('tells the author the reason of a refusal', () => {
    expect(statusExplanation('refused', 'Names a classmate')).toContain('“Names a classmate”');
    expect(statusExplanation('pending', null)).toContain('before it is published');
  });

  it('counts towards the 200 to 5,000 characters', () => {
    expect(bodyCounter(150, 200, 5000)).toEqual({ text: '150 characters: write at least 50 more.', ok: false });
    expect(bodyCounter(200, 200, 5000).ok).toBe(true);
    expect(bodyCounter(5001, 200, 5000)).toEqual({ text: '5,001 characters: 1 over the limit of 5,000.', ok: false });
  });
});

describe('a review form’s ratings', () => {
  it('gathers the five posted ratings into one object and leaves other shapes alone', () => {
    expect(
      withRatings({
        body: 'x',
        rating_placements: '4',
        rating_faculty: '5',
        rating_roi: '3',
        rating_campus_life: '2',
        rating_value: '1',
      }),
    ).toMatchObject({
      ratings: { placements: '4', faculty: '5', roi: '3', campus_life: '2', value: '1' },
    });
    expect(withRatings(null)).toBeNull();
    expect(withRatings({ ratings: { placements: 1 } })).toEqual({ ratings: { placements: 1 } });
  });
});
