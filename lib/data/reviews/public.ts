import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import {
  collegeRatingsFromTotals,
  REVIEW_DIMENSIONS,
  type CollegeRatings,
  type RatingTotals,
  type ReviewDimension,
} from '@/lib/reviews/ratings';
import type { TieKind, TieMethod } from '@/lib/reviews/verification-input';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * What anyone reads of verified reviews: the published ones (public.published_college_reviews) and their rating
 * totals (public.college_review_ratings), 20261205000200_college_reviews.sql. Neither names a reviewer: a review
 * shows "Verified student/alumnus", how (college e-mail or document) and the month verified. The database hides
 * the batch of a review, and a batch's totals, until three published reviews share it (MIN_BATCH_REVIEWS).
 * The read*(client, …) functions take any client (tests, a signed-in page); the public*(…) ones are the pages'
 * cached reads under REVIEWS_TAG, which every moderation action revalidates.
 */

/** The cache tag of every public read of reviews. */
export const REVIEWS_TAG = TAGS.reviews;

export interface PublishedReview {
  id: string;
  collegeId: string;
  programme: string;
  /** The graduation year, or null while fewer than three published reviews of the college share it. */
  batch: string | null;
  ratings: Record<ReviewDimension, number>;
  body: string;
  reviewerKind: TieKind;
  verificationMethod: TieMethod;
  /** The first day of the month the tie was verified ('2026-11-01'). */
  verifiedMonth: string;
  publishedAt: string;
  editedAt: string | null;
}

type Row = Tables<'published_college_reviews'>;

const COLUMNS =
  'id, college_id, programme, batch, rating_placements, rating_faculty, rating_roi, rating_campus_life, rating_value, body, reviewer_kind, verification_method, verified_month, published_at, edited_at' as const;

const ratingOf = (value: number | null) => value ?? 0;

function toPublished(row: Omit<Row, 'program_id'>): PublishedReview {
  return {
    id: row.id ?? '',
    collegeId: row.college_id ?? '',
    programme: row.programme ?? '',
    batch: row.batch,
    ratings: {
      placements: ratingOf(row.rating_placements),
      faculty: ratingOf(row.rating_faculty),
      roi: ratingOf(row.rating_roi),
      campus_life: ratingOf(row.rating_campus_life),
      value: ratingOf(row.rating_value),
    },
    body: row.body ?? '',
    reviewerKind: row.reviewer_kind as TieKind,
    verificationMethod: row.verification_method as TieMethod,
    verifiedMonth: row.verified_month ?? '',
    publishedAt: row.published_at ?? '',
    editedAt: row.edited_at,
  };
}

export interface PublishedReviewPage {
  reviews: PublishedReview[];
  total: number;
}

/** One page of a college's published reviews, newest first. */
export async function readPublishedReviews(
  client: TypedClient,
  collegeId: string,
  page = 1,
  perPage = 10,
): Promise<PublishedReviewPage> {
  const from = (Math.max(1, page) - 1) * perPage;
  const { data, error, count } = await client
    .from('published_college_reviews')
    .select(COLUMNS, { count: 'exact' })
    .eq('college_id', collegeId)
    .order('published_at', { ascending: false })
    .order('id')
    .range(from, from + perPage - 1);
  if (error) throw toDataError(error, { failure: 'Failed to load the reviews', NOT_FOUND: 'There are no more reviews.' });
  return { reviews: data.map(toPublished), total: count ?? 0 };
}

type TotalsRow = Tables<'college_review_ratings'>;

const TOTALS_COLUMNS =
  'batch, reviews, placements_count, placements_sum, faculty_count, faculty_sum, roi_count, roi_sum, campus_life_count, campus_life_sum, value_count, value_sum' as const;

function toTotals(row: Omit<TotalsRow, 'college_id'>): RatingTotals {
  const total = (d: ReviewDimension) => ({
    count: row[`${d}_count`] ?? 0,
    sum: row[`${d}_sum`] ?? 0,
  });
  return {
    batch: row.batch,
    reviews: row.reviews ?? 0,
    dimensions: Object.fromEntries(REVIEW_DIMENSIONS.map((d) => [d, total(d)])) as RatingTotals['dimensions'],
  };
}

/** A college's rating totals as the database returns them: overall (batch null) and per batch of three or more. */
export async function readRatingTotals(client: TypedClient, collegeId: string): Promise<RatingTotals[]> {
  const { data, error } = await client.from('college_review_ratings').select(TOTALS_COLUMNS).eq('college_id', collegeId);
  if (error) throw toDataError(error, 'Failed to load the ratings');
  return data.map(toTotals);
}

/** A college's Bayesian averages, overall and per batch large enough to show (lib/reviews/ratings.ts). */
export async function readCollegeRatings(client: TypedClient, collegeId: string): Promise<CollegeRatings> {
  return collegeRatingsFromTotals(await readRatingTotals(client, collegeId));
}

const publicClient = () => createPublicClient([REVIEWS_TAG]);

export async function publicReviews(collegeId: string, page = 1, perPage = 10): Promise<PublishedReviewPage> {
  return readPublishedReviews(publicClient(), collegeId, page, perPage);
}

export async function publicCollegeRatings(collegeId: string): Promise<CollegeRatings> {
  return readCollegeRatings(publicClient(), collegeId);
}
