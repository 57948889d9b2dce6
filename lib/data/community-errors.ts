import { COMMUNITY_MESSAGES } from '@/lib/community/topics';
import { DataError, errorText, toDataError } from './errors';

/*
 * The community's refusals as DataErrors people can read. The database words them (a hint names the rule) and
 * row-level security refuses with 42501; toDataError handles the rest (23505, P0429 rate limits, connection).
 */

/** `refused` words a 42501 without a hint for the situation ('This thread is closed to new replies.'). */
export function communityError(error: unknown, failure: string, refused: string = COMMUNITY_MESSAGES.notYours): DataError {
  const hint = errorText(error, 'hint');
  if (hint === 'suspended') return new DataError('VALIDATION', COMMUNITY_MESSAGES.suspended, { cause: error });
  if (hint === 'edit_window') return new DataError('VALIDATION', COMMUNITY_MESSAGES.editWindow, { cause: error });
  if (errorText(error, 'code') === '42501') return new DataError('VALIDATION', refused, { cause: error });
  return toDataError(error, failure);
}

/** An update or delete that row-level security filtered to nothing: the row is not there for this user. */
export function nothingChanged(message: string = COMMUNITY_MESSAGES.notFound): DataError {
  return new DataError('NOT_FOUND', message);
}

export function requireUser(userId: string | null | undefined): string {
  if (!userId) throw new DataError('NOT_AUTHENTICATED');
  return userId;
}

export function requireReason(reason: string | null | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length < 3) throw new DataError('VALIDATION', COMMUNITY_MESSAGES.reasonRequired);
  return trimmed;
}
