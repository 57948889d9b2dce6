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

describe('sign-up with e-mail confirmation on', () => {
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

  it('does not reveal an existing confirmed address: a fake user with no identities', async () => {
    const address = email();
    await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    await fetch(stack.mailbox.list(address)[0].links[0], { redirect: 'manual' });
    stack.mailbox.clear(address);

    const { data, error } = await client(stack).auth.signUp({ email: address, password: 'Other#123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    const { rows } = await stack.db.query<{ id: string }>('select id from auth.users where email = $1', [address]);
    expect(data.user?.id).not.toBe(rows[0].id);
    expect(stack.mailbox.list(address)).toEqual([]);
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

  it('changes the e-mail only after the link sent to the new address is followed', async () => {
    const address = email();
    await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    await fetch(stack.mailbox.list(address)[0].links[0], { redirect: 'manual' });
    const c = client(stack);
    await c.auth.signInWithPassword({ email: address, password: 'Secret#123' });
    const next = email();
    const { data, error } = await c.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, new_email: next });
    const [message] = stack.mailbox.list(next);
    expect(message.type).toBe('email_change');
    expect((await fetch(message.links[0], { redirect: 'manual' })).status).toBe(303);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: 'Secret#123' })).error).toBeNull();
  });
});
