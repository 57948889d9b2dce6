import { startEmailChange } from '../email-change';
import { badRequest, unprocessable, weakPasswordError } from '../errors';
import { redirectTarget } from '../links';
import { json, MIN_PASSWORD_LENGTH, obj, readJson, requireUser, validEmail } from '../request';
import type { AuthRequest } from '../route';
import { endSessions, type LogoutScope } from '../sessions';
import { userJson } from '../user-json';
import { changeEmail, findUserByEmail, identitiesOf, passwordMatches, setPassword, updateMetadata } from '../users';
import { freshUserJson } from './signup';

/** GET /user: the signed-in user, checked against the database (the token's session must still exist). */
export async function getUser({ ctx, req }: AuthRequest): Promise<Response> {
  return json(
    await ctx.db.transaction(async (tx) => {
      const { user } = await requireUser(ctx, req, tx);
      return userJson(user, await identitiesOf(tx, user.id));
    }),
  );
}

/**
 * PUT /user: password (other sessions end, as GoTrue's UpdatePassword), metadata merge, e-mail change (pending
 * until the links sent to the new and the current address are both followed: email-change.ts).
 */
export async function updateUser({ ctx, req }: AuthRequest): Promise<Response> {
  const body = await readJson(req);
  const password = typeof body.password === 'string' ? body.password : undefined;
  const data = obj(body, 'data');
  const newEmail = typeof body.email === 'string' && body.email ? validEmail(body.email) : undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) throw weakPasswordError(MIN_PASSWORD_LENGTH);
  const redirectTo = redirectTarget(ctx, req);

  return json(
    await ctx.db.transaction(async (tx) => {
      const { user, sessionId } = await requireUser(ctx, req, tx);
      if (password !== undefined) {
        if (await passwordMatches(tx, user.id, password)) {
          throw unprocessable('same_password', 'New password should be different from the old password.');
        }
        await setPassword(tx, user.id, password);
        await endSessions(tx, user.id, sessionId, sessionId ? 'others' : 'global');
      }
      if (data) await updateMetadata(tx, user, { user: data });
      if (newEmail && newEmail !== user.email) {
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.id !== user.id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
        // Auto-confirm (confirmations off) applies it at once, as GoTrue does; otherwise both addresses confirm.
        if (!ctx.config.confirmEmail) await changeEmail(tx, user.id, newEmail);
        else await startEmailChange(ctx, tx, user, newEmail, redirectTo);
      }
      return freshUserJson(tx, user.id);
    }),
  );
}

/** POST /logout?scope=global|local|others → 204. */
export async function logout({ ctx, req, url }: AuthRequest): Promise<Response> {
  const scope = (url.searchParams.get('scope') || 'global') as LogoutScope;
  if (!['global', 'local', 'others'].includes(scope))
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await requireUser(ctx, req, tx);
    await endSessions(tx, user.id, sessionId, scope);
  });
  return new Response(null, { status: 204 });
}
