import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from '@/lib/supabase/session-cookie';

describe('hasSessionCookie', () => {
  it('sees a whole or chunked Supabase auth cookie and nothing else', () => {
    expect(hasSessionCookie('sb-127-auth-token=base64-abc')).toBe(true);
    expect(hasSessionCookie('theme=dark; sb-127-auth-token.0=base64-abc; sb-127-auth-token.1=def')).toBe(true);
    expect(hasSessionCookie('sb-127-auth-token-code-verifier=xyz')).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });

  it('finds the session whatever its place among other cookies and their spacing', () => {
    expect(hasSessionCookie('a=1;sb-abcdefgh-auth-token=x')).toBe(true);
    expect(hasSessionCookie('a=1;   sb-abcdefgh-auth-token.0=x;b=2')).toBe(true);
    expect(hasSessionCookie('sb-my-project-auth-token=x')).toBe(true);
  });

  it('needs the first chunk: later chunks alone are not a session @supabase/ssr can read', () => {
    expect(hasSessionCookie('sb-127-auth-token.1=def')).toBe(false);
    expect(hasSessionCookie('sb-127-auth-token.1=def; sb-127-auth-token.2=ghi')).toBe(false);
  });

  it('ignores an emptied cookie and look-alike names', () => {
    expect(hasSessionCookie('sb-127-auth-token=')).toBe(false);
    expect(hasSessionCookie('sb-127-auth-token.0=; theme=dark')).toBe(false);
    expect(hasSessionCookie('xsb-127-auth-token=abc')).toBe(false);
    expect(hasSessionCookie('sb--auth-token=abc')).toBe(false);
    expect(hasSessionCookie('theme=sb-127-auth-token=abc')).toBe(false);
    expect(hasSessionCookie('sb-127-auth-token')).toBe(false);
  });
});
