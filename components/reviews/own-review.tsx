'use client';

import { useActionState, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { REVIEW_STATUS_LABELS, statusExplanation } from '@/lib/reviews/display';
import { REVIEW_DIMENSIONS } from '@/lib/reviews/ratings';
import { DIMENSION_LABELS, type ReviewStatus } from '@/lib/reviews/review-input';
import { deleteOwnReviewAction, type ReviewFormState } from '@/lib/reviews/reviews.actions';
import { ReviewForm, type ReviewDraft } from './review-form';

interface Props {
  collegeId: string;
  programme: string;
  status: ReviewStatus;
  moderationNote: string | null;
  draft: ReviewDraft;
  programmes: { id: string; name: string }[];
  latestBatch: number;
}

/** The author's own review: its state (with a moderator's reason), and edit or delete. */
export function OwnReview(props: Props) {
  const { collegeId, programme, status, moderationNote, draft } = props;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [state, remove, pending] = useActionState<ReviewFormState, FormData>(deleteOwnReviewAction, { result: null });
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6" aria-label={`Your review of ${programme}`}>
      <h3 className="text-base font-semibold text-gray-900">Your review · {programme}</h3>
      <p className="mt-1 text-sm">
        <span className="font-semibold text-brand-900">Status: {REVIEW_STATUS_LABELS[status]}.</span>{' '}
        <span className="text-gray-700">{statusExplanation(status, moderationNote)}</span>
      </p>
      {editing ? (
        <div className="mt-4">
          <ReviewForm
            collegeId={collegeId}
            programmes={props.programmes}
            latestBatch={props.latestBatch}
            draft={draft}
            onDone={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
            {REVIEW_DIMENSIONS.map((d) => (
              <li key={d}>
                {DIMENSION_LABELS[d]}: {draft.ratings[d]}/5
              </li>
            ))}
          </ul>
          <p className="mt-3 text-base leading-7 whitespace-pre-line text-gray-800">{draft.body}</p>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => setEditing(!editing)}>
          {editing ? 'Cancel editing' : 'Edit review'}
        </button>
        <button type="button" className="btn-secondary text-danger-700" onClick={() => setConfirming(true)}>
          Delete review
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your review?"
        description="It is removed for good, from the college page too. You can write a new one later."
        confirmLabel="Delete review"
        danger
        pending={pending}
        error={error}
        formAction={remove}
      >
        <input type="hidden" name="reviewId" value={draft.reviewId} />
      </ConfirmDialog>
    </article>
  );
}
