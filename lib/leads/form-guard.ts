import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@/lib/routing/params';
import { MIN_FORM_SECONDS } from './form-fields';

/**
 * Two cheap checks against bots on the public forms, before anything reaches the database.
 *
 * Minimum time: a form rendered by the server carries its render time signed with a server secret (HMAC-SHA256
 * over the time and the form's idempotency key), so a sender cannot claim an earlier time without the secret.
 * A submission less than MIN_FORM_SECONDS after the render is refused; the visitor's input is kept and sending
 * again a moment later succeeds. Because the key is signed too, one token serves one lead: a bot reusing it only
 * replays the first submission (the database answers a repeated key with the first result).
 * There is no upper age: a form left open overnight still works.
 *
 * Honeypot: a field people never see; anything in it means a program filled the form.
 */
export interface FormGuard {
  idempotencyKey: string;
  token: string;
}

export type GuardVerdict = 'ok' | 'too_fast' | 'invalid';

/** Server clocks may differ a little; a render time further in the future than this is forged. */
const CLOCK_SKEW_MS = 60_000;

/**
 * What a token is for: an enquiry form's render time, or the newsletter action's pass (its form sits on cached
 * pages, so it has no render time). The database checks both (private.check_form_proof) under the same key.
 */
export type FormPurpose = 'form-guard' | 'newsletter';

function signature(secret: string, issuedAt: number, idempotencyKey: string, purpose: FormPurpose = 'form-guard'): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:v1:${issuedAt}:${idempotencyKey.toLowerCase()}`).digest();
}

/** A fresh key and render-time token for a form rendered now. */
export function issueFormGuard(
  secret: string,
  now: number = Date.now(),
  idempotencyKey: string = randomUUID(),
  purpose: FormPurpose = 'form-guard',
): FormGuard {
  return { idempotencyKey, token: `${now}.${signature(secret, now, idempotencyKey, purpose).toString('base64url')}` };
}

export function checkFormGuard(
  secret: string,
  guard: { idempotencyKey?: string | null; token?: string | null },
  now: number = Date.now(),
): GuardVerdict {
  const { idempotencyKey, token } = guard;
  if (!idempotencyKey || !isUuid(idempotencyKey) || !token) return 'invalid';
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(secret, issuedAt, idempotencyKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (issuedAt > now + CLOCK_SKEW_MS) return 'invalid';
  return now - issuedAt < MIN_FORM_SECONDS * 1000 ? 'too_fast' : 'ok';
}

/** Whether the honeypot field holds anything at all (whitespace included: people cannot reach the field). */
export function honeypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.length > 0;
}
