import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { REVIEW_DIMENSIONS, type ReviewDimension } from '@/lib/reviews/ratings';
import type { ReviewEditValues, ReviewReportValues, ReviewStatus, ReviewValues } from '@/lib/reviews/review-input';
import type { TypedClient } from '@/lib/supabase/types';
import { nothingChanged, requireUser, reviewWording } from './wording';

/*
 * An author's own reviews (public.college_reviews, 20261205000200_college_reviews.sql) and a reader's report of a
 * published one, each with the member's own signed-in client. The database decides: only a member with a tie to
 * the college writes, once per college and programme; a new or edited review is 'pending' until a review
 * moderator publishes it; an author changes and deletes only their own. Inputs are validated before this by the
 * schemas of lib/reviews/review-input.ts.
 */

/** A review as its author (or a review moderator) sees it, with the reason of a refusal or hiding. */
export interface OwnReview {
  id: string;
  collegeId: string;
  programId: string | null;
  programme: string;
  batch: string;
  ratings: Record<ReviewDimension, number>;
  body: string;
  status: ReviewStatus;
  moderationNote: string | null;
  publishedAt: string | null;
  editedAt: string | null;
  createdAt: string;
}

export const REVIEW_COLUMNS =
  'id, author_id, college_id, program_id, programme, batch, rating_placements, rating_faculty, rating_roi, rating_campus_life, rating_value, body, status, moderation_note, published_at, edited_at, created_at' as const;

type Row = Pick<
  Tables<'college_reviews'>,
  | 'id'
  | 'college_id'
  | 'program_id'
  | 'programme'
  | 'batch'
  | 'rating_placements'
  | 'rating_faculty'
  | 'rating_roi'
  | 'rating_campus_life'
  | 'rating_value'
  | 'body'
  | 'status'
  | 'moderation_note'
  | 'published_at'
  | 'edited_at'
  | 'created_at'
>;

/** The table's rating columns, by dimension. */
export const RATING_COLUMNS = {
  placements: 'rating_placements',
  faculty: 'rating_faculty',
  roi: 'rating_roi',
  campus_life: 'rating_campus_life',
  value: 'rating_value',
} as const satisfies Record<ReviewDimension, keyof Row>;

export function toOwnReview(row: Row): OwnReview {
  return {
    id: row.id,
    collegeId: row.college_id,
    programId: row.program_id,
    programme: row.programme,
    batch: row.batch,
    ratings: Object.fromEntries(REVIEW_DIMENSIONS.map((d) => [d, row[RATING_COLUMNS[d]]])) as Record<ReviewDimension, number>,
    body: row.body,
    status: row.status as ReviewStatus,
    moderationNote: row.moderation_note,
    publishedAt: row.published_at,
    editedAt: row.edited_at,
    createdAt: row.created_at,
  };
}

function ratingColumns(ratings: Record<ReviewDimension, number>) {
  return {
    rating_placements: ratings.placements,
    rating_faculty: ratings.faculty,
    rating_roi: ratings.roi,
    rating_campus_life: ratings.campus_life,
    rating_value: ratings.value,
  };
}

const WRITE_WORDING = (failure: string) => ({
  ...reviewWording(failure),
  CONFLICT: REVIEW_MESSAGES.alreadyReviewed,
});

/** Writes a review, held as 'pending' for a review moderator. */
export async function submitReview(
  client: TypedClient,
  userId: string | null | undefined,
  review: ReviewValues,
): Promise<OwnReview> {
  const author = requireUser(userId);
  const { data, error } = await client
    .from('college_reviews')
    .insert({
      author_id: author,
      college_id: review.collegeId,
      program_id: review.programId,
      batch: review.batch,
      body: review.body,
      ...ratingColumns(review.ratings),
    })
    .select(REVIEW_COLUMNS)
    .single();
  if (error) throw toDataError(error, WRITE_WORDING('Failed to send your review'));
  return toOwnReview(data);
}

/** The author's edit: the review goes back to 'pending' until a moderator publishes it again. */
export async function editReview(
  client: TypedClient,
  userId: string | null | undefined,
  edit: ReviewEditValues,
): Promise<OwnReview> {
  const author = requireUser(userId);
  const { data, error } = await client
    .from('college_reviews')
    .update({ program_id: edit.programId, batch: edit.batch, body: edit.body, ...ratingColumns(edit.ratings) })
    .eq('id', edit.reviewId)
    .eq('author_id', author)
    .select(REVIEW_COLUMNS);
  if (error) throw toDataError(error, WRITE_WORDING('Failed to save your review'));
  if (!data[0]) throw nothingChanged(REVIEW_MESSAGES.notYours);
  return toOwnReview(data[0]);
}

/** The author deletes their own review. */
export async function deleteOwnReview(client: TypedClient, userId: string | null | undefined, reviewId: string): Promise<void> {
  const author = requireUser(userId);
  const { data, error } = await client.from('college_reviews').delete().eq('id', reviewId).eq('author_id', author).select('id');
  if (error) throw toDataError(error, reviewWording('Failed to delete your review'));
  if (data.length === 0) throw nothingChanged(REVIEW_MESSAGES.notYours);
}

/** The author's reviews, newest first; one college's when collegeId is given. */
export async function listMyReviews(
  client: TypedClient,
  userId: string | null | undefined,
  collegeId?: string,
): Promise<OwnReview[]> {
  const author = requireUser(userId);
  let query = client.from('college_reviews').select(REVIEW_COLUMNS).eq('author_id', author);
  if (collegeId) query = query.eq('college_id', collegeId);
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load your reviews');
  return data.map(toOwnReview);
}

/** Reports a published review; false when this member had reported it already (a report counts once). */
export async function reportReview(
  client: TypedClient,
  userId: string | null | undefined,
  report: ReviewReportValues,
): Promise<boolean> {
  const reporter = requireUser(userId);
  const { error } = await client
    .from('review_reports')
    .insert({ reporter_id: reporter, review_id: report.reviewId, reason: report.reason, details: report.note });
  if (failedAs(error, 'CONFLICT')) return false;
  if (error) throw toDataError(error, reviewWording('Failed to report the review', REVIEW_MESSAGES.reviewGone));
  return true;
}
