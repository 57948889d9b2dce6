import Link from 'next/link';
import { DetailSection } from '@/components/colleges/detail/section';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { publicCollegeRatings, publicReviews } from '@/lib/data/reviews/public';
import { settle } from '@/lib/data/settle';
import { batchLabel, overallAverage, ratingLine, verifiedLine } from '@/lib/reviews/display';
import { DEFAULT_RATING_PRIOR, displayRating, MIN_BATCH_REVIEWS, REVIEW_DIMENSIONS } from '@/lib/reviews/ratings';
import { DIMENSION_LABELS } from '@/lib/reviews/review-input';
import { ReportReview } from './report-review';

/** The statement every review section carries: reviews here are never paid for. */
export const NO_REWARD = 'We pay nothing and give no reward of any kind for reviews — not cash, not coupons, not points.';

const PRIOR_NOTE = `Each figure is pulled towards ${DEFAULT_RATING_PRIOR.mean}, the middle of the scale, as if ${DEFAULT_RATING_PRIOR.weight} more reviews had given it: with few reviews it stays near the middle, and moves as more come in. Batches with fewer than ${MIN_BATCH_REVIEWS} reviews get no figures of their own.`;

/**
 * 'Verified reviews' of the college page: the Bayesian figures and the newest published reviews, read through the
 * cached public client under REVIEWS_TAG, so the page stays static; the report control is a small client island.
 */
export async function CollegeReviews({ collegeId, slug, name }: { collegeId: string; slug: string; name: string }) {
  const [ratings, page] = await Promise.all([settle(publicCollegeRatings(collegeId)), settle(publicReviews(collegeId, 1, 10))]);
  if (!ratings.ok || !page.ok) await keepFallbackOutOfCache();
  const writeHref = `/colleges/${slug}/review`;
  const write = (
    <Link href={writeHref} className="btn-secondary">
      Write a review
    </Link>
  );
  if (!ratings.ok || !page.ok) {
    return (
      <DetailSection id="reviews" title="Verified reviews">
        <LoadError message={!ratings.ok ? ratings.error.message : !page.ok ? page.error.message : ''} />
      </DetailSection>
    );
  }
  const { overall, batches } = ratings.value;
  const { reviews, total } = page.value;
  return (
    <DetailSection id="reviews" title={`Verified reviews of ${name}`}>
      <p className="text-sm text-gray-700">{NO_REWARD}</p>
      {total === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-gray-300 bg-gray-50 p-6">
          <p className="text-base font-semibold text-gray-900">No verified reviews yet</p>
          <p className="mt-1 text-sm text-gray-700">
            Studied or studying here? Verify with your college e-mail address or your ID card or offer letter, then write the
            first review. A moderator reads it before it is published.
          </p>
          <div className="mt-4">{write}</div>
        </div>
      ) : (
        <>
          <div className="mt-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
            <p className="text-base text-gray-900">
              <span className="text-2xl font-bold text-brand-900">{displayRating(overallAverage(overall)).toFixed(1)}</span> out
              of 5 overall, from {overall.reviews.toLocaleString('en-IN')} verified {overall.reviews === 1 ? 'review' : 'reviews'}
            </p>
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {REVIEW_DIMENSIONS.map((d) => (
                <div key={d} className="flex justify-between gap-3 border-b border-gray-100 py-1 text-sm">
                  <dt className="text-gray-700">{DIMENSION_LABELS[d]}</dt>
                  <dd className="font-semibold text-gray-900">{ratingLine(overall.dimensions[d])}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-gray-700">{PRIOR_NOTE}</p>
            {batches.length > 0 ? (
              <ul className="mt-3 space-y-1 text-sm text-gray-700">
                {batches.map((b) => (
                  <li key={b.batch}>
                    {batchLabel(b.batch)}: {displayRating(overallAverage(b)).toFixed(1)} overall from {b.reviews} reviews
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <ul className="mt-6 space-y-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <article className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
                  <p className="text-sm font-semibold text-success-700">
                    {verifiedLine(review.reviewerKind, review.verificationMethod, review.verifiedMonth)}
                  </p>
                  <p className="mt-1 text-sm text-gray-700">
                    {review.programme}
                    {review.batch ? ` · ${batchLabel(review.batch)}` : ''}
                  </p>
                  <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
                    {REVIEW_DIMENSIONS.map((d) => (
                      <li key={d}>
                        {DIMENSION_LABELS[d]}: <span className="font-semibold">{review.ratings[d]}/5</span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 text-base leading-7 whitespace-pre-line text-gray-800">{review.body}</p>
                  <div className="mt-3 flex min-h-11 flex-wrap items-center justify-between gap-2 text-xs text-gray-700">
                    <span>{review.editedAt ? 'Edited and approved again' : 'Approved by a moderator'}</span>
                    <ReportReview reviewId={review.id} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {total > reviews.length ? (
            <p className="mt-3 text-sm text-gray-700">
              The {reviews.length} newest of {total} verified reviews.
            </p>
          ) : null}
          <div className="mt-4">{write}</div>
        </>
      )}
    </DetailSection>
  );
}
