import { toDataError, type ErrorWording } from '@/lib/data/errors';
import type { Json } from '@/lib/database.types';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import type { ReviewDecision } from '@/lib/reviews/moderation-input';
import type { ReviewReportReason, ReviewReportStatus, ReviewStatus } from '@/lib/reviews/review-input';
import type { TypedClient } from '@/lib/supabase/types';
import { REVIEW_COLUMNS, toOwnReview, type OwnReview } from './reviews';
import { toTie, type ReviewTie } from './verifications';
import { nothingChanged, reviewWording } from './wording';

/*
 * Review moderators' work (moderateReviews: community_mod and super_admin), each with the moderator's own client:
 * row-level security refuses anyone else, and guard_college_review lets a moderator change only a review's status
 * and reason, never on their own review. Every action lands in review_moderation_events (triggers and the
 * definer functions), with the reason given here.
 */

const MODERATOR_WORDING: ErrorWording = {
  ...reviewWording('Failed to moderate the review', REVIEW_MESSAGES.notModerator),
  FORBIDDEN: { own_review: REVIEW_MESSAGES.ownReview, '*': REVIEW_MESSAGES.notModerator },
};

/** A review in the moderation queue: who wrote it (their id) and the tie it stands on. */
export interface ModeratedReview extends OwnReview {
  authorId: string;
  /** null when the author's tie was withdrawn since. */
  tie: ReviewTie | null;
}

/** Reviews in one state for moderators, oldest first (the queue: 'pending'). */
export async function listReviewsForModeration(
  client: TypedClient,
  status: ReviewStatus = 'pending',
  limit = 50,
): Promise<ModeratedReview[]> {
  const { data, error } = await client
    .from('college_reviews')
    .select(REVIEW_COLUMNS)
    .eq('status', status)
    .order('created_at')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the reviews');
  if (data.length === 0) return [];
  const ties = await client
    .from('review_ties')
    .select('id, user_id, college_id, kind, method, email_domain, verified_at')
    .in('user_id', [...new Set(data.map((r) => r.author_id))]);
  if (ties.error) throw toDataError(ties.error, 'Failed to load the reviewers’ verifications');
  return data.map((row) => {
    const tie = ties.data.find((t) => t.user_id === row.author_id && t.college_id === row.college_id);
    return { ...toOwnReview(row), authorId: row.author_id, tie: tie ? toTie(tie) : null };
  });
}

const STATUS_OF: Record<ReviewDecision, ReviewStatus> = {
  approve: 'published',
  restore: 'published',
  refuse: 'refused',
  hide: 'hidden',
};

/** Publishes (approve, restore) or refuses or hides a review; refusing and hiding need the reason, shown to the author. */
export async function decideReview(
  client: TypedClient,
  reviewId: string,
  decision: ReviewDecision,
  reason?: string,
): Promise<void> {
  const note = reason?.trim();
  const patch = note ? { status: STATUS_OF[decision], moderation_note: note } : { status: STATUS_OF[decision] };
  const { data, error } = await client.from('college_reviews').update(patch).eq('id', reviewId).select('id');
  if (error) throw toDataError(error, MODERATOR_WORDING);
  if (data.length === 0) throw nothingChanged(REVIEW_MESSAGES.notModerator);
}

/** Deletes a review for good; the reason is written first, so the record of the delete carries it. */
export async function deleteReviewAsModerator(client: TypedClient, reviewId: string, reason: string): Promise<void> {
  const noted = await client.from('college_reviews').update({ moderation_note: reason.trim() }).eq('id', reviewId).select('id');
  if (noted.error) throw toDataError(noted.error, MODERATOR_WORDING);
  if (noted.data.length === 0) throw nothingChanged(REVIEW_MESSAGES.notModerator);
  const { data, error } = await client.from('college_reviews').delete().eq('id', reviewId).select('id');
  if (error) throw toDataError(error, { ...MODERATOR_WORDING, failure: 'Failed to delete the review' });
  if (data.length === 0) throw nothingChanged(REVIEW_MESSAGES.notModerator);
}

/** Withdraws a member's tie to a college (their reviews of it leave the public pages), with the reason. */
export async function revokeReviewTie(client: TypedClient, tieId: string, reason: string): Promise<void> {
  const { error } = await client.rpc('revoke_review_tie', { tie_id: tieId, reason });
  if (error) {
    throw toDataError(error, {
      ...MODERATOR_WORDING,
      failure: 'Failed to withdraw the tie',
      NOT_FOUND: 'This tie no longer exists.',
    });
  }
}

export interface QueuedReviewReport {
  id: string;
  reviewId: string;
  reason: ReviewReportReason;
  details: string | null;
  status: ReviewReportStatus;
  createdAt: string;
  review: OwnReview | null;
}

/** The reported-reviews queue, oldest report first (moderators; anyone else gets their own reports). */
export async function listReviewReports(
  client: TypedClient,
  status: ReviewReportStatus = 'open',
  limit = 50,
): Promise<QueuedReviewReport[]> {
  const { data, error } = await client
    .from('review_reports')
    .select(`id, review_id, reason, details, status, created_at, review:college_reviews(${REVIEW_COLUMNS})`)
    .eq('status', status)
    .order('created_at')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the reports');
  return data.map((row) => ({
    id: row.id,
    reviewId: row.review_id,
    reason: row.reason as ReviewReportReason,
    details: row.details,
    status: row.status as ReviewReportStatus,
    createdAt: row.created_at,
    review: row.review ? toOwnReview(row.review) : null,
  }));
}

export async function decideReviewReport(client: TypedClient, reportId: string, decision: ReviewReportStatus): Promise<void> {
  const { data, error } = await client.from('review_reports').update({ status: decision }).eq('id', reportId).select('id');
  if (error) throw toDataError(error, { ...MODERATOR_WORDING, failure: 'Failed to update the report' });
  if (data.length === 0) throw nothingChanged(REVIEW_MESSAGES.notModerator);
}

export interface ReviewModerationEvent {
  id: number;
  action: string;
  reviewId: string | null;
  documentCheckId: string | null;
  tieId: string | null;
  collegeId: string | null;
  targetUserId: string | null;
  actorName: string | null;
  reason: string | null;
  details: Json;
  createdAt: string;
}

/** The review moderation record, newest first: one review's, or one member's, when asked. */
export async function listReviewModerationEvents(
  client: TypedClient,
  filter: { reviewId?: string; userId?: string } = {},
  limit = 100,
): Promise<ReviewModerationEvent[]> {
  let query = client
    .from('review_moderation_events')
    .select(
      'id, action, review_id, document_check_id, tie_id, college_id, target_user_id, actor_name, reason, details, created_at',
    );
  if (filter.reviewId) query = query.eq('review_id', filter.reviewId);
  if (filter.userId) query = query.eq('target_user_id', filter.userId);
  const { data, error } = await query.order('id', { ascending: false }).limit(limit);
  if (error) throw toDataError(error, 'Failed to load the moderation record');
  return data.map((row) => ({
    id: row.id,
    action: row.action,
    reviewId: row.review_id,
    documentCheckId: row.document_check_id,
    tieId: row.tie_id,
    collegeId: row.college_id,
    targetUserId: row.target_user_id,
    actorName: row.actor_name,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at,
  }));
}
