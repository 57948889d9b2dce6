import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, signedInClient, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `admin${Date.now()}${n++}@example.com`;

describe('admin API (service-role key)', () => {
  it('creates a confirmed user with metadata who can sign in, firing the auth.users trigger', async () => {
    const admin = client(stack, 'service').auth.admin;
    const address = email();
    const { data, error } = await admin.createUser({
      email: address,
      password: 'Secret#123',
      email_confirm: true,
      user_metadata: { full_name: 'Admin Made' },
      app_metadata: { roles: ['editor'] },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: address,
      app_metadata: { provider: 'email', providers: ['email'], roles: ['editor'] },
      user_metadata: { full_name: 'Admin Made' },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const profile = await stack.db.query('select full_name from public.user_profiles where id = $1', [data.user!.id]);
    expect(profile.rows).toEqual([{ full_name: 'Admin Made' }]);

    const signIn = await client(stack).auth.signInWithPassword({ email: address, password: 'Secret#123' });
    expect(signIn.error).toBeNull();
    const { data: claims } = await client(stack).auth.getClaims(signIn.data.session!.access_token);
    expect(claims?.claims.app_metadata).toMatchObject({ roles: ['editor'] });

    const dup = await admin.createUser({ email: address, password: 'Secret#123' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const unconfirmed = await admin.createUser({ email: email(), password: 'Secret#123' });
    expect(unconfirmed.data.user).not.toHaveProperty('email_confirmed_at');
  });

  it('lists users newest first with pagination', async () => {
    const admin = client(stack, 'service').auth.admin;
    for (let i = 0; i < 3; i++) await admin.createUser({ email: email(), password: 'Secret#123', email_confirm: true });
    const { count } = (await stack.db.query<{ count: number }>('select count(*)::int as count from auth.users')).rows[0];

    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data.users).toHaveLength(2);
    expect(page1.data).toMatchObject({ total: count, nextPage: 2, lastPage: Math.ceil(count / 2) });
    expect(page1.data.users[0].created_at >= page1.data.users[1].created_at).toBe(true);

    const all = await admin.listUsers();
    expect(all.data.users).toHaveLength(count);

    const raw = await fetch(`${stack.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(count));
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(count / 2)}&per_page=2>; rel="last"`,
    );
    expect(await raw.json()).toMatchObject({ aud: 'authenticated' });
  });

  it('gets, updates and deletes a user by id', async () => {
    const admin = client(stack, 'service').auth.admin;
    const a = await signedInClient(stack, { full_name: 'Old', keep: 1 });

    const got = await admin.getUserById(a.user.id);
    expect(got.data.user?.email).toBe(a.email);
    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const updated = await admin.updateUserById(a.user.id, {
      user_metadata: { full_name: 'New', keep: null },
      app_metadata: { plan: 'pro' },
      password: 'Changed#123',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'New' });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('keep');
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'pro' });
    // A password set by an admin ends the user's sessions.
    expect((await a.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await client(stack).auth.signInWithPassword({ email: a.email, password: 'Changed#123' })).error).toBeNull();

    const deleted = await admin.deleteUser(a.user.id);
    expect(deleted.error).toBeNull();
    const { rows } = await stack.db.query('select 1 from public.user_profiles where id = $1', [a.user.id]);
    expect(rows).toHaveLength(0);
    expect((await admin.getUserById(a.user.id)).error).toMatchObject({ status: 404 });
  });

  it('invites by e-mail: the invite link signs the new user in', async () => {
    const admin = client(stack, 'service').auth.admin;
    const address = email();
    const { data, error } = await admin.inviteUserByEmail(address, {
      data: { full_name: 'Invitee' },
      redirectTo: 'http://127.0.0.1:3000/set-password',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, user_metadata: { full_name: 'Invitee' } });
    expect(data.user?.invited_at).toBeTruthy();
    const [message] = stack.mailbox.list(address);
    expect(message).toMatchObject({ type: 'invite', subject: 'You have been invited' });
    const res = await fetch(message.links[0], { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:3000\/set-password#access_token=.+&type=invite$/);
    const fragment = new URLSearchParams(location.split('#')[1]);
    const c = client(stack);
    await c.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await c.auth.updateUser({ password: 'Invited#123' })).error).toBeNull();
    expect((await client(stack).auth.signInWithPassword({ email: address, password: 'Invited#123' })).error).toBeNull();

    const again = await admin.inviteUserByEmail(address);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generates links of each type without sending e-mail', async () => {
    const admin = client(stack, 'service').auth.admin;
    const address = email();
    const signup = await admin.generateLink({
      type: 'signup',
      email: address,
      password: 'Secret#123',
      options: { data: { via: 'link' } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user).toMatchObject({ email: address, user_metadata: { via: 'link' } });
    expect(signup.data.properties).toMatchObject({
      verification_type: 'signup',
      redirect_to: 'http://127.0.0.1:3000',
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    const action = new URL(signup.data.properties!.action_link);
    expect(action.searchParams.get('token')).toBe(signup.data.properties!.hashed_token);
    expect(stack.mailbox.list(address)).toEqual([]);
    expect((await fetch(action, { redirect: 'manual' })).status).toBe(303);

    const recovery = await admin.generateLink({
      type: 'recovery',
      email: address,
      options: { redirectTo: 'http://localhost:3000/reset' },
    });
    expect(recovery.data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: 'http://localhost:3000/reset' });
    const c = client(stack);
    const verified = await c.auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(address);

    const magic = await admin.generateLink({ type: 'magiclink', email: address });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const invited = await admin.generateLink({ type: 'invite', email: email() });
    expect(invited.data.properties?.verification_type).toBe('invite');
    const unknown = await admin.generateLink({ type: 'recovery', email: `nobody${Date.now()}@example.com` });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses the anon key and user tokens with not_admin', async () => {
    const anon = await client(stack).auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const a = await signedInClient(stack);
    const res = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${a.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
