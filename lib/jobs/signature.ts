import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * How the worker's calls to the site (POST /api/jobs/…) prove they come from a worker of this deployment: the
 * header X-Job-Signature, the hex HMAC-SHA256 of the raw body keyed with the database's server key, which the
 * worker reads from the database and the site through public.server_channel_key. The body carries its own time,
 * so the route can refuse an old body sent again.
 */

export const JOB_SIGNATURE_HEADER = 'x-job-signature';

const SIGNATURE = /^[0-9a-f]{64}$/i;

export function signJobRequest(key: string, body: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('hex');
}

/** Whether `signature` is `body`'s signature under `key`, compared in constant time. */
export function verifyJobRequest(key: string, body: string, signature: string | null | undefined): boolean {
  if (!key || typeof signature !== 'string' || !SIGNATURE.test(signature)) return false;
  const expected = Buffer.from(signJobRequest(key, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
