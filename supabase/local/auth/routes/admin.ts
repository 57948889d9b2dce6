import type { Tx } from '../../db';
import { badRequest, notFound, unprocessable, weakPasswordError } from '../errors';
import { isAllowedRedirect, newLinkToken, redirectTarget, sendLinkMail, verifyLink, type LinkType } from '../links';
import { json, MIN_PASSWORD_LENGTH, obj, readJson, requireAdmin, str, validEmail } from '../request';
import type { AuthRequest } from '../route';
import { endSessions } from '../sessions';
import { userJson } from '../user-json';
import {
  changeEmail,
  confirmEmail,
  deleteUser,
  findUserByEmail,
  findUserById,
  identitiesOf,
  isUuid,
  listUsers,
  setPassword,
  setToken,
  updateMetadata,
  type UserRow,
} from '../users';
import { createUser, freshUserJson } from './signup';

const EMAIL_EXISTS = () => unprocessable('email_exists', 'A user with this email address has already been registered');

function optionalPassword(body: Record<string, unknown>): string | undefined {
  const password = typeof body.password === 'string' && body.password ? body.password : undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) throw weakPasswordError(MIN_PASSWORD_LENGTH);
  return password;
}

/** POST /admin/users */
export async function adminCreateUser({ ctx, req }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  const body = await readJson(req);
  const email = validEmail(str(body, 'email'));
  const password = optionalPassword(body);
  return json(
    await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw EMAIL_EXISTS();
      const user = await createUser(tx, {
        email,
        password,
        userMetadata: obj(body, 'user_metadata') ?? {},
        appMetadata: obj(body, 'app_metadata') ?? {},
      });
      if (body.email_confirm === true) await confirmEmail(tx, user.id);
      if (typeof body.ban_duration === 'string') await ban(tx, user.id, body.ban_duration);
      return freshUserJson(tx, user.id);
    }),
  );
}

/** GET /admin/users?page&per_page, newest first, with GoTrue's pagination headers. */
export async function adminListUsers({ ctx, req, url }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  const page = positiveInt(url.searchParams.get('page'), 1);
  const perPage = positiveInt(url.searchParams.get('per_page'), 50);
  const { users, total } = await ctx.db.transaction(async (tx) => {
    const found = await listUsers(tx, page, perPage);
    return {
      total: found.total,
      users: await Promise.all(found.users.map(async (u) => userJson(u, await identitiesOf(tx, u.id)))),
    };
  });
  // GoTrue always sends rel="last"; auth-js splits this header and would fail on an empty one.
  const lastPage = Math.ceil(total / perPage);
  const pageLink = (n: number) => {
    const q = new URLSearchParams(url.searchParams);
    q.set('page', String(n));
    q.set('per_page', String(perPage));
    return `</admin/users?${q}>`;
  };
  const links = page < lastPage ? [`${pageLink(page + 1)}; rel="next"`] : [];
  links.push(`${pageLink(lastPage)}; rel="last"`);
  return json({ users, aud: 'authenticated' }, 200, { 'x-total-count': String(total), link: links.join(', ') });
}

/** GET /admin/users/{id} */
export async function adminGetUser({ ctx, req, params }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  return json(await ctx.db.transaction(async (tx) => freshUserJson(tx, (await userParam(tx, params[0])).id)));
}

/** PUT /admin/users/{id}: e-mail, password (ends all sessions), confirmation, metadata merge, ban. */
export async function adminUpdateUser({ ctx, req, params }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  const body = await readJson(req);
  const password = optionalPassword(body);
  const email = typeof body.email === 'string' && body.email ? validEmail(body.email) : undefined;
  return json(
    await ctx.db.transaction(async (tx) => {
      const user = await userParam(tx, params[0]);
      if (email && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== user.id) throw EMAIL_EXISTS();
        await changeEmail(tx, user.id, email);
      }
      if (password !== undefined) {
        await setPassword(tx, user.id, password);
        await endSessions(tx, user.id, undefined, 'global');
      }
      if (body.email_confirm === true) await confirmEmail(tx, user.id);
      const userMeta = obj(body, 'user_metadata');
      const appMeta = obj(body, 'app_metadata');
      if (userMeta || appMeta)
        await updateMetadata(tx, (await findUserById(tx, user.id)) as UserRow, { user: userMeta, app: appMeta });
      if (typeof body.ban_duration === 'string') await ban(tx, user.id, body.ban_duration);
      return freshUserJson(tx, user.id);
    }),
  );
}

