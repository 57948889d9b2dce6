import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { stackOptionsFromEnv } from '@/supabase/local/env';
import { DEFAULT_RATE_LIMITS } from '@/supabase/local/stack';
import { startTestStack } from './helpers';

const LIMITS = { token: 2, signup: 2, recover: 2, verify: 2, windowMs: 60_000 };
let probe = 0;

let direct: LocalStack;
let proxied: LocalStack;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startTestStack({ rateLimits: LIMITS }),
    // The tests' own loopback address stands in for a reverse proxy in front of the stack.
    startTestStack({ rateLimits: LIMITS, trustedProxies: ['127.0.0.0/8'] }),
  ]);
});
afterAll(() => Promise.all([direct?.stop(), proxied?.stop()]));

function clientFrom(stack: LocalStack, forwardedFor: string) {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': forwardedFor } },
  });
}

// A new address each time: these tests are about the per-IP limit, not the per-account one (auth-account-lockout).
const signIn = (stack: LocalStack, forwardedFor: string) =>
  clientFrom(stack, forwardedFor).auth.signInWithPassword({ email: `nobody${probe++}@example.com`, password: 'whatever1' });

describe('rate limits key on the socket address', () => {
  it('ignores X-Forwarded-For from a caller that is not a trusted proxy: rotating it does not escape the limit', async () => {
    expect((await signIn(direct, '198.51.100.1')).error?.code).toBe('invalid_credentials');
    expect((await signIn(direct, '198.51.100.2')).error?.code).toBe('invalid_credentials');
    const third = await signIn(direct, '198.51.100.3');
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('records the socket address, not the claimed one, on sessions', async () => {
    const c = clientFrom(direct, '198.51.100.77');
    const email = `addr${Date.now()}@example.com`;
    // Sign-up confirms by e-mail: the session starts at the link, followed with the same claimed address.
    const { data, error } = await c.auth.signUp({ email, password: 'Secret#123' });
    expect(error).toBeNull();
    const followed = await fetch(direct.mailbox.list(email)[0].links[0], {
      redirect: 'manual',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(followed.headers.get('location')).toContain('access_token=');
    const { rows } = await direct.db.query<{ ip: string }>('select ip from auth.sessions where user_id = $1', [data.user!.id]);
    expect(rows).toEqual([{ ip: '127.0.0.1' }]);
  });

  it('believes a trusted proxy: each forwarded client has its own allowance', async () => {
    for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
      expect((await signIn(proxied, ip)).error?.code, ip).toBe('invalid_credentials');
    }
    expect((await signIn(proxied, '203.0.113.1')).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('takes the right-most address the trusted proxy appended, not what the client put before it', async () => {
    // The client wrote a fake first entry; the proxy appended the address it really saw.
    expect((await signIn(proxied, '192.0.2.1, 203.0.113.9')).error?.code).toBe('invalid_credentials');
    expect((await signIn(proxied, '192.0.2.2, 203.0.113.9')).error?.code).toBe('invalid_credentials');
    expect((await signIn(proxied, '192.0.2.3, 203.0.113.9')).error).toMatchObject({ status: 429 });
    // A chain through a second trusted hop still ends at the client.
    expect((await signIn(proxied, '203.0.113.10, 127.0.0.5')).error?.code).toBe('invalid_credentials');
  });
});

describe('options from the environment (npm run supabase:start)', () => {
  it('leaves unset limits out, so the stack defaults apply as under npm run dev', () => {
    const options = stackOptionsFromEnv({});
    expect(options.rateLimits).toEqual({});
    for (const key of ['bodyLimit', 'storageBodyLimit', 'trustedProxies'] as const) expect(options[key]).toBeUndefined();
    const set = stackOptionsFromEnv({
      SUPABASE_LOCAL_RATE_LIMIT_TOKEN: '5',
      SUPABASE_LOCAL_BODY_LIMIT: '2048',
      SUPABASE_LOCAL_TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16',
    });
    expect(set).toMatchObject({ rateLimits: { token: 5 }, bodyLimit: 2048, trustedProxies: ['10.0.0.1', '10.1.0.0/16'] });
    expect(() => stackOptionsFromEnv({ SUPABASE_LOCAL_RATE_LIMIT_SIGNUP: 'lots' })).toThrow(
      'SUPABASE_LOCAL_RATE_LIMIT_SIGNUP must be a whole number',
    );
    expect(() => stackOptionsFromEnv({ SUPABASE_LOCAL_BODY_LIMIT: '0' })).toThrow(
      'SUPABASE_LOCAL_BODY_LIMIT must be a whole number of at least 1',
    );
  });

  it('resolves to the defaults for every limit not given, even when given as undefined', async () => {
    const { rateLimits, bodyLimit, storageBodyLimit, trustedProxies } = stackOptionsFromEnv({
      SUPABASE_LOCAL_RATE_LIMIT_TOKEN: '5',
    });
    expect(rateLimits).toEqual({ token: 5 });
    const stack = await startTestStack({
      bodyLimit,
      storageBodyLimit,
      trustedProxies,
      rateLimits: { ...rateLimits, signup: undefined },
    });
    try {
      expect(stack.config.rateLimits).toEqual({ ...DEFAULT_RATE_LIMITS, token: 5 });
      expect(stack.config.bodyLimit).toBe(1024 * 1024);
      expect(stack.config.storageBodyLimit).toBe(50 * 1024 * 1024);
      expect(stack.config.trustedProxies).toEqual([]);
    } finally {
      await stack.stop();
    }
  });

  it('refuses a trusted proxy that is not an address before starting anything', async () => {
    await expect(startTestStack({ trustedProxies: ['proxy.internal'] })).rejects.toThrow(
      'Trusted proxy "proxy.internal" is not an IP address or CIDR range',
    );
    await expect(startTestStack({ trustedProxies: ['10.0.0.0/33'] })).rejects.toThrow('is not an IP address or CIDR range');
  });
});
