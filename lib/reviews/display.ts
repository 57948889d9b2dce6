import { displayRating, REVIEW_DIMENSIONS, type DimensionRating, type RatingSummary } from './ratings';
import type { ReviewStatus } from './review-input';
import { TIE_BADGES, TIE_METHOD_LABELS, type TieKind, type TieMethod } from './verification-input';

/*
 * How review figures and states read on the pages, in one place so the college page, the member's page and the
 * back office word them alike. Rounding stays in ratings.ts's displayRating.
 */

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** "4.2 from 7 reviews"; "No ratings yet" when no review rated the dimension. */
export function ratingLine(rating: DimensionRating): string {
  if (rating.count === 0) return 'No ratings yet';
  return `${displayRating(rating.average).toFixed(1)} from ${plural(rating.count, 'review', 'reviews')}`;
}

/** The overall figure: the mean of the five dimensions' Bayesian averages, unrounded. */
export function overallAverage(summary: RatingSummary): number {
  const averages = REVIEW_DIMENSIONS.map((d) => summary.dimensions[d].average);
  return averages.reduce((total, a) => total + a, 0) / averages.length;
}

/** "November 2026" from the first day of a month ('2026-11-01'); '' for a value that is no date. */
export function monthLabel(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "Verified alumnus · college e-mail · November 2026": who, how and when, never the reviewer's name. */
export function verifiedLine(kind: TieKind, method: TieMethod, verifiedMonth: string): string {
  const month = monthLabel(verifiedMonth);
  return [TIE_BADGES[kind], `by ${TIE_METHOD_LABELS[method]}`, month ? `in ${month}` : null].filter(Boolean).join(' · ');
}

export const batchLabel = (batch: string) => `Class of ${batch}`;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Held for moderation',
  published: 'Published',
  refused: 'Refused',
  hidden: 'Hidden',
};

/** What the author reads beside their review's state. */
export function statusExplanation(status: ReviewStatus, note: string | null): string {
  switch (status) {
    case 'pending':
      return 'A moderator reads every review before it is published.';
    case 'published':
      return 'Your review is on the college page. Editing it sends it back to moderation.';
    case 'refused':
      return `A moderator refused it${note ? `: “${note}”` : '.'} You can edit it and send it again.`;
    case 'hidden':
      return `A moderator hid it from the college page${note ? `: “${note}”` : '.'} You can edit it and send it again.`;
  }
}

/** The live counter under the review text: how many more are needed, or how many are left. */
export function bodyCounter(length: number, min: number, max: number): { text: string; ok: boolean } {
  if (length < min)
    return {
      text: `${length.toLocaleString('en-IN')} characters: write at least ${(min - length).toLocaleString('en-IN')} more.`,
      ok: false,
    };
  if (length > max)
    return {
      text: `${length.toLocaleString('en-IN')} characters: ${(length - max).toLocaleString('en-IN')} over the limit of ${max.toLocaleString('en-IN')}.`,
      ok: false,
    };
  return { text: `${length.toLocaleString('en-IN')} of at most ${max.toLocaleString('en-IN')} characters.`, ok: true };
}
