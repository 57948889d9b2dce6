import { isPgError, type Tx } from '../../db';
import type { StackContext } from '../../types';
import { AuthError, unprocessable, weakPasswordError } from '../errors';
import { newLinkToken, redirectTarget, sendLinkMail, verifyLink } from '../links';
import { lookalikeUser } from '../lookalike-user';
import { createFlowState, pkceParams, type PkceParams } from '../pkce';
import { json, MIN_PASSWORD_LENGTH, obj, readJson, str, validEmail } from '../request';
import type { AuthRequest } from '../route';
import { issueSession } from '../sessions';
import { userJson } from '../user-json';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  identitiesOf,
  insertUser,
  setToken,
  type NewUser,
  type UserRow,
} from '../users';

/**
 * POST /signup: a session at once when e-mail confirmation is off, else the bare user and a confirmation e-mail;
 * with confirmations on, a known address gets the same answer as an unknown one (lookalike-user.ts).
 */
export async function signup({ ctx, req }: AuthRequest): Promise<Response> {
  const body = await readJson(req);
  const password = str(body, 'password');
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPasswordError(MIN_PASSWORD_LENGTH);
  if (str(body, 'phone') && !str(body, 'email'))
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validEmail(str(body, 'email'));
  const pkce = pkceParams(body);
  const data = obj(body, 'data') ?? {};
  const redirectTo = redirectTarget(ctx, req);

  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (!ctx.config.confirmEmail) throw unprocessable('user_already_exists', 'User already registered');
      // Unconfirmed: the claimed identity is unproven, so the user is left as it is and only re-sent the link
      // (GoTrue re-sends it too). Either way the answer is a new sign-up's, never the account's own data.
      if (!existing.email_confirmed_at) await sendConfirmation(ctx, tx, existing, pkce, redirectTo);
      return json(await lookalikeUser(tx, email, password, data));
    }
    const user = await createUser(tx, { email, password, userMetadata: data, appMetadata: {} });
    if (!ctx.config.confirmEmail) {
      await confirmEmail(tx, user.id);
      return json(await issueSession(ctx, tx, user.id, 'password', req));
    }
    await sendConfirmation(ctx, tx, user, pkce, redirectTo);
    return json(await freshUserJson(tx, user.id));
  });
}

/** Inserts a user; a failing trigger on auth.users surfaces as GoTrue's 500 "Database error saving new user". */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  try {
    return await insertUser(tx, input);
  } catch (e) {
    if (!isPgError(e)) throw e;
    console.error('[local-stack auth] inserting into auth.users failed:', e.message);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
}

export async function sendConfirmation(
  ctx: StackContext,
  tx: Tx,
  user: UserRow,
  pkce: PkceParams | undefined,
  redirectTo: string,
) {
  const email = user.email ?? '';
  const { otp, token } = newLinkToken(email, !!pkce);
  await setToken(tx, user.id, 'confirmation', token, email);
  if (pkce) await createFlowState(tx, user.id, pkce, 'email/signup');
  await sendLinkMail(ctx, email, 'signup', verifyLink(ctx, token, 'signup', redirectTo), otp);
}

export async function freshUserJson(tx: Tx, userId: string) {
  return userJson((await findUserById(tx, userId)) as UserRow, await identitiesOf(tx, userId));
}
