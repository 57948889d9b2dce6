import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signJobRequest, verifyJobRequest } from '@/lib/jobs/signature';

// The worker's calls to the site are signed with the database's server key: hex HMAC-SHA256 of the raw body.

const KEY = 'k'.repeat(43);

describe('job request signatures', () => {
  it('is the hex HMAC-SHA256 of the body under the key', () => {
    const body = '{"tags":["blog-posts"],"at":"2026-12-04T10:00:00.000Z"}';
    expect(signJobRequest(KEY, body)).toBe(createHmac('sha256', KEY).update(body).digest('hex'));
    expect(signJobRequest(KEY, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies its own signature, in either case, for any body', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (body) => {
        const signature = signJobRequest(KEY, body);
        expect(verifyJobRequest(KEY, body, signature)).toBe(true);
        expect(verifyJobRequest(KEY, body, signature.toUpperCase())).toBe(true);
      }),
    );
  });

  it('refuses another body, another key, and anything that is not a signature', () => {
    const body = '{"tags":["blog-posts"]}';
    const signature = signJobRequest(KEY, body);
    expect(verifyJobRequest(KEY, `${body} `, signature)).toBe(false);
    expect(verifyJobRequest(`${KEY}x`, body, signature)).toBe(false);
    expect(verifyJobRequest('', body, signJobRequest('', body))).toBe(false);
    for (const bad of [null, undefined, '', signature.slice(1), `${signature}0`, `sha256=${signature}`, 'z'.repeat(64)]) {
      expect(verifyJobRequest(KEY, body, bad), String(bad)).toBe(false);
    }
  });
});
