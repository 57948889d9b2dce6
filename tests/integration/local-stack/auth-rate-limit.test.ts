import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  // The tests' loopback address stands in for Supabase's gateway, so the X-Forwarded-For they send is believed.
  stack = await startTestStack({
    rateLimits: { token: 3, signup: 2, recover: 1, verify: 2, windowMs: 3000 },
    trustedProxies: ['127.0.0.1'],
  });
});
afterAll(() => stack?.stop());

/** A client whose requests appear to come from the given address, as behind Supabase's gateway. */
function clientFrom(ip: string) {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': ip } },
  });
}

describe('rate limits per client address', () => {
  it('refuses sign-ins over the token limit with 429 over_request_rate_limit until the window passes', async () => {
    const c = clientFrom('203.0.113.1');
    for (let i = 0; i < 3; i++) {
      const { error } = await c.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await c.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    // Another address has its own allowance.
    const other = await clientFrom('203.0.113.2').auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
    expect(other.error?.code).toBe('invalid_credentials');

    await new Promise((r) => setTimeout(r, 3100));
    const later = await c.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
    expect(later.error?.code).toBe('invalid_credentials');
  });

  it('limits sign-ups and recovery e-mails separately', async () => {
    const c = clientFrom('203.0.113.3');
    for (let i = 0; i < 2; i++) {
      expect((await c.auth.signUp({ email: `limited${Date.now()}${i}@example.com`, password: 'Secret#123' })).error).toBeNull();
    }
    const over = await c.auth.signUp({ email: `limited${Date.now()}x@example.com`, password: 'Secret#123' });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    expect((await c.auth.resetPasswordForEmail('someone@example.com')).error).toBeNull();
    expect((await c.auth.resetPasswordForEmail('someone@example.com')).error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
  });

  it('answers the raw 429 in the dated shape with the version echoed', async () => {
    const send = () =>
      fetch(`${stack.url}/auth/v1/verify`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.4',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ type: 'signup', token_hash: 'nope' }),
      });
    expect((await send()).status).toBe(403);
    expect((await send()).status).toBe(403);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await res.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});
