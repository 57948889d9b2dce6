import { z } from 'zod';

/*
 * The unsubscribe links of marketing and reminder e-mails. Each outbox row names the page that unsubscribes its
 * recipient (private.email_outbox.unsubscribe_path, the link in the e-mail's text); List-Unsubscribe names that
 * page's one-click twin under /api/unsubscribe, which a mailbox provider POSTs to with no page between (RFC 8058).
 * Pure: the worker builds the header with it and the route reads its own path back with it.
 */

export const UNSUBSCRIBE_LISTS = ['exam', 'college', 'community', 'newsletter'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

/** The database makes every token URL-safe base64 (32 characters); the outbox's check allows up to 64. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** Each list's human page: looking at it changes nothing, its button unsubscribes. */
const PAGE_PREFIX: Record<UnsubscribeList, string> = {
  exam: '/exams/calendar/unsubscribe/',
  college: '/exams/calendar/unsubscribe/college/',
  community: '/community/unsubscribe/',
  newsletter: '/newsletter/unsubscribe/',
};

const ONE_CLICK_PREFIX = '/api/unsubscribe/';

export function isUnsubscribeList(value: string): value is UnsubscribeList {
  return (UNSUBSCRIBE_LISTS as readonly string[]).includes(value);
}

/** The one-click path for an outbox row's unsubscribe page, or null for a path that is no such page. */
export function oneClickPath(unsubscribePath: string): string | null {
  for (const list of UNSUBSCRIBE_LISTS) {
    const prefix = PAGE_PREFIX[list];
    if (!unsubscribePath.startsWith(prefix)) continue;
    // '/exams/calendar/unsubscribe/college/x' also starts with the exam prefix; its "token" has a '/' and fails.
    const token = unsubscribePath.slice(prefix.length);
    if (UNSUBSCRIBE_TOKEN.test(token)) return `${ONE_CLICK_PREFIX}${list}/${token}`;
  }
  return null;
}

/** The human page of `list` for `token`; a token no list could have is a programming error. */
export function unsubscribePagePath(list: UnsubscribeList, token: string): string {
  if (!UNSUBSCRIBE_TOKEN.test(token)) throw new RangeError('Not an unsubscribe token');
  return `${PAGE_PREFIX[list]}${token}`;
}

const oneClickSegments = z.object({ list: z.enum(UNSUBSCRIBE_LISTS), token: z.string().regex(UNSUBSCRIBE_TOKEN) });
export type OneClickTarget = z.output<typeof oneClickSegments>;

/**
 * The one-click route's segments: the target, 'unknown' for a list that does not exist (nothing is there), or
 * 'malformed' for a token no list could have (the request itself is wrong).
 */
export function parseOneClickTarget(segments: unknown): OneClickTarget | 'unknown' | 'malformed' {
  const parsed = oneClickSegments.safeParse(segments);
  if (parsed.success) return parsed.data;
  return parsed.error.issues.some((issue) => issue.path[0] !== 'token') ? 'unknown' : 'malformed';
}
