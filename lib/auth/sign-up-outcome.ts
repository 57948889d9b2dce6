import { AUTH_SUCCESS, CLOSE_DELAY_MS } from './error-messages';

export type SignUpOutcome =
  | { signedIn: true; message: typeof AUTH_SUCCESS.signedUp; closeAfterMs: number }
  | { signedIn: false; message: typeof AUTH_SUCCESS.confirmEmail };

/**
 * What the sign-up form says once Auth accepted a sign-up (spec §4, §8). With confirmations on — the local
 * stack's default and the hosted setting docs/deployment.md asks for — no session comes back, for a new
 * address and a known one alike, and the form says the same either way: check your e-mail. It never reads
 * `identities` (GoTrue leaves it empty for a known address), so the form cannot tell anyone which addresses
 * have accounts. Only a project with confirmations off answers with a session: signed in at once, and the
 * modal closes after spec §9's 2 s.
 */
export function signUpOutcome(response: { session: object | null }): SignUpOutcome {
  if (!response.session) return { signedIn: false, message: AUTH_SUCCESS.confirmEmail };
  return { signedIn: true, message: AUTH_SUCCESS.signedUp, closeAfterMs: CLOSE_DELAY_MS.signUp };
}
