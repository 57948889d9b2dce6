import type { Tx } from '../db';
import { clearToken, countFailedAttempt, findUserByEmail, type TokenKind } from './users';

/**
 * Wrong tries a code survives: the fifth wrong one invalidates it. GoTrue itself only rate-limits /verify per
 * IP, which leaves a 6-digit code open to guessing from many addresses; this is the per-token cap proposed in
 * supabase/auth#2819, with the counter in the column it proposes (one_time_tokens.failed_attempts).
 */
export const MAX_FAILED_ATTEMPTS = 5;

/**
 * A wrong e-mail code sent with an address: counted against each outstanding token of those kinds that the
 * addressed user holds (for an e-mail change, the user moving to that address); at the fifth wrong try the
 * token is cleared, so even the right code then gets otp_expired. A bare token_hash names no user and is left
 * to the rate limit: it is a 224-bit hash, not a 6-digit code.
 */
export async function recordWrongCode(tx: Tx, email: string, kinds: TokenKind[]): Promise<void> {
  const userIds = new Set<string>();
  const owner = await findUserByEmail(tx, email);
  if (owner) userIds.add(owner.id);
  if (kinds.includes('email_change')) {
    const { rows } = await tx.query<{ id: string }>('select id from auth.users where lower(email_change) = lower($1)', [email]);
    for (const r of rows) userIds.add(r.id);
  }
  for (const userId of userIds) {
    for (const kind of kinds) {
      const failed = await countFailedAttempt(tx, userId, kind);
      if (failed !== undefined && failed >= MAX_FAILED_ATTEMPTS) await clearToken(tx, userId, kind);
    }
  }
}

/**
 * A wrong PKCE code verifier for an auth code: counted on the flow state, which is deleted at the fifth wrong
 * try, so the code is dead (flow_state_not_found) even for the right verifier.
 */
export async function recordWrongVerifier(tx: Tx, flowStateId: string): Promise<void> {
  const { rows } = await tx.query<{ failed_attempts: number }>(
    'update auth.flow_state set failed_attempts = failed_attempts + 1, updated_at = now() where id = $1 returning failed_attempts',
    [flowStateId],
  );
  if (rows[0] && Number(rows[0].failed_attempts) >= MAX_FAILED_ATTEMPTS) {
    await tx.query('delete from auth.flow_state where id = $1', [flowStateId]);
  }
}
