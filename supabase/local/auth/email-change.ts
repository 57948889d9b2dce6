import type { Tx } from '../db';
import type { StackContext } from '../types';
import { newLinkToken, sendLinkMail, verifyLink } from './links';
import { changeEmail, clearToken, setToken, type UserRow } from './users';

/**
 * Secure e-mail change, as GoTrue with mailer_secure_email_change_enabled (config.toml's double_confirm_changes):
 * PUT /user with a new address changes nothing yet. A link goes to the new address, proving that mailbox, and
 * one to the current address, proving the change is the owner's wish; the address changes only when both have
 * been followed, in either order. Until then auth.users.email stays, so nothing keyed on it (a profile, the
 * my-data functions) follows an address its user has not proved.
 */

/** GoTrue's answer to the first of the two links (singleConfirmationAccepted). */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Sends both links and records the change as pending; asking again replaces the earlier links. */
export async function startEmailChange(
  ctx: StackContext,
  tx: Tx,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  const current = user.email ?? '';
  const intro = `Follow this link to confirm the update of your email from ${current} to ${newEmail}:`;
  await tx.query(`update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1`, [
    user.id,
    newEmail,
  ]);
  const toNew = newLinkToken(newEmail, false);
  await setToken(tx, user.id, 'email_change', toNew.token, newEmail);
  await sendLinkMail(ctx, newEmail, 'email_change', verifyLink(ctx, toNew.token, 'email_change', redirectTo), toNew.otp, intro);
  // A user without an address (none here yet, as phone sign-up is off) has nothing to confirm from.
  if (!current) {
    await clearToken(tx, user.id, 'email_change_current');
    return;
  }
  const toCurrent = newLinkToken(current, false);
  await setToken(tx, user.id, 'email_change_current', toCurrent.token, current);
  await sendLinkMail(
    ctx,
    current,
    'email_change',
    verifyLink(ctx, toCurrent.token, 'email_change', redirectTo),
    toCurrent.otp,
    intro,
  );
}

/**
 * One of the two links followed (`kind` says which): the first only uses itself up and answers 'pending'; the
 * second (or the only one, when no current-address link is out) moves the user to the new address.
 */
export async function confirmEmailChange(
  tx: Tx,
  user: UserRow,
  kind: 'email_change' | 'email_change_current',
): Promise<'pending' | 'changed'> {
  const other = kind === 'email_change' ? user.email_change_token_current : user.email_change_token_new;
  if (!user.email_change_confirm_status && other) {
    await clearToken(tx, user.id, kind);
    await tx.query('update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [user.id]);
    return 'pending';
  }
  await changeEmail(tx, user.id, user.email_change ?? '');
  return 'changed';
}