/** DELETE /admin/users/{id} → 200 {} (identities, sessions and tokens go by cascade). */
export async function adminDeleteUser({ ctx, req, params }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  await ctx.db.transaction(async (tx) => deleteUser(tx, (await userParam(tx, params[0])).id));
  return json({});
}

/** POST /invite: creates (or re-invites) an unconfirmed user and mails an invite link. */
export async function invite({ ctx, req }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  const body = await readJson(req);
  const email = validEmail(str(body, 'email'));
  const redirectTo = redirectTarget(ctx, req);
  return json(
    await ctx.db.transaction(async (tx) => {
      const user = await userForInvite(tx, email, obj(body, 'data') ?? {});
      const { otp, token } = newLinkToken(email, false);
      await setToken(tx, user.id, 'confirmation', token, email);
      await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
      await sendLinkMail(ctx, email, 'invite', verifyLink(ctx, token, 'invite', redirectTo), otp);
      return freshUserJson(tx, user.id);
    }),
  );
}

/** POST /admin/generate_link: the link GoTrue would e-mail, returned instead of sent. */
export async function generateLink({ ctx, req }: AuthRequest): Promise<Response> {
  await requireAdmin(ctx, req);
  const body = await readJson(req);
  const type = str(body, 'type');
  if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type)) {
    throw badRequest('validation_failed', 'Invalid email action link type requested');
  }
  const email = validEmail(str(body, 'email'));
  const asked = str(body, 'redirect_to');
  const redirectTo = asked && isAllowedRedirect(ctx, asked) ? asked : redirectTarget(ctx, req);
  const data = obj(body, 'data') ?? {};
  return json(
    await ctx.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (type === 'signup') {
        const password = optionalPassword(body);
        if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
        if (user?.email_confirmed_at) throw EMAIL_EXISTS();
        user ??= await createUser(tx, { email, password, userMetadata: data, appMetadata: {} });
      } else if (type === 'invite') {
        user = await userForInvite(tx, email, data);
        await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
      } else if (!user) {
        throw notFound('user_not_found', 'User with this email not found');
      }
      const { otp, hashedToken } = newLinkToken(email, false);
      await setToken(tx, user.id, type === 'signup' || type === 'invite' ? 'confirmation' : 'recovery', hashedToken, email);
      return {
        ...(await freshUserJson(tx, user.id)),
        action_link: verifyLink(ctx, hashedToken, type, redirectTo),
        email_otp: otp,
        hashed_token: hashedToken,
        verification_type: type as LinkType,
        redirect_to: redirectTo,
      };
    }),
  );
}

async function userForInvite(tx: Tx, email: string, data: Record<string, unknown>): Promise<UserRow> {
  const existing = await findUserByEmail(tx, email);
  if (existing?.email_confirmed_at) throw EMAIL_EXISTS();
  return existing ?? createUser(tx, { email, userMetadata: data, appMetadata: {}, invited: true });
}

async function userParam(tx: Tx, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('user_not_found', 'User not found');
  const user = await findUserById(tx, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** ban_duration: "none" lifts a ban; otherwise a Go duration such as "24h" or "1h30m". */
async function ban(tx: Tx, userId: string, duration: string): Promise<void> {
  if (duration === 'none') {
    await tx.query('update auth.users set banned_until = null where id = $1', [userId]);
    return;
  }
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration) {
    throw badRequest('validation_failed', `invalid format for ban duration: ${duration}`);
  }
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]], 0);
  await tx.query('update auth.users set banned_until = $2 where id = $1', [userId, new Date(Date.now() + ms)]);
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
