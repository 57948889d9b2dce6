import { describe, expect, it } from 'vitest';
import { AUTH_SUCCESS, CLOSE_DELAY_MS } from '@/lib/auth/error-messages';
import { signUpOutcome } from '@/lib/auth/sign-up-outcome';

// What the sign-up form says after Auth accepted a sign-up (components/auth/sign-up-form.tsx).

/** Auth's answer without a session: the user, with one identity for a new address and (GoTrue) none for a known one. */
const answer = (identities: unknown[]) => ({ session: null, user: { id: 'u', email: 'a@b.co', identities } });

describe('signUpOutcome', () => {
  it('asks a new address to confirm by e-mail when no session comes back (confirmations on)', () => {
    expect(signUpOutcome(answer([{ provider: 'email' }]))).toEqual({
      signedIn: false,
      message: 'Account created! Please check your email to confirm your account before signing in.',
    });
  });

  it('says exactly the same for a known address, even when Auth marks it with no identities', () => {
    const forKnown = signUpOutcome(answer([]));
    const forNew = signUpOutcome(answer([{ provider: 'email' }]));
    expect(forKnown).toEqual(forNew);
    expect(forKnown.message).not.toMatch(/already exists/);
  });

  it('signs in at once and closes after 2 s on a project with confirmations off', () => {
    expect(signUpOutcome({ session: { access_token: 't' } })).toEqual({
      signedIn: true,
      message: AUTH_SUCCESS.signedUp,
      closeAfterMs: CLOSE_DELAY_MS.signUp,
    });
    expect(AUTH_SUCCESS.signedUp).toBe('Account created successfully! You can now start using the platform.');
    expect(CLOSE_DELAY_MS.signUp).toBe(2000);
  });
});
