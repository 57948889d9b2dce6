'use client';

import { useActionState, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@/lib/reviews/review-input';
import { reportCollegeReview, type ReviewFormState } from '@/lib/reviews/reviews.actions';
import { FIELD, LABEL } from './field-styles';

/** The report button and its dialog, loaded by ReportReview only for a signed-in reader. */
export function ReportReviewControls({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState<ReviewFormState, FormData>(reportCollegeReview, { result: null });
  const done = state.result?.ok ? state.result.data.message : null;
  if (done) return <span role="status">{done}</span>;
  const error = state.result && !state.result.ok ? state.result.message : null;
  return (
    <>
      <button type="button" className="inline-flex min-h-11 items-center link" onClick={() => setOpen(true)}>
        Report this review
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Report this review?"
        description="A moderator reads every report. The author is not told who reported."
        confirmLabel="Send report"
        pending={pending}
        error={error}
        formAction={formAction}
      >
        <input type="hidden" name="reviewId" value={reviewId} />
        <label className={`mt-4 ${LABEL}`} htmlFor={`report-reason-${reviewId}`}>
          Why are you reporting it?
        </label>
        <select id={`report-reason-${reviewId}`} name="reason" required className={FIELD} defaultValue="">
          <option value="" disabled>
            Choose a reason
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <label className={`mt-4 ${LABEL}`} htmlFor={`report-note-${reviewId}`}>
          Anything the moderator should know (optional)
        </label>
        <textarea id={`report-note-${reviewId}`} name="note" rows={3} maxLength={1000} className={FIELD} />
      </ConfirmDialog>
    </>
  );
}
