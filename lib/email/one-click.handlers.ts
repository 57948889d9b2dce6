import type { Logger } from 'pino';
import { hitRateLimit, type RateLimit } from '@/lib/data/rate-limits';
import { unsubscribeFrom } from '@/lib/data/unsubscribe';
import { DATA_ERRORS, isDataError } from '@/lib/errors/data-error';
import { errorFields } from '@/lib/log/logger';
import { readBodyText } from '@/lib/net/body';
import type { TypedClient } from '@/lib/supabase/types';
import { parseOneClickTarget, unsubscribePagePath } from './unsubscribe';

/*
 * /api/unsubscribe/{list}/{token}, the address in List-Unsubscribe (RFC 8058). A mailbox provider POSTs
 * "List-Unsubscribe=One-Click" to it when the reader presses its unsubscribe button, and no page is shown, so the
 * POST unsubscribes at once. A GET is what scanners and link checkers send: it changes nothing and leads to the
 * human page, whose button asks first. Runnable outside Next: the route passes the client and its log.
 */

export interface OneClickHost {
  /** A client acting for the caller, their address forwarded, so the rate limit counts them. */
  client(): Promise<TypedClient>;
  log: Logger;
}

/**
 * Per address. Generous, because a mailbox provider's few servers POST for all of its users; the tokens are 192
 * random bits, so the limit only keeps one caller from loading the database.
 */
export const ONE_CLICK_RATE_LIMIT: RateLimit = { max: 300, windowSeconds: 300 };

/** "List-Unsubscribe=One-Click", form-encoded or as multipart, is a few hundred bytes at most. */
const MAX_BODY_BYTES = 2048;

export const ONE_CLICK_MESSAGES = {
  done: 'You are unsubscribed.',
  unknown: 'This unsubscribe link does not work.',
  malformed: 'This is not an unsubscribe link.',
  tooLarge: 'The request body is too large.',
  failed: 'Could not unsubscribe you just now. Please try again.',
} as const;

function plain(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A GET: 303 to the list's page for the token, which asks before it changes anything. */
export function oneClickGet(segments: unknown): Response {
  const target = parseOneClickTarget(segments);
  if (target === 'unknown') return plain(ONE_CLICK_MESSAGES.unknown, 404);
  if (target === 'malformed') return plain(ONE_CLICK_MESSAGES.malformed, 400);
  // A relative Location: the browser resolves it against the address it asked, whatever proxies stand between.
  return new Response(null, {
    status: 303,
    headers: {
      location: unsubscribePagePath(target.list, target.token),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

/** The one-click POST: 200 unsubscribed, 404 a token that names nothing, 400 a malformed one, 429, 503. */
export async function oneClickPost(request: Request, segments: unknown, host: OneClickHost): Promise<Response> {
  const target = parseOneClickTarget(segments);
  if (target === 'unknown') return plain(ONE_CLICK_MESSAGES.unknown, 404);
  if (target === 'malformed') return plain(ONE_CLICK_MESSAGES.malformed, 400);
  // The body says nothing the route needs (a POST without it is accepted too); it is only kept small.
  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (body === null) return plain(ONE_CLICK_MESSAGES.tooLarge, 413);
  try {
    const client = await host.client();
    await hitRateLimit(client, 'unsubscribe.one-click', ONE_CLICK_RATE_LIMIT);
    const done = await unsubscribeFrom(client, target.list, target.token);
    if (!done) return plain(ONE_CLICK_MESSAGES.unknown, 404);
    host.log.info({ list: target.list, oneClickBody: body.includes('List-Unsubscribe=One-Click') }, 'unsubscribed');
    return plain(ONE_CLICK_MESSAGES.done, 200);
  } catch (error) {
    if (isDataError(error) && error.code === 'RATE_LIMITED') {
      return plain(DATA_ERRORS.RATE_LIMITED, 429, { 'retry-after': String(ONE_CLICK_RATE_LIMIT.windowSeconds) });
    }
    host.log.error({ err: errorFields(error), list: target.list }, 'one-click unsubscribe failed');
    return plain(ONE_CLICK_MESSAGES.failed, 503, { 'retry-after': '60' });
  }
}
