import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthClient } from '@/lib/auth/auth-client';
import { AUTH_ERRORS, authErrorMessage, AuthFailure } from '@/lib/auth/error-messages';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getAuthClient', () => {
  it('fails as INIT_FAILED without settings, then tries again and keeps the one client it makes', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', '');
    const failure: unknown = await getAuthClient().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthFailure);
    expect(failure).toMatchObject({ code: 'INIT_FAILED' });
    expect(authErrorMessage(failure, { action: 'signIn', surface: 'page' })).toBe(AUTH_ERRORS.initFailed);

    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
    const client = await getAuthClient();
    expect(typeof client.from).toBe('function');
    expect(typeof client.auth.signInWithPassword).toBe('function');
    expect(await getAuthClient()).toBe(client);
  });
});
