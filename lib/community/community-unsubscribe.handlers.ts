import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { unsubscribeFromThread } from '@/lib/data/community/posting';
import { DataError } from '@/lib/errors/data-error';

/*
 * The one-click unsubscribe of a reply e-mail (/community/unsubscribe/{token}, the link the database writes into
 * each e-mail). Opening the link changes nothing: a mail scanner that fetches it must not unsubscribe anyone. The
 * page's button runs this action, which tells the database; unsubscribing twice still succeeds.
 */

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You will no longer get e-mails about replies to this discussion.',
  invalid: 'This unsubscribe link does not work. It may be incomplete, or the discussion may have been deleted.',
} as const;

/** private.community_thread_subscriptions.token: 24 random bytes, base64url without padding. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function isUnsubscribeToken(value: string): boolean {
  return UNSUBSCRIBE_TOKEN.test(value);
}

export const unsubscribeInput = z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN, UNSUBSCRIBE_MESSAGES.invalid) });
export type UnsubscribeInput = z.input<typeof unsubscribeInput>;

export function communityUnsubscribeActions(chain: ActionChain) {
  return {
    unsubscribe: chain.publicAction(
      {
        name: 'community.unsubscribe',
        input: unsubscribeInput,
        rateLimit: { max: 30, windowSeconds: 600 },
        failureMessage: 'Failed to unsubscribe',
      },
      async ({ token }, { client }) => {
        if (!(await unsubscribeFromThread(client, token))) throw new DataError('NOT_FOUND', UNSUBSCRIBE_MESSAGES.invalid);
        return { message: UNSUBSCRIBE_MESSAGES.done };
      },
    ),
  };
}
