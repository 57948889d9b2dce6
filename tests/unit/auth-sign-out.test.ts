import { AuthSessionMissingError, createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS } from '@/lib/auth/error-messages';
import { signOut } from '@/lib/auth/sign-out';
import type { TypedClient } from '@/lib/supabase/types';

// Spec §4 ("Sign-out clears local state first, then calls the server; a missing-session error is ignored") and
// §8 ("Sign-out error: alert '…' then redirect to /"), with supabase-js itself in the middle: its client keeps
// the session in a store of its own, the auth server's answers are stubbed at fetch. The browser's part (the
// header, the cookie, the page it lands on) is tests/e2e/sign-out.spec.ts.

const hoisted = vi.hoisted(() => ({
  /** What happened, in order: the local state cleared, each request to the auth server, the alert, the redirect. */
  events: [] as string[],
  client: null as unknown,
}));
const { events } = hoisted;

vi.mock('@/lib/auth/account-store', () => ({ clearAccount: () => hoisted.events.push('local state cleared') }));
vi.mock('@/lib/auth/auth-client', () => ({
  getAuthClient: async () => {
    if (hoisted.client instanceof Error) throw hoisted.client;
    return hoisted.client as TypedClient;
  },
}));

const STORAGE_KEY = 'sb-test-auth-token';
const stored = new Map<string, string>();

/** A session as supabase-js stores it, with an access token that is still valid for an hour. */
function storedSession(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const user = { id: '11111111-1111-4111-8111-111111111111', email: 'asha@example.com', aud: 'authenticated' };
  const claims = { sub: user.id, email: user.email, exp, session_id: '22222222-2222-4222-8222-222222222222' };
  return JSON.stringify({
    access_token: `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`,
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    user: { ...user, app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  });
}

/** A real supabase-js client, signed in, whose auth server answers each request with `answer`. */
function signedInClient(answer: () => Response | Promise<Response>): TypedClient {
  stored.set(STORAGE_KEY, storedSession());
  return createClient('http://auth.test', 'anon-key', {
    auth: {
      storageKey: STORAGE_KEY,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input.toString());
        events.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        return answer();
      },
    },
  }) as unknown as TypedClient;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  events.length = 0;
  stored.clear();
  vi.stubGlobal('window', {
    alert: (message: string) => events.push(`alert: ${message}`),
    location: { assign: (url: string) => events.push(`go to ${url}`) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out (spec §4, §8)', () => {
  it('clears the local state first, then tells the server, then goes to the home page without an alert', async () => {
    hoisted.client = signedInClient(() => new Response(null, { status: 204 }));
    await signOut();
    expect(events).toEqual(['local state cleared', 'POST /auth/v1/logout?scope=global', 'go to /']);
    expect(stored.has(STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['the server no longer knows the session (403 session_not_found)', 403, 'session_not_found'],
    ['the server no longer knows the user (404 user_not_found)', 404, 'user_not_found'],
  ])('ignores a session the server no longer has: %s', async (_case, status, code) => {
    hoisted.client = signedInClient(() => json(status, { code, msg: 'Session from session_id claim in JWT does not exist' }));
    await signOut();
    expect(events).toEqual(['local state cleared', 'POST /auth/v1/logout?scope=global', 'go to /']);
    expect(stored.has(STORAGE_KEY)).toBe(false);
  });

  it('ignores the auth library’s own missing-session error', async () => {
    hoisted.client = { auth: { signOut: async () => ({ error: new AuthSessionMissingError() }) } };
    await signOut();
    expect(events).toEqual(['local state cleared', 'go to /']);
  });

  it.each([
    ['the auth server fails (500)', () => json(500, { code: 'unexpected_failure', msg: 'Internal Server Error' })],
    ['a proxy answers with its own error page (502)', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('when %s: the spec’s alert, this browser signed out all the same, then the home page', async (_case, answer) => {
    hoisted.client = signedInClient(answer);
    await signOut();
    expect(events).toEqual([
      'local state cleared',
      'POST /auth/v1/logout?scope=global',
      // The session is forgotten here before the server is asked again; whatever it answers, it stays forgotten.
      'POST /auth/v1/logout?scope=local',
      'alert: There was an issue signing out, but you will be redirected to the home page.',
      'go to /',
    ]);
    expect(stored.has(STORAGE_KEY), 'the stored session is gone, so the home page loads signed out').toBe(false);
  });

  it('when the auth client cannot load: the alert, then the home page', async () => {
    hoisted.client = new Error('chunk failed to load');
    await signOut();
    expect(events).toEqual(['local state cleared', `alert: ${AUTH_ERRORS.signOutIssue}`, 'go to /']);
  });
});
