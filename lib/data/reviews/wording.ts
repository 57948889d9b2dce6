import { RAISED, type ErrorWording } from '@/lib/data/errors';
import { DataError } from '@/lib/errors/data-error';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';

/*
 * The refusals of verified reviews as DataErrors people can read. The database names its rules in a RAISE's hint
 * (supabase/migrations/20261205000*.sql); row-level security's own refusal is worded for the situation.
 */

/** Every hint the review functions and triggers raise, worded once; `refused` words the rest of FORBIDDEN. */
export function reviewWording(failure: string, refused: string = REVIEW_MESSAGES.notYours): ErrorWording {
  return {
    failure,
    FORBIDDEN: {
      no_tie: REVIEW_MESSAGES.noTie,
      own_review: REVIEW_MESSAGES.notModerator,
      own: REVIEW_MESSAGES.ownDocument,
      '*': refused,
    },
    VALIDATION: {
      program: REVIEW_MESSAGES.wrongProgramme,
      domain: REVIEW_MESSAGES.wrongDomain,
      reason: REVIEW_MESSAGES.reasonRequired,
      status: REVIEW_MESSAGES.pendingByAuthorOnly,
      // The functions' other refusals (an address, a choice) are worded for people where they are raised.
      '*': RAISED,
    },
    NOT_FOUND: { college: REVIEW_MESSAGES.collegeNotListed },
    RATE_LIMITED: { email: REVIEW_MESSAGES.emailRateLimited },
  };
}

/** An update or delete that row-level security filtered to nothing: the row is not there for this user. */
export function nothingChanged(message: string = REVIEW_MESSAGES.reviewGone): DataError {
  return new DataError('NOT_FOUND', message);
}

export function requireUser(userId: string | null | undefined): string {
  if (!userId) throw new DataError('NOT_AUTHENTICATED');
  return userId;
}
