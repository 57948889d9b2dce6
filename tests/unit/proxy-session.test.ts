import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '@/lib/auth/proxy';

const ORIGIN = 'http://localhost:3000';

function request(path: string, cookie?: string) {
  return new NextRequest(new URL(path, ORIGIN), { headers: cookie ? { cookie } : {} });
}

function redirectOf(response: Response): string {
  const location = new URL(response.headers.get('location') ?? '/', ORIGIN);
  return location.pathname + location.search;
}

describe('the session refresh of a request without a session cookie', () => {
  const fetches: string[] = [];

  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      fetches.push(String(input));
      return Promise.reject(new Error('no request was expected'));
    });
  });

  afterEach(() => {
    fetches.length = 0;
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('passes a public page on without asking Supabase, whatever other cookies it carries', async () => {
    for (const cookie of [undefined, 'mba_attribution=abc; theme=dark', 'sb-127-auth-token=']) {
      const response = await updateSession(request('/colleges?state=maharashtra', cookie));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('location')).toBeNull();
    }
    expect(fetches).toEqual([]);
  });

  it('sends guarded pages to the right sign-in page, remembering where the visitor was going', async () => {
    expect(redirectOf(await updateSession(request('/admin/leads?status=new')))).toBe(
      `/admin/login?${new URLSearchParams({ redirect: '/admin/leads?status=new' })}`,
    );
    expect(redirectOf(await updateSession(request('/profile')))).toBe(`/signin?${new URLSearchParams({ redirect: '/profile' })}`);
    expect(fetches).toEqual([]);
  });
});
