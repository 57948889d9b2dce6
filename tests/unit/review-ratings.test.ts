import { describe, expect, it } from 'vitest';
import {
  averageOfTotal,
  bayesianAverage,
  collegeRatings,
  collegeRatingsFromTotals,
  DEFAULT_RATING_PRIOR,
  displayRating,
  MIN_BATCH_REVIEWS,
  REVIEW_DIMENSIONS,
  type RatingTotals,
  type ReviewRatings,
} from '@/lib/reviews/ratings';

// Defaults: prior mean m = 3, prior weight C = 5, so average = (15 + Σx) / (5 + n).

describe('bayesianAverage', () => {
  it('is the prior mean with no ratings', () => {
    // (5 × 3 + 0) / (5 + 0) = 3
    expect(DEFAULT_RATING_PRIOR).toEqual({ mean: 3, weight: 5 });
    expect(bayesianAverage([])).toBe(3);
  });

  it('moves only a little for one rating', () => {
    // (15 + 5) / (5 + 1) = 20 / 6 = 3.333… → 3.3 (the plain mean would be 5)
    expect(bayesianAverage([5])).toBeCloseTo(10 / 3, 12);
    expect(displayRating(bayesianAverage([5]))).toBe(3.3);
    // (15 + 1) / 6 = 2.666… → 2.7
    expect(displayRating(bayesianAverage([1]))).toBe(2.7);
  });

  it('follows the reviews once there are many', () => {
    // twelve 5s and eight 4s: Σx = 60 + 32 = 92, n = 20; (15 + 92) / 25 = 107 / 25 = 4.28 → 4.3 (plain mean 4.6)
    const ratings = [...Array<number>(12).fill(5), ...Array<number>(8).fill(4)];
    expect(bayesianAverage(ratings)).toBeCloseTo(4.28, 12);
    expect(displayRating(bayesianAverage(ratings))).toBe(4.3);
  });

  it('takes another prior', () => {
    // m = 4, C = 2: (2 × 4 + 1 + 1) / (2 + 2) = 10 / 4 = 2.5
    expect(bayesianAverage([1, 1], { mean: 4, weight: 2 })).toBe(2.5);
  });

  it('rejects a rating that is not a whole number from 1 to 5, and a prior out of range', () => {
    expect(() => bayesianAverage([0])).toThrow(RangeError);
    expect(() => bayesianAverage([6])).toThrow(RangeError);
    expect(() => bayesianAverage([4.5])).toThrow(RangeError);
    expect(() => bayesianAverage([3], { mean: 3, weight: 0 })).toThrow(/weight/);
    expect(() => bayesianAverage([3], { mean: 6, weight: 5 })).toThrow(/mean/);
    expect(() => bayesianAverage([3], { mean: Number.NaN, weight: 5 })).toThrow(/mean/);
  });
});

describe('displayRating', () => {
  it('rounds to one decimal, half up', () => {
    // thirteen 4s, a 5 and a 1: Σx = 52 + 5 + 1 = 58, n = 15; (15 + 58) / 20 = 73 / 20 = 3.65 → 3.7
    const ratings = [...Array<number>(13).fill(4), 5, 1];
    expect(displayRating(bayesianAverage(ratings))).toBe(3.7);
    expect(displayRating(3.75)).toBe(3.8);
    expect(displayRating(3.04)).toBe(3);
  });
});

