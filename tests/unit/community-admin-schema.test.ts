import { describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  postApprovalInput,
  postModerationInput,
  suspensionEnd,
  suspensionInput,
  threadLockInput,
  threadMoveInput,
} from '@/lib/community/admin-schema';

const ID = '3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('moderation inputs', () => {
  it('takes a post and a reason, trimmed', () => {
    expect(postModerationInput.parse({ kind: 'reply', id: ID, reason: '  Spam link  ' })).toEqual({
      kind: 'reply',
      id: ID,
      reason: 'Spam link',
    });
  });

  it('requires a reason of at least 3 characters and at most 500', () => {
    for (const reason of [undefined, '', '   ', 'ok']) {
      expect(errors(postModerationInput.safeParse({ kind: 'thread', id: ID, reason }))).toEqual({
        reason: MODERATION_MESSAGES.reason,
      });
    }
    expect(errors(postModerationInput.safeParse({ kind: 'thread', id: ID, reason: 'x'.repeat(501) }))).toEqual({
      reason: MODERATION_MESSAGES.reasonLength,
    });
  });

  it('refuses an unknown kind of post or an id that is no uuid', () => {
    expect(errors(postModerationInput.safeParse({ kind: 'vote', id: 'abc', reason: 'Spam link' }))).toEqual({
      kind: MODERATION_MESSAGES.post,
      id: MODERATION_MESSAGES.post,
    });
  });

  it('lets an approval go without a note', () => {
    expect(postApprovalInput.parse({ kind: 'thread', id: ID })).toEqual({ kind: 'thread', id: ID, reason: '' });
  });

  it('reads lock and pin as "true"/"false" only', () => {
    expect(threadLockInput.parse({ threadId: ID, locked: 'false', reason: 'Reopened' }).locked).toBe(false);
    expect(threadLockInput.safeParse({ threadId: ID, locked: 'yes', reason: 'Reopened' }).success).toBe(false);
  });

  it('moves only to a topic of the community', () => {
    expect(threadMoveInput.parse({ threadId: ID, topic: 'gd-pi', reason: 'Interviews' }).topic).toBe('gd-pi');
    expect(errors(threadMoveInput.safeParse({ threadId: ID, topic: 'politics', reason: 'Interviews' }))).toEqual({
      topic: MODERATION_MESSAGES.topic,
    });
  });
});

describe('suspensions', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('ends 1, 7 or 30 days from now', () => {
    expect(suspensionEnd('1', undefined, now)?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(suspensionEnd('7', undefined, now)?.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(suspensionEnd('30', undefined, now)?.toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });

  it('ends at the close of a chosen day, India time', () => {
    expect(suspensionEnd('date', '2026-12-01', now)?.toISOString()).toBe('2026-12-01T18:29:59.000Z');
    // Today still has hours left, so it is a valid end.
    expect(suspensionEnd('date', '2026-11-23', now)?.toISOString()).toBe('2026-11-23T18:29:59.000Z');
  });

  it('refuses a missing, malformed, past, impossible or far-off date', () => {
    for (const until of [undefined, '', '01/12/2026', '2026-11-22', '2026-02-31', '2027-12-31', '2026-13-01']) {
      expect(suspensionEnd('date', until, now), String(until)).toBeNull();
    }
  });

  it('asks for the date when "Until a date" is chosen', () => {
    const id = '3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    expect(errors(suspensionInput.safeParse({ userId: id, period: 'date', until: '', reason: 'Spam' }))).toEqual({
      until: MODERATION_MESSAGES.until,
    });
    expect(errors(suspensionInput.safeParse({ userId: id, period: '90', reason: 'Spam' }))).toEqual({
      period: MODERATION_MESSAGES.period,
    });
    expect(suspensionInput.parse({ userId: id, period: '7', reason: 'Spam', threadId: '' })).toEqual({
      userId: id,
      period: '7',
      reason: 'Spam',
      threadId: undefined,
    });
  });
});
