import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ confirmEmail: true });
});
afterAll(() => stack?.stop());

let n = 0;
const newEmail = () => `attempts${Date.now()}${n++}@example.com`;
const PASSWORD = 'Secret#123';

/** The 6-digit code of the newest e-mail to `to`, and a different code that is certainly wrong. */
function codes(to: string): { code: string; wrong: (k: number) => string } {
  const code = /enter the code: (\d{6})/.exec(stack.mailbox.list(to)[0].text)![1];
  return { code, wrong: (k) => String((Number(code) + k) % 1_000_000).padStart(6, '0') };
}

async function confirmedUser(): Promise<string> {
  const email = newEmail();
  const { error } = await client(stack, 'service').auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  return email;
}

function pkceClient(): SupabaseClient {
  const items = new Map<string, string>();
  return createClient(stack.url, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => items.get(k) ?? null,
        setItem: (k, v) => void items.set(k, v),
        removeItem: (k) => void items.delete(k),
      },
    },
  });
}

/** A PKCE recovery for a new confirmed user, followed to its ?code=. */
async function pkceRecoveryCode(): Promise<{ email: string; browser: SupabaseClient; code: string }> {
  const email = await confirmedUser();
  const browser = pkceClient();
  await browser.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:3000/cb' });
  const res = await fetch(stack.mailbox.list(email)[0].links[0], { redirect: 'manual' });
  return { email, browser, code: new URL(res.headers.get('location')!).searchParams.get('code')! };
}

function exchange(code: string, verifier: string) {
  return fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
  });
}

const EXPIRED = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' };

describe('a code survives at most 5 wrong tries', () => {
  it('sign-up confirmation: after 5 wrong codes even the right code and the link fail, until a new code is sent', async () => {
    const email = newEmail();
    expect((await client(stack).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { code, wrong } = codes(email);
    const link = stack.mailbox.list(email)[0].links[0];
    for (let k = 1; k <= 5; k++) {
      expect((await client(stack).auth.verifyOtp({ email, token: wrong(k), type: 'signup' })).error).toMatchObject(EXPIRED);
    }
    expect((await client(stack).auth.verifyOtp({ email, token: code, type: 'signup' })).error).toMatchObject(EXPIRED);
    const followed = await fetch(link, { redirect: 'manual' });
    expect(new URL(followed.headers.get('location')!.replace('#', '?')).searchParams.get('error_code')).toBe('otp_expired');
    expect((await client(stack).auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: 'email_not_confirmed',
    });
    const { rows } = await stack.db.query(
      `select u.confirmation_token, (select count(*)::int from auth.one_time_tokens t where t.user_id = u.id) as tokens from auth.users u where email = $1`,
      [email],
    );
    expect(rows).toEqual([{ confirmation_token: '', tokens: 0 }]);

    // Signing up again re-sends a code, with a fresh allowance: 4 wrong tries, then the right one works.
    expect((await client(stack).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = codes(email);
    for (let k = 1; k <= 4; k++) {
      expect((await client(stack).auth.verifyOtp({ email, token: again.wrong(k), type: 'signup' })).error).toMatchObject(EXPIRED);
    }
    const ok = await client(stack).auth.verifyOtp({ email, token: again.code, type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
  });

  it('recovery: wrong codes of type recovery and email both count; a fresh e-mail starts over', async () => {
    const email = await confirmedUser();
    await client(stack).auth.resetPasswordForEmail(email);
    const first = codes(email);
    for (let k = 1; k <= 3; k++) {
      expect((await client(stack).auth.verifyOtp({ email, token: first.wrong(k), type: 'recovery' })).error).toMatchObject(
        EXPIRED,
      );
    }
    for (let k = 4; k <= 5; k++) {
      expect((await client(stack).auth.verifyOtp({ email, token: first.wrong(k), type: 'email' })).error).toMatchObject(EXPIRED);
    }
    expect((await client(stack).auth.verifyOtp({ email, token: first.code, type: 'recovery' })).error).toMatchObject(EXPIRED);

    await client(stack).auth.resetPasswordForEmail(email);
    const second = codes(email);
    expect(second.code).not.toBe(first.code);
    expect((await client(stack).auth.verifyOtp({ email, token: second.wrong(1), type: 'recovery' })).error).toMatchObject(
      EXPIRED,
    );
    const ok = await client(stack).auth.verifyOtp({ email, token: second.code, type: 'recovery' });
    expect(ok.error).toBeNull();
  });

  it('counts only against the addressed user; a bare token_hash names no user and counts against none', async () => {
    const [a, b] = [await confirmedUser(), await confirmedUser()];
    await client(stack).auth.resetPasswordForEmail(a);
    await client(stack).auth.resetPasswordForEmail(b);
    const codeB = codes(b);
    for (let k = 1; k <= 5; k++) await client(stack).auth.verifyOtp({ email: a, token: codeB.wrong(k), type: 'recovery' });
    for (let k = 0; k < 6; k++) {
      const guess = await client(stack).auth.verifyOtp({ token_hash: `${'0'.repeat(55)}${k}`, type: 'recovery' });
      expect(guess.error).toMatchObject(EXPIRED);
    }
    expect((await client(stack).auth.verifyOtp({ email: b, token: codeB.code, type: 'recovery' })).error).toBeNull();
  });

  it('PKCE auth code: after 5 wrong code verifiers the right one gets flow_state_not_found', async () => {
    const { browser, code } = await pkceRecoveryCode();
    for (let k = 1; k <= 5; k++) {
      const wrong = await exchange(code, String(k).repeat(43));
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');
    }
    const right = await browser.auth.exchangeCodeForSession(code);
    expect(right.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
  });

  it('PKCE auth code: 4 wrong verifiers still leave the right one working', async () => {
    const { email, browser, code } = await pkceRecoveryCode();
    for (let k = 1; k <= 4; k++) expect((await exchange(code, String(k).repeat(43))).status).toBe(400);
    const right = await browser.auth.exchangeCodeForSession(code);
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
  });
});
