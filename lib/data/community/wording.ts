import { COMMUNITY_MESSAGES } from '@/lib/community/topics';
import { type ErrorWording } from '@/lib/data/errors';
import { DataError } from '@/lib/errors/data-error';

/*
 * The community's refusals as DataErrors people can read. Every refusal of who may do what is FORBIDDEN: the
 * database's rules name themselves in a hint, and row-level security's own refusal is worded for the situation.
 */

/** `refused` words row-level security's refusal for the situation ('This thread is closed to new replies.'). */
export function communityWording(failure: string, refused: string = COMMUNITY_MESSAGES.notYours): ErrorWording {
  return {
    failure,
    FORBIDDEN: { suspended: COMMUNITY_MESSAGES.suspended, edit_window: COMMUNITY_MESSAGES.editWindow, '*': refused },
  };
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
