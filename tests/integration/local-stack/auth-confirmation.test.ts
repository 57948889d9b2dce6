import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  // No option: confirmations are the default, as config.toml's enable_confirmations.
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `confirm${Date.now()}${n++}@example.com`;

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

/** The parts of a sign-up answer that could tell accounts apart: status, keys, and the values not unique per call. */
function shapeOf(res: { status: number; body: Record<string, unknown> }) {
  const user = res.body;
  const identities = user.identities as Record<string, unknown>[];
  return {
    status: res.status,
    keys: Object.keys(user).sort(),
    role: user.role,
    aud: user.aud,
    app_metadata: user.app_metadata,
    user_metadata: Object.keys(user.user_metadata as object),
    email_verified: (user.user_metadata as { email_verified?: unknown }).email_verified,
    identities: identities.map((i) => ({
      keys: Object.keys(i).sort(),
      provider: i.provider,
      data: Object.keys(i.identity_data as object),
      email_verified: (i.identity_data as { email_verified?: unknown }).email_verified,
    })),
  };
}

async function rawSignUp(email: string, data: Record<string, unknown>) {
  const res = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password: 'Attacker#123', data, gotrue_meta_security: {} }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('sign-up with e-mail confirmation on (the default)', () => {
  it('says so in /settings: no auto-confirm', async () => {
    const res = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false });
  });

  it('returns the bare user, mails a link, refuses sign-in until the link is followed', async () => {
    const address = email();
    const { data, error } = await client(stack).auth.signUp({
      email: address,
      password: 'Secret#123',
      options: { emailRedirectTo: 'http://127.0.0.1:3000/welcome', data: { full_name: 'Grace' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: address,
      role: 'authenticated',
      user_metadata: { full_name: 'Grace', email_verified: false },
    });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.user?.identities).toHaveLength(1);
    const profile = await stack.db.query('select full_name from public.user_profiles where id = $1', [data.user!.id]);
    expect(profile.rows).toEqual([{ full_name: 'Grace' }]);

    const refused = await client(stack).auth.signInWithPassword({ email: address, password: 'Secret#123' });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    const wrongPw = await client(stack).auth.signInWithPassword({ email: address, password: 'Wrong#123' });
    expect(wrongPw.error).toMatchObject({ code: 'invalid_credentials' });

    const [message] = stack.mailbox.list(address);
    expect(message).toMatchObject({ type: 'signup', subject: 'Confirm Your Signup' });
    const res = await fetch(message.links[0], { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/welcome#access_token=[^&]+&expires_at=\d+&expires_in=3600&refresh_token=[^&]+&token_type=bearer&type=signup$/,
    );

    const signedIn = await client(stack).auth.signInWithPassword({ email: address, password: 'Secret#123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signedIn.data.user?.user_metadata.email_verified).toBe(true);
  });

  it('answers a known address, confirmed or not, exactly as an unknown one, and never with the account itself', async () => {
    const confirmed = email();
    await client(stack).auth.signUp({ email: confirmed, password: 'Secret#123', options: { data: { name: 'Victim' } } });
    await fetch(stack.mailbox.list(confirmed)[0].links[0], { redirect: 'manual' });
    const unconfirmed = email();
    await client(stack).auth.signUp({ email: unconfirmed, password: 'Secret#123', options: { data: { name: 'Victim' } } });
    stack.mailbox.clear(confirmed);
    stack.mailbox.clear(unconfirmed);

    const data = { name: 'Probe', phone: '+91 90000 00000' };
    const forUnknown = await rawSignUp(email(), data);
    const forConfirmed = await rawSignUp(confirmed, data);
    const forUnconfirmed = await rawSignUp(unconfirmed, data);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body.identities).toHaveLength(1);
    expect(shapeOf(forConfirmed)).toEqual(shapeOf(forUnknown));
    expect(shapeOf(forUnconfirmed)).toEqual(shapeOf(forUnknown));
    for (const [address, res] of [
      [confirmed, forConfirmed],
      [unconfirmed, forUnconfirmed],
    ] as const) {
      const { rows } = await stack.db.query<{ id: string }>('select id from auth.users where email = $1', [address]);
      expect(res.body.id).not.toBe(rows[0].id);
      expect(res.body.user_metadata).toMatchObject({ name: 'Probe' });
      expect(JSON.stringify(res.body)).not.toContain('Victim');
      expect(res.body).toMatchObject({ email: address });
    }
    // Only the mailbox's owner learns more: an unconfirmed account is sent its link again, a confirmed one nothing.
    expect(stack.mailbox.list(confirmed)).toEqual([]);
    expect(stack.mailbox.list(unconfirmed).map((m) => m.type)).toEqual(['signup']);
    // And the probe's password opens neither account.
    for (const address of [confirmed, unconfirmed]) {
      const probe = await client(stack).auth.signInWithPassword({ email: address, password: 'Attacker#123' });
      expect(probe.error?.code).toBe('invalid_credentials');
    }
  });

  it('PKCE sign-up: the link redirects with ?code=, exchanged for a session', async () => {
    const address = email();
    const browser = pkceClient();
    const { data, error } = await browser.auth.signUp({
      email: address,
      password: 'Secret#123',
      options: { emailRedirectTo: 'http://localhost:3000/auth/confirm' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const link = stack.mailbox.list(address)[0].links[0];
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/auth/confirm');
    const exchanged = await browser.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(address);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('verifies a confirmation with verifyOtp and a token hash', async () => {
    const address = email();
    await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    const token_hash = new URL(stack.mailbox.list(address)[0].links[0]).searchParams.get('token')!;
    const c = client(stack);
    const { data, error } = await c.auth.verifyOtp({ token_hash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(address);
    expect((await c.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();
  });

  it('changes the e-mail only once the links sent to the new and the current address are both followed', async () => {
    const address = email();
    await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    await fetch(stack.mailbox.list(address)[0].links[0], { redirect: 'manual' });
    stack.mailbox.clear(address);
    const c = client(stack);
    await c.auth.signInWithPassword({ email: address, password: 'Secret#123' });
    const next = email();
    const { data, error } = await c.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, new_email: next });
    const [toNew] = stack.mailbox.list(next);
    const [toCurrent] = stack.mailbox.list(address);
    expect([toNew.type, toCurrent.type]).toEqual(['email_change', 'email_change']);
    expect(toCurrent.text).toContain(`from ${address} to ${next}`);
    expect(toNew.links[0]).not.toBe(toCurrent.links[0]);

    // The new address's link alone: accepted, nothing changes yet, no session handed out.
    const first = await fetch(toNew.links[0], { redirect: 'manual' });
    expect(first.status).toBe(303);
    const firstTarget = new URL(first.headers.get('location')!);
    expect(new URLSearchParams(firstTarget.hash.slice(1)).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(firstTarget.hash).not.toContain('access_token');
    expect((await c.auth.getUser()).data.user?.email).toBe(address);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: 'Secret#123' })).error?.code).toBe(
      'invalid_credentials',
    );
    // Each link works once.
    const again = await fetch(toNew.links[0], { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!.replace('#', '?')).searchParams.get('error_code')).toBe('otp_expired');

    // The current address's link completes it.
    expect((await fetch(toCurrent.links[0], { redirect: 'manual' })).status).toBe(303);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: 'Secret#123' })).error).toBeNull();
    const { rows } = await stack.db.query(
      'select email, email_change, email_change_confirm_status from auth.users where email = $1',
      [next],
    );
    expect(rows).toEqual([{ email: next, email_change: '', email_change_confirm_status: 0 }]);
  });

  it("an attacker moving their account to a victim's address gets nowhere with only their own mailbox", async () => {
    const victim = email();
    const attacker = email();
    await client(stack, 'service').auth.admin.createUser({ email: attacker, password: 'Attacker#123', email_confirm: true });
    const c = client(stack);
    await c.auth.signInWithPassword({ email: attacker, password: 'Attacker#123' });
    const put = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: victim }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ email: attacker, new_email: victim });

    // The attacker follows the link in their own mailbox, by the link and by its code.
    const [own] = stack.mailbox.list(attacker);
    const code = /enter the code: (\d{6})/.exec(own.text)![1];
    const byCode = await client(stack).auth.verifyOtp({ email: attacker, token: code, type: 'email_change' });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session).toBeNull();
    expect((await fetch(own.links[0], { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired');

    const { rows } = await stack.db.query<{ email: string }>('select email from auth.users where email = $1 or email = $2', [
      attacker,
      victim,
    ]);
    expect(rows).toEqual([{ email: attacker }]);
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.data.user?.email).toBe(attacker);
    expect(refreshed.data.session?.user.email).toBe(attacker);
  });
});
