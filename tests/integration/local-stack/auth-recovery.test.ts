import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack, MailMessage } from '@/supabase/local';
import { client, signedInClient, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ additionalRedirectUrls: ['https://app.example.com/**'] });
});
afterAll(() => stack?.stop());

/** A browser-like client: PKCE, with its code verifier kept in memory between calls. */
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

async function mailViaApi(to: string): Promise<MailMessage[]> {
  const res = await fetch(`${stack.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
}

async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('password recovery', () => {
  it('PKCE: e-mail link → 303 ?code= → exchangeCodeForSession → new password', async () => {
    const { email, user } = await signedInClient(stack);
    const browser = pkceClient();
    const sent = await browser.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://127.0.0.1:3000/auth/callback?next=/reset',
    });
    expect(sent).toEqual({ data: {}, error: null });

    const [message] = stack.mailbox.list(email);
    expect(message).toMatchObject({ type: 'recovery', subject: 'Reset Your Password', to: email });
    expect(await mailViaApi(email)).toEqual([message]);
    const link = new URL(message.links[0]);
    expect(link.origin + link.pathname).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000/auth/callback?next=/reset');

    const location = await follow(message.links[0]);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/auth/callback');
    expect(location.searchParams.get('next')).toBe('/reset');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await browser.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.id).toBe(user.id);
    expect(exchanged.data.user?.recovery_sent_at).toBeTruthy();
    const { data: claims } = await browser.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);

    expect((await browser.auth.updateUser({ password: 'Recovered#789' })).error).toBeNull();
    expect((await client(stack).auth.signInWithPassword({ email, password: 'Recovered#789' })).error).toBeNull();

    // The code is single use, and so is the link.
    const replay = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
    expect(((await replay.json()) as { code: string }).code).toBe('flow_state_not_found');
    const again = await follow(message.links[0]);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('PKCE: a wrong verifier is bad_code_verifier; an old flow is flow_state_expired', async () => {
    const { email } = await signedInClient(stack);
    const browser = pkceClient();
    await browser.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/cb' });
    const code = (await follow(stack.mailbox.list(email)[0].links[0])).searchParams.get('code')!;

    const wrong = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(43) }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');

    await stack.db.query(`update auth.flow_state set created_at = now() - interval '10 minutes' where auth_code = $1`, [code]);
    const expired = await browser.auth.exchangeCodeForSession(code);
    expect(expired.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('implicit: the link puts the session in the fragment with type=recovery', async () => {
    const { email, user } = await signedInClient(stack);
    const c = client(stack);
    await c.auth.resetPasswordForEmail(email, { redirectTo: 'https://app.example.com/reset' });
    const link = stack.mailbox.list(email)[0].links[0];
    expect(new URL(link).searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('https://app.example.com/reset#access_token=')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('recovery');
    expect(Math.abs(Number(fragment.get('expires_at')) - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThanOrEqual(2);

    const set = await c.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(user.id);
  });

  it('answers 200 for unknown addresses without sending anything', async () => {
    const nobody = `nobody${Date.now()}@example.com`;
    expect(await client(stack).auth.resetPasswordForEmail(nobody)).toEqual({ data: {}, error: null });
    expect(stack.mailbox.list(nobody)).toEqual([]);
  });

  it('sends expired links to the error fragment, and unknown redirect targets to the site URL', async () => {
    const { email } = await signedInClient(stack);
    await client(stack).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
    const link = stack.mailbox.list(email)[0].links[0];
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000');

    await stack.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`, [email]);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      'http://127.0.0.1:3000/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('verifies the 6-digit code from the e-mail with verifyOtp', async () => {
    const { email, user } = await signedInClient(stack);
    await client(stack).auth.resetPasswordForEmail(email);
    const code = /enter the code: (\d{6})/.exec(stack.mailbox.list(email)[0].text)![1];
    const c = client(stack);
    const { data, error } = await c.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
    const reused = await client(stack).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
