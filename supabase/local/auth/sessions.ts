import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import type { StackContext } from '../types';
import { AuthError, badRequest } from './errors';
import { clientIp } from './rate-limit';
import { userJson, type UserJson } from './user-json';
import { findUserById, identitiesOf, touchLastSignIn, type UserRow } from './users';

/** GoTrue's authentication methods, recorded per session and reported in the amr claim. */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'email/signup' | 'invite' | 'magiclink' | 'email_change';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/** The Supabase CLI's refresh_token_reuse_interval: a rotated token still works this long, for racing tabs. */
const REUSE_INTERVAL_MS = 10_000;

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

/** Starts a session for the user (GoTrue's issueRefreshToken): session row, amr claim, refresh token, sign-in time. */
export async function issueSession(
  ctx: StackContext,
  tx: Tx,
  userId: string,
  method: AuthMethod,
  req: Request,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, userId, req.headers.get('user-agent'), clientIp(req)],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values ($1, $2, now(), now(), $3)`,
    [randomUUID(), sessionId, method],
  );
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  await touchLastSignIn(tx, userId);
  return sessionResponse(ctx, tx, userId, sessionId, refreshToken);
}

/**
 * The refresh_token grant with GoTrue's rotation: each use revokes the token and hands out a child. A revoked
 * token is still honoured within the reuse interval (returning the live child if it is that child's parent);
 * later it revokes the whole session's tokens and is refused, and so is every token of a revoked family from
 * then on, however recent. Returns an error instead of throwing when that revocation must be committed.
 */
export async function refreshSession(ctx: StackContext, tx: Tx, token: string): Promise<SessionResponse | AuthError> {
  if (!token) return badRequest('validation_failed', 'refresh_token required');
  const { rows } = await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1', [token]);
  const row = rows[0];
  const notFound = badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!row) return notFound;
  const user = await findUserById(tx, row.user_id);
  if (!user) return notFound;
  if (isBanned(user)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  if (!row.session_id) return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const sessionId = row.session_id;

  let issued: string | undefined;
  if (row.revoked) {
    const active = (
      await tx.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [sessionId],
      )
    ).rows[0];
    // Rotation always leaves one live token, so a session without one had its whole family revoked (reuse was
    // detected). That revocation stamps the live tokens' updated_at, which would otherwise open the reuse
    // interval for them: whoever holds the latest token could refresh the revoked family back to life.
    if (!active) return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    if (active.parent === row.token) {
      issued = active.token;
    } else if (Date.now() > new Date(row.updated_at).getTime() + REUSE_INTERVAL_MS) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
        [sessionId],
      );
      return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
  }
  if (!issued) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and revoked = false', [
      row.id,
    ]);
    issued = await insertRefreshToken(tx, user.id, sessionId, row.token);
  }
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [sessionId]);
  return sessionResponse(ctx, tx, user.id, sessionId, issued);
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens and amr claims go with them by cascade. */
export async function endSessions(tx: Tx, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === 'local' && sessionId) {
    await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others' && sessionId) {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else if (scope === 'global') {
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}

export function isBanned(user: UserRow): boolean {
  return !!user.banned_until && new Date(user.banned_until).getTime() > Date.now();
}

async function insertRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

async function sessionResponse(
  ctx: StackContext,
  tx: Tx,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = (await findUserById(tx, userId)) as UserRow;
  const { rows: amr } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const accessToken = await ctx.keys.signAccessToken({
    iss: `${ctx.config.url}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: amr.map((a) => ({ method: a.method, timestamp: Number(a.timestamp) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(tx, user.id)),
  };
}
