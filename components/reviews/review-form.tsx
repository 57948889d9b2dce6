'use client';

import { useActionState, useState } from 'react';
import { bodyCounter } from '@/lib/reviews/display';
import { REVIEW_DIMENSIONS, type ReviewDimension } from '@/lib/reviews/ratings';
import { characterCount, DIMENSION_LABELS, REVIEW_LIMITS } from '@/lib/reviews/review-input';
import { editOwnReview, writeReview, type ReviewFormState } from '@/lib/reviews/reviews.actions';
import { FIELD, LABEL } from './field-styles';
import { Outcome } from './tie-forms';

export interface ReviewDraft {
  reviewId: string;
  programId: string | null;
  batch: string;
  body: string;
  ratings: Record<ReviewDimension, number>;
}

interface Props {
  collegeId: string;
  programmes: { id: string; name: string }[];
  latestBatch: number;
  /** An existing review to edit; a new one otherwise. */
  draft?: ReviewDraft;
  onDone?: () => void;
}

function RatingGroup({ dimension, value }: { dimension: ReviewDimension; value?: number }) {
  const name = `rating_${dimension}`;
  return (
    <fieldset>
      <legend className={LABEL}>{DIMENSION_LABELS[dimension]}</legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-gray-300 px-2 text-sm text-gray-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={n}
              required
              defaultChecked={value === n}
              aria-label={`${DIMENSION_LABELS[dimension]}: ${n} out of 5`}
            />
            {n}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The review form: five 1–5 ratings, the text with a live count, the graduation year and the programme. */
export function ReviewForm({ collegeId, programmes, latestBatch, draft, onDone }: Props) {
  const [state, action, pending] = useActionState<ReviewFormState, FormData>(
    async (prev, formData) => {
      const next = await (draft ? editOwnReview : writeReview)(prev, formData);
      if (next.result?.ok) onDone?.();
      return next;
    },
    { result: null },
  );
  const [body, setBody] = useState(draft?.body ?? '');
  const counter = bodyCounter(characterCount(body.trim()), REVIEW_LIMITS.bodyMin, REVIEW_LIMITS.bodyMax);
  const id = draft?.reviewId ?? 'new';
  if (state.result?.ok && !draft) return <Outcome state={state} />;
  return (
    <form action={action} className="flex flex-col gap-5">
      {draft ? (
        <input type="hidden" name="reviewId" value={draft.reviewId} />
      ) : (
        <input type="hidden" name="collegeId" value={collegeId} />
      )}
      {draft ? (
        <p className="rounded-lg bg-warning-50 p-3 text-sm text-warning-700">
          Saving your changes sends the review back to moderation: it leaves the college page until a moderator approves it again.
        </p>
      ) : null}
      <div>
        <label htmlFor={`programme-${id}`} className={LABEL}>
          Programme
        </label>
        <select
          id={`programme-${id}`}
          name="programId"
          required
          className={FIELD}
          defaultValue={draft?.programId ?? state.values?.programId ?? ''}
        >
          <option value="" disabled>
            Choose your programme
          </option>
          {programmes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`batch-${id}`} className={LABEL}>
          Graduation year (batch)
        </label>
        <input
          id={`batch-${id}`}
          name="batch"
          inputMode="numeric"
          pattern="[0-9]{4}"
          required
          placeholder="2026"
          className={`${FIELD} max-w-40`}
          defaultValue={draft?.batch ?? state.values?.batch ?? ''}
          aria-describedby={`batch-hint-${id}`}
        />
        <p id={`batch-hint-${id}`} className="mt-1 text-sm text-gray-700">
          The year you graduate or graduated, {REVIEW_LIMITS.earliestBatch}–{latestBatch}. It shows only once three reviews share
          it.
        </p>
      </div>
      {REVIEW_DIMENSIONS.map((d) => (
        <RatingGroup key={d} dimension={d} value={draft?.ratings[d]} />
      ))}
      <div>
        <label htmlFor={`body-${id}`} className={LABEL}>
          Your review
        </label>
        <textarea
          id={`body-${id}`}
          name="body"
          required
          rows={8}
          className={FIELD}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`body-count-${id}`}
        />
        <p
          id={`body-count-${id}`}
          aria-live="polite"
          className={`mt-1 text-sm ${counter.ok ? 'text-gray-700' : 'text-danger-700'}`}
        >
          {counter.text}
        </p>
      </div>
      <Outcome state={state} />
      <div>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Sending…' : draft ? 'Save and send for moderation' : 'Send for moderation'}
        </button>
      </div>
    </form>
  );
}
