/*
 * The figures a college's verified reviews add up to. Each review rates some of five dimensions from 1 to 5, and
 * each dimension's figure is a Bayesian average,
 *
 *   average = (C·m + sum(x)) / (C + n),
 *
 * the mean of the n ratings x pulled towards a prior mean m as if C more ratings of m had been given. A college with
 * one glowing review is not put above one with forty good ones: the prior weighs most while reviews are few and
 * fades as they come in.
 *
 * The defaults: m = 3, the middle of the 1–5 scale, so too few reviews read as "no evidence either way" rather than
 * as good or bad; C = 5, so one review of 5 moves a dimension only from 3 to 3.3, five reviews weigh as much as the
 * prior, and at twenty the reviews carry four fifths of the figure. A site-wide mean would be a sharper prior, but
 * it moves as reviews arrive and would have to be explained; the middle of the scale needs no explaining.
 *
 * A batch (the reviewers' graduating class) with fewer than three reviews gets no figures of its own: from two
 * reviews a classmate could work out who said what, and two ratings say little about a year. Its reviews still count
 * in the college's overall figures, where they are not told apart and the prior weighs them down.
 *
 * Averages are returned unrounded; displayRating rounds them to one decimal for the page, the one place that rounds.
 */

/** Placements, faculty, return on investment, campus life, value for money. */
export const REVIEW_DIMENSIONS = ['placements', 'faculty', 'roi', 'campus_life', 'value'] as const;
export type ReviewDimension = (typeof REVIEW_DIMENSIONS)[number];

export interface RatingPrior {
  /** m: the rating assumed before any review, 1–5. */
  mean: number;
  /** C: how many ratings the prior counts as, above 0. */
  weight: number;
}

export const DEFAULT_RATING_PRIOR: RatingPrior = { mean: 3, weight: 5 };

/** Batches with fewer reviews than this show no figures of their own. */
export const MIN_BATCH_REVIEWS = 3;

export interface ReviewRatings {
  /** The reviewer's batch as stored ('2025', '2023–25'). */
  batch: string;
  /** The dimensions the reviewer rated, each a whole number from 1 to 5. */
  ratings: Partial<Record<ReviewDimension, number>>;
}

export interface DimensionRating {
  /** The Bayesian average, unrounded (displayRating rounds it); the prior's mean when no one rated the dimension. */
  average: number;
  /** How many reviews rated the dimension. */
  count: number;
}

export interface RatingSummary {
  reviews: number;
  dimensions: Record<ReviewDimension, DimensionRating>;
}

export interface BatchRatings extends RatingSummary {
  batch: string;
}

export interface CollegeRatings {
  /** Every review, whatever its batch. */
  overall: RatingSummary;
  /** Each batch with at least MIN_BATCH_REVIEWS reviews, newest first. */
  batches: BatchRatings[];
}

function checkedPrior(prior: RatingPrior): RatingPrior {
  if (!(prior.mean >= 1 && prior.mean <= 5)) throw new RangeError(`The prior mean must lie from 1 to 5, not ${prior.mean}.`);
  if (!(prior.weight > 0 && Number.isFinite(prior.weight)))
    throw new RangeError(`The prior weight must be a finite number above 0, not ${prior.weight}.`);
  return prior;
}

/** (C·m + sum(x)) / (C + n) of ratings from 1 to 5; a rating that is not a whole number from 1 to 5 throws a RangeError. */
export function bayesianAverage(ratings: readonly number[], prior: RatingPrior = DEFAULT_RATING_PRIOR): number {
  for (const x of ratings) {
    if (!Number.isInteger(x) || x < 1 || x > 5) throw new RangeError(`A rating must be a whole number from 1 to 5, not ${x}.`);
  }
  return averageOfTotal({ sum: ratings.reduce((total, x) => total + x, 0), count: ratings.length }, prior);
}

/** n ratings from 1 to 5 and their sum, as the database adds them up (public.college_review_ratings). */
export interface DimensionTotal {
  sum: number;
  count: number;
}

