import type { ReactNode } from 'react';
import { Badge } from '@/components/admin/ui/badges';
import type { OwnReview } from '@/lib/data/reviews/reviews';
import { REVIEW_STATUS_LABELS, verifiedLine } from '@/lib/reviews/display';
import { REVIEW_DIMENSIONS } from '@/lib/reviews/ratings';
import { DIMENSION_LABELS } from '@/lib/reviews/review-input';
import type { TieKind, TieMethod } from '@/lib/reviews/verification-input';

const TONE = { pending: 'warning', published: 'success', refused: 'danger', hidden: 'muted' } as const;

interface Props {
  review: OwnReview;
  college: string;
  tie?: { kind: TieKind; method: TieMethod; verifiedAt: string } | null;
  children?: ReactNode;
}

/** One review as a moderator reads it: the college, the tie it stands on, the ratings, the text; actions below. */
export function ModeratedReviewCard({ review, college, tie, children }: Props) {
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4" aria-label={`Review of ${college}, ${review.programme}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-gray-900">{college}</h3>
        <Badge tone={TONE[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {review.programme} · Class of {review.batch}
        {tie === undefined ? '' : tie ? ` · ${verifiedLine(tie.kind, tie.method, tie.verifiedAt)}` : ' · tie withdrawn'}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
        {REVIEW_DIMENSIONS.map((d) => (
          <li key={d}>
            {DIMENSION_LABELS[d]}: {review.ratings[d]}/5
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-gray-800">{review.body}</p>
      {review.moderationNote ? <p className="mt-2 text-sm text-gray-700">Moderator’s note: {review.moderationNote}</p> : null}
      {children ? <div className="mt-3 flex flex-wrap gap-2">{children}</div> : null}
    </article>
  );
}
