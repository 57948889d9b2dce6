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
});