/**
 * The same average from a count and a sum: (C·m + sum) / (C + n). A total that no n whole ratings from 1 to 5 could
 * add up to throws a RangeError.
 */
export function averageOfTotal(total: DimensionTotal, prior: RatingPrior = DEFAULT_RATING_PRIOR): number {
  const { mean, weight } = checkedPrior(prior);
  const { sum, count } = total;
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(sum) || sum < count || sum > 5 * count)
    throw new RangeError(`${count} ratings from 1 to 5 cannot add up to ${sum}.`);
  return (weight * mean + sum) / (weight + count);
}

function summarise(reviews: readonly ReviewRatings[], prior: RatingPrior): RatingSummary {
  const dimension = (d: ReviewDimension): DimensionRating => {
    const given = reviews.flatMap((r) => (r.ratings[d] === undefined ? [] : [r.ratings[d]]));
    return { average: bayesianAverage(given, prior), count: given.length };
  };
  return {
    reviews: reviews.length,
    dimensions: Object.fromEntries(REVIEW_DIMENSIONS.map((d) => [d, dimension(d)])) as Record<ReviewDimension, DimensionRating>,
  };
}

/** A college's overall figures and those of each batch large enough to show (MIN_BATCH_REVIEWS). */
export function collegeRatings(reviews: readonly ReviewRatings[], prior: RatingPrior = DEFAULT_RATING_PRIOR): CollegeRatings {
  const byBatch = new Map<string, ReviewRatings[]>();
  for (const review of reviews) byBatch.set(review.batch, [...(byBatch.get(review.batch) ?? []), review]);
  const batches = [...byBatch]
    .filter(([, inBatch]) => inBatch.length >= MIN_BATCH_REVIEWS)
    .sort(([a], [b]) => b.localeCompare(a, 'en', { numeric: true }))
    .map(([batch, inBatch]) => ({ batch, ...summarise(inBatch, prior) }));
  return { overall: summarise(reviews, prior), batches };
}

/** An average as the page shows it: one decimal, half up (3.65 → 3.7). */
export function displayRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** A college's (batch null) or a batch's rating totals, one row of public.college_review_ratings. */
export interface RatingTotals {
  /** null for the college's totals over every batch. */
  batch: string | null;
  reviews: number;
  dimensions: Record<ReviewDimension, DimensionTotal>;
}

function summariseTotals(totals: RatingTotals, prior: RatingPrior): RatingSummary {
  return {
    reviews: totals.reviews,
    dimensions: Object.fromEntries(
      REVIEW_DIMENSIONS.map((d) => [
        d,
        { average: averageOfTotal(totals.dimensions[d], prior), count: totals.dimensions[d].count },
      ]),
    ) as Record<ReviewDimension, DimensionRating>,
  };
}

const NO_TOTALS: RatingTotals = {
  batch: null,
  reviews: 0,
  dimensions: Object.fromEntries(REVIEW_DIMENSIONS.map((d) => [d, { sum: 0, count: 0 }])) as Record<
    ReviewDimension,
    DimensionTotal
  >,
};

/**
 * collegeRatings from the database's totals instead of the reviews themselves: the college's row (batch null;
 * none when it has no published review) and its batches'. The database returns no batch under MIN_BATCH_REVIEWS;
 * one that came anyway is left out here too.
 */
export function collegeRatingsFromTotals(
  rows: readonly RatingTotals[],
  prior: RatingPrior = DEFAULT_RATING_PRIOR,
): CollegeRatings {
  const overall = rows.find((row) => row.batch === null) ?? NO_TOTALS;
  const batches = rows
    .filter((row): row is RatingTotals & { batch: string } => row.batch !== null && row.reviews >= MIN_BATCH_REVIEWS)
    .sort((a, b) => b.batch.localeCompare(a.batch, 'en', { numeric: true }))
    .map((row) => ({ batch: row.batch, ...summariseTotals(row, prior) }));
  return { overall: summariseTotals(overall, prior), batches };
}