describe('collegeRatings', () => {
  const review = (batch: string, ratings: ReviewRatings['ratings']): ReviewRatings => ({ batch, ratings });
  const reviews = [
    review('2025', { placements: 5, faculty: 5, roi: 4, value: 1 }),
    review('2024', { placements: 3, faculty: 4 }),
    review('2025', { placements: 4, faculty: 5, value: 2 }),
    review('2024', { placements: 5, faculty: 4 }),
    review('2025', { placements: 4, faculty: 5, roi: 2, value: 3 }),
  ];

  it('shows a batch from three reviews and hides one of two', () => {
    expect(MIN_BATCH_REVIEWS).toBe(3);
    const { batches } = collegeRatings(reviews);
    expect(batches.map((b) => [b.batch, b.reviews])).toEqual([['2025', 3]]);
    // 2025, each (15 + Σx) / (5 + n):
    //   placements 5, 4, 4 → (15 + 13) / 8 = 3.5
    //   faculty    5, 5, 5 → (15 + 15) / 8 = 3.75 → 3.8
    //   roi        4, 2    → (15 + 6) / 7 = 3 (two of the three rated it)
    //   campus life none   → 3, count 0
    //   value      1, 2, 3 → (15 + 6) / 8 = 2.625 → 2.6
    expect(batches[0].dimensions).toEqual({
      placements: { average: 3.5, count: 3 },
      faculty: { average: 3.75, count: 3 },
      roi: { average: 3, count: 2 },
      campus_life: { average: 3, count: 0 },
      value: { average: 2.625, count: 3 },
    });
    expect(displayRating(batches[0].dimensions.faculty.average)).toBe(3.8);
    expect(displayRating(batches[0].dimensions.value.average)).toBe(2.6);
  });

  it("counts the hidden batch's reviews in the overall figures", () => {
    const { overall } = collegeRatings(reviews);
    // placements 5, 3, 4, 5, 4 → (15 + 21) / 10 = 3.6; faculty 5, 4, 5, 4, 5 → (15 + 23) / 10 = 3.8
    expect(overall.reviews).toBe(5);
    expect(overall.dimensions.placements).toEqual({ average: 3.6, count: 5 });
    expect(overall.dimensions.faculty).toEqual({ average: 3.8, count: 5 });
  });

  it('lists the batches it shows newest first', () => {
    const three = (batch: string) => [1, 2, 3].map((x) => review(batch, { value: x }));
    const { batches } = collegeRatings([...three('2023–25'), ...three('2025–27'), ...three('2024–26')]);
    expect(batches.map((b) => b.batch)).toEqual(['2025–27', '2024–26', '2023–25']);
  });

  it('has no batches and the prior overall with no reviews', () => {
    const { overall, batches } = collegeRatings([]);
    expect(batches).toEqual([]);
    expect(overall.reviews).toBe(0);
    expect(overall.dimensions.placements).toEqual({ average: 3, count: 0 });
  });
});

// The database adds the ratings up (public.college_review_ratings): the same figures from counts and sums.
describe('from the totals', () => {
  const totalsOf = (batch: string | null, reviews: ReviewRatings[]): RatingTotals => ({
    batch,
    reviews: reviews.length,
    dimensions: Object.fromEntries(
      REVIEW_DIMENSIONS.map((d) => {
        const given = reviews.flatMap((r) => (r.ratings[d] === undefined ? [] : [r.ratings[d]]));
        return [d, { count: given.length, sum: given.reduce((a, b) => a + b, 0) }];
      }),
    ) as RatingTotals['dimensions'],
  });
  const all = (batch: string, x: number): ReviewRatings => ({
    batch,
    ratings: { placements: x, faculty: x, roi: x, campus_life: x, value: x },
  });

  it('averages a count and a sum as bayesianAverage averages the ratings', () => {
    expect(averageOfTotal({ count: 0, sum: 0 })).toBe(bayesianAverage([]));
    expect(averageOfTotal({ count: 3, sum: 12 })).toBe(bayesianAverage([5, 4, 3]));
    expect(averageOfTotal({ count: 2, sum: 2 }, { mean: 4, weight: 2 })).toBe(2.5);
  });

  it('refuses totals no ratings from 1 to 5 add up to', () => {
    expect(() => averageOfTotal({ count: 2, sum: 11 })).toThrow(RangeError);
    expect(() => averageOfTotal({ count: 2, sum: 1 })).toThrow(RangeError);
    expect(() => averageOfTotal({ count: -1, sum: 0 })).toThrow(RangeError);
    expect(() => averageOfTotal({ count: 1, sum: 2.5 })).toThrow(RangeError);
  });

  it('gives what collegeRatings gives for the same reviews, leaving out a small batch that came anyway', () => {
    const reviews = [all('2024', 5), all('2024', 1), all('2025', 4), all('2025', 3), all('2025', 5), all('2026', 2)];
    const byBatch = (batch: string) => reviews.filter((r) => r.batch === batch);
    const rows = [totalsOf(null, reviews), totalsOf('2025', byBatch('2025')), totalsOf('2024', byBatch('2024'))];
    expect(collegeRatingsFromTotals(rows)).toEqual(collegeRatings(reviews));
    expect(collegeRatingsFromTotals([])).toEqual(collegeRatings([]));
  });
});
