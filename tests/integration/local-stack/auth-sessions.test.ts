import { createClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, signedInClient, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

/** Pretends the refresh token was rotated long enough ago that GoTrue's 10 s reuse interval is over. */
async function ageRefreshToken(token: string) {
  await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [token]);
}

describe('access tokens', () => {
  it("carries GoTrue's claims, signed ES256 with the JWKS key id, and getClaims verifies it locally", async () => {
    const requests: string[] = [];
    const c = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: (input, init) => {
          requests.push(`${init?.method ?? 'GET'} ${new URL(input instanceof Request ? input.url : input.toString()).pathname}`);
          return fetch(input, init);
        },
      },
    });
    const address = `claims${Date.now()}@example.com`;
    const created = await client(stack, 'service').auth.admin.createUser({
      email: address,
      password: 'Secret#123',
      email_confirm: true,
      user_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const { data, error } = await c.auth.signInWithPassword({ email: address, password: 'Secret#123' });
    expect(error).toBeNull();
    const session = data.session!;

    const header = decodeProtectedHeader(session.access_token);
    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0].kid });

    const { payload } = await jwtVerify(
      session.access_token,
      createRemoteJWKSet(new URL(`${stack.url}/auth/v1/.well-known/jwks.json`)),
      {
        issuer: `${stack.url}/auth/v1`,
        audience: 'authenticated',
      },
    );
    expect(payload).toEqual({
      iss: `${stack.url}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      exp: session.expires_at,
      iat: session.expires_at! - 3600,
      email: address,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ plan: 'pro', email_verified: true }),
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });

    requests.length = 0;
    const first = await c.auth.getClaims();
    const second = await c.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims.sub).toBe(data.user!.id);
    expect(second.data?.claims.session_id).toBe(payload.session_id);
    // One JWKS fetch, then cached; never a round trip to /user.
    expect(requests).toEqual(['GET /auth/v1/.well-known/jwks.json']);
  });

  it('serves the JWKS without an API key, cacheable for ten minutes', async () => {
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  });
});

describe('refresh tokens', () => {
  it('rotates: the new token works, the used one is refused once the reuse interval is over', async () => {
    const { client: c, session } = await signedInClient(stack);
    const first = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(rotated.user.id).toBe(session.user.id);
    expect(rotated.access_token).not.toBe(session.access_token);

    // Within the reuse interval the parent of the live token gets that same live token back (racing tabs).
    const again = await client(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(rotated.refresh_token);

    const second = await client(stack).auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(second.error).toBeNull();

    await ageRefreshToken(session.refresh_token);
    const reused = await client(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // Reuse is treated as theft: every token of the session is revoked.
    await ageRefreshToken(second.data.session!.refresh_token);
    const after = await client(stack).auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    expect(after.error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await client(stack).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out and /user', () => {
  it('global sign-out ends every session: the old access token gets session_not_found', async () => {
    const a = await signedInClient(stack);
    const other = client(stack);
    const b = await other.auth.signInWithPassword({ email: a.email, password: a.password });
    expect(b.error).toBeNull();

    expect((await a.client.auth.getUser()).error).toBeNull();
    expect((await a.client.auth.signOut()).error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();

    const stale = await client(stack).auth.getUser(a.session.access_token);
    expect(stale.data.user).toBeNull();
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${b.data.session!.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const refresh = await client(stack).auth.refreshSession({ refresh_token: b.data.session!.refresh_token });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('local sign-out ends only that session; others ends the rest', async () => {
    const a = await signedInClient(stack);
    const second = client(stack);
    const third = client(stack);
    await second.auth.signInWithPassword({ email: a.email, password: a.password });
    await third.auth.signInWithPassword({ email: a.email, password: a.password });

    await second.auth.signOut({ scope: 'local' });
    expect((await a.client.auth.getUser()).error).toBeNull();
    expect((await third.auth.getUser()).error).toBeNull();

    await third.auth.signOut({ scope: 'others' });
    expect((await third.auth.getUser()).error).toBeNull();
    expect((await client(stack).auth.getUser(a.session.access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses tampered tokens with bad_jwt and tokens of deleted users with user_not_found', async () => {
    const a = await signedInClient(stack);
    const [h, p, s] = a.session.access_token.split('.');
    const tampered = `${h}.${p}.${s.slice(0, -4)}AAAA`;
    const bad = await client(stack).auth.getUser(tampered);
    expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    await stack.db.query('delete from auth.users where id = $1', [a.user.id]);
    const gone = await client(stack).auth.getUser(a.session.access_token);
    expect(gone.error).toMatchObject({ status: 403, code: 'user_not_found' });
  });

  it('updates metadata (merged) and the password, which ends the other sessions', async () => {
    const a = await signedInClient(stack, { full_name: 'Ada', city: 'Pune' });
    const other = client(stack);
    await other.auth.signInWithPassword({ email: a.email, password: a.password });

    const meta = await a.client.auth.updateUser({ data: { city: 'Mumbai', batch: 2026 } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ full_name: 'Ada', city: 'Mumbai', batch: 2026 });

    const weak = await a.client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const same = await a.client.auth.updateUser({ password: a.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    expect((await a.client.auth.updateUser({ password: 'NewSecret#456' })).error).toBeNull();
    expect((await a.client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const oldPw = await client(stack).auth.signInWithPassword({ email: a.email, password: a.password });
    expect(oldPw.error).toMatchObject({ code: 'invalid_credentials' });
    const newPw = await client(stack).auth.signInWithPassword({ email: a.email, password: 'NewSecret#456' });
    expect(newPw.error).toBeNull();
  });
});
