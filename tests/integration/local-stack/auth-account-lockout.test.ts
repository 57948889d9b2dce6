import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { DEFAULT_RATE_LIMITS } from '@/supabase/local/stack';
import { client, startTestStack } from './helpers';

// Issue 34: wrong passwords for one account are counted whatever address they come from, so rotating addresses
// (each with its own per-IP allowance) does not buy an attacker more guesses. A short window keeps the test quick;
// the default is 5 failures in 15 minutes.

const WINDOW_MS = 2500;
let stack: LocalStack;
beforeAll(async () => {
  // The tests' loopback address stands in for Supabase's gateway, so the X-Forwarded-For they send is believed.
  stack = await startTestStack({ rateLimits: { accountWindowMs: WINDOW_MS }, trustedProxies: ['127.0.0.1'] });
});
afterAll(() => stack?.stop());

let n = 0;
const PASSWORD = 'Right#Pass1';

function from(ip: string) {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': ip } },
  });
}

async function account(): Promise<string> {
  const email = `lockout${Date.now()}${n++}@example.com`;
  const { error } = await client(stack, 'service').auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  return email;
}

const LOCKED = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' };

describe('wrong passwords per account', () => {
  it('defaults to 5 in 15 minutes', () => {
    expect(DEFAULT_RATE_LIMITS).toMatchObject({ accountFailures: 5, accountWindowMs: 15 * 60_000 });
  });

  it('refuses the 6th sign-in within the window from any address, the right password too, and lets it in after', async () => {
    const email = await account();
    for (let i = 1; i <= 5; i++) {
      const { error } = await from(`198.51.100.${i}`).auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(error?.code, `try ${i}`).toBe('invalid_credentials');
    }
    const sixth = await from('198.51.100.6').auth.signInWithPassword({ email: email.toUpperCase(), password: 'wrong-6' });
    expect(sixth.error).toMatchObject(LOCKED);
    const right = await from('198.51.100.7').auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toMatchObject(LOCKED);
    expect(right.data.session).toBeNull();

    // Another account is not affected.
    expect((await from('198.51.100.6').auth.signInWithPassword({ email: await account(), password: PASSWORD })).error).toBeNull();

    await new Promise((r) => setTimeout(r, WINDOW_MS + 200));
    const later = await from('198.51.100.8').auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
    expect(later.data.session?.user.email).toBe(email);
  });

  it('answers an address without an account the same way, so the lock tells nothing about who has one', async () => {
    const nobody = `nobody${Date.now()}${n++}@example.com`;
    for (let i = 1; i <= 5; i++) {
      expect((await from(`203.0.113.${i}`).auth.signInWithPassword({ email: nobody, password: 'guess-1' })).error?.code).toBe(
        'invalid_credentials',
      );
    }
    expect((await from('203.0.113.9').auth.signInWithPassword({ email: nobody, password: 'guess-1' })).error).toMatchObject(
      LOCKED,
    );
  });

  it('counts concurrent guesses before any is answered, so a burst gets no more than five', async () => {
    const email = await account();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => from(`192.0.2.${i + 1}`).auth.signInWithPassword({ email, password: `burst-${i}` })),
    );
    const codes = burst.map((r) => r.error?.code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'over_request_rate_limit')).toHaveLength(7);
  });

  it('forgets the failures once the right password is given', async () => {
    const email = await account();
    for (let i = 1; i <= 4; i++) await from('198.51.100.50').auth.signInWithPassword({ email, password: `typo-${i}` });
    expect((await from('198.51.100.50').auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    for (let i = 1; i <= 5; i++) {
      const { error } = await from('198.51.100.51').auth.signInWithPassword({ email, password: `typo-${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
  });
});
