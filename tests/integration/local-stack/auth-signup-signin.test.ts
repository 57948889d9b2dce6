import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, FIXTURE_MIGRATIONS, signedInClient, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  // Auto-confirm on purpose (GoTrue's mailer_autoconfirm): this file is that mode; the default, confirmations on,
  // is auth-confirmation.test.ts.
  stack = await startTestStack({ confirmEmail: false });
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `signin${Date.now()}${n++}@example.com`;

describe('sign-up and sign-in with auto-confirm (confirmEmail: false)', () => {
  it('signs up with a session, metadata, identity and a profile made by a trigger on auth.users', async () => {
    const address = email();
    const { data, error } = await client(stack).auth.signUp({
      email: address,
      password: 'Secret#123',
      options: { data: { full_name: 'Ada' } },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session?.access_token).toBeTruthy();
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(Math.abs(session!.expires_at! - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThanOrEqual(2);
    expect(user).toMatchObject({
      email: address,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada', email: address, email_verified: true, phone_verified: false, sub: user!.id },
    });
    expect(user!.email_confirmed_at).toBeTruthy();
    expect(user!.last_sign_in_at).toBeTruthy();
    expect(user).not.toHaveProperty('recovery_sent_at');
    expect(user!.identities).toHaveLength(1);
    expect(user!.identities![0]).toMatchObject({
      provider: 'email',
      id: user!.id,
      user_id: user!.id,
      identity_data: { email: address },
    });

    const profile = await stack.db.query<{ email: string; full_name: string }>(
      'select email, full_name from public.user_profiles where id = $1',
      [user!.id],
    );
    expect(profile.rows).toEqual([{ email: address, full_name: 'Ada' }]);
    const row = await stack.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [
      user!.id,
    ]);
    expect(row.rows[0].encrypted_password).toMatch(/^\$2a\$/);
  });

  it('signs in with the password and refuses wrong credentials', async () => {
    const address = email();
    await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    const c = client(stack);
    const ok = await c.auth.signInWithPassword({ email: address.toUpperCase(), password: 'Secret#123' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(address);
    const { data: claims } = await c.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    for (const creds of [
      { email: address, password: 'wrong-password' },
      { email: `nobody${Date.now()}@example.com`, password: 'Secret#123' },
    ]) {
      const { data, error } = await client(stack).auth.signInWithPassword(creds);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('refuses a duplicate sign-up with user_already_exists', async () => {
    const address = email();
    await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    const { error } = await client(stack).auth.signUp({ email: address, password: 'Other#123' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a short password with weak_password and its reasons', async () => {
    const { error } = await client(stack).auth.signUp({ email: email(), password: '12345' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it("signs in a seed-style user whose password was hashed with crypt(…, gen_salt('bf'))", async () => {
    const address = email();
    await stack.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('seed-password', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{"full_name":"Seed"}', now(), now())`,
      [address],
    );
    const { data, error } = await client(stack).auth.signInWithPassword({ email: address, password: 'seed-password' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Seed' });
    expect(data.user?.identities).toEqual([]);
  });

  it('answers errors in both GoTrue shapes, echoing the API version header', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' });
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const dated = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(dated.status).toBe(400);
    expect(dated.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(dated.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await dated.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('changes the e-mail at once while confirmations are off', async () => {
    const a = await signedInClient(stack);
    const next = `moved${Date.now()}@example.com`;
    const { data, error } = await a.client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(next);
    expect(data.user?.identities?.[0].identity_data?.email).toBe(next);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: a.password })).error).toBeNull();
  });

  it('reports a failing auth.users trigger as GoTrue does and keeps no half-made user', async () => {
    await stack.db.exec(`
      create function public.refuse_blocked() returns trigger language plpgsql as $$
      begin if new.email like 'blocked%' then raise exception 'blocked'; end if; return new; end $$;
      create trigger refuse_blocked before insert on auth.users for each row execute function public.refuse_blocked();`);
    const address = `blocked${Date.now()}@example.com`;
    const { error } = await client(stack).auth.signUp({ email: address, password: 'Secret#123' });
    expect(error).toMatchObject({ status: 500, message: 'Database error saving new user' });
    const { rows } = await stack.db.query('select 1 from auth.users where email = $1', [address]);
    expect(rows).toHaveLength(0);
  });
});

describe('seed files', () => {
  // Its own stack (a different seed), started in a hook so its start-up gets the hook budget, not a test's.
  let seeded: LocalStack;
  beforeAll(async () => {
    seeded = await startTestStack({ seedFile: path.join(FIXTURE_MIGRATIONS, '../seed-auth.sql') });
  });
  afterAll(() => seeded?.stop());

  it("signs in a user that supabase/seed.sql-style SQL created with crypt(…, gen_salt('bf'))", async () => {
    const { data, error } = await client(seeded).auth.signInWithPassword({
      email: 'seeded@example.com',
      password: 'seeded-password',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: 'a1b2c3d4-0000-4000-8000-000000000001', user_metadata: { full_name: 'Seeded' } });
    const profile = await seeded.db.query('select full_name from public.user_profiles where id = $1', [data.user!.id]);
    expect(profile.rows).toEqual([{ full_name: 'Seeded' }]);
  });
});
