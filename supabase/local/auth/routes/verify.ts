import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db';
import { recordWrongCode } from '../attempts';
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from '../email-change';
import { AuthError, badRequest, forbidden } from '../errors';
import { LINK_TOKEN_TTL_MS, newLinkToken, PKCE_PREFIX, redirectTarget, sendLinkMail, tokenHash, verifyLink } from '../links';
import { createFlowState, issueAuthCode, pkceParams } from '../pkce';
import { json, readJson, str, validEmail } from '../request';
import type { AuthRequest } from '../route';
import { issueSession, type AuthMethod, type SessionResponse } from '../sessions';
import {
  clearToken,
  confirmEmail,
  findUserByEmail,
  findUserByToken,
  setPassword,
  setToken,
  type TokenKind,
  type UserRow,
} from '../users';

/** What each link type checks and which flow-state method its PKCE variant uses. */
const LINK_TYPES: Record<string, { kind: TokenKind; method: AuthMethod }> = {
  signup: { kind: 'confirmation', method: 'email/signup' },
  invite: { kind: 'confirmation', method: 'invite' },
  recovery: { kind: 'recovery', method: 'recovery' },
  magiclink: { kind: 'recovery', method: 'magiclink' },
  email_change: { kind: 'email_change', method: 'email_change' },
};

function linkSpec(type: string): { kind: TokenKind; method: AuthMethod } | undefined {
  return Object.hasOwn(LINK_TYPES, type) ? LINK_TYPES[type] : undefined;
}

/** HTTP statuses as OAuth error names in redirect fragments (GoTrue's oauthErrorMap). */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  404: 'invalid_request',
  422: 'invalid_request',
  429: 'access_denied',
  500: 'server_error',
};

/** POST /recover: always 200 {} so the answer does not reveal whether the address has an account. */
export async function recover({ ctx, req }: AuthRequest): Promise<Response> {
  const body = await readJson(req);
  const email = validEmail(str(body, 'email'), 'Password recovery requires an email');
  const pkce = pkceParams(body);
  const redirectTo = redirectTarget(ctx, req);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const { otp, token } = newLinkToken(email, !!pkce);
    await setToken(tx, user.id, 'recovery', token, email);
    if (pkce) await createFlowState(tx, user.id, pkce, 'recovery');
    await sendLinkMail(ctx, email, 'recovery', verifyLink(ctx, token, 'recovery', redirectTo), otp);
  });
  return json({});
}

/**
 * GET /verify, the e-mail link: always a 303. Implicit flow puts the session in the fragment; PKCE (token
 * prefixed pkce_) adds ?code= for exchangeCodeForSession; failures go to the fragment (and query for PKCE).
 */
export async function verifyGet({ ctx, req, url }: AuthRequest): Promise<Response> {
  const rawToken = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  if (!rawToken) throw badRequest('validation_failed', 'Verify requires a token');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const redirectTo = redirectTarget(ctx, req);
  const pkce = rawToken.startsWith(PKCE_PREFIX);
  const token = rawToken.replaceAll('-', '');
  try {
    const location = await ctx.db.transaction(async (tx) => {
      const spec = linkSpec(type);
      if (!spec) throw badRequest('validation_failed', 'Invalid email verification type');
      const found = await findLinkUser(tx, spec.kind, token);
      if (!found || linkExpired(found.user, found.kind)) throw forbidden('otp_expired', 'Email link is invalid or has expired');
      if ((await applyVerification(tx, found.user, found.kind)) === 'pending') return pendingRedirect(redirectTo, pkce);
      const { user } = found;
      if (pkce) {
        const target = new URL(redirectTo);
        target.searchParams.set('code', await issueAuthCode(tx, user.id, spec.method));
        return target.toString();
      }
      const s = await issueSession(ctx, tx, user.id, 'otp', req);
      const fragment = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: s.token_type,
        type,
      });
      return `${redirectTo}#${fragment}`;
    });
    return redirect(location);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return redirect(errorRedirect(redirectTo, e, pkce));
  }
}

/**
 * POST /verify with {type, token_hash} or {type, email, token}: a session as JSON. The fifth wrong code sent
 * with an e-mail address invalidates that user's outstanding code (attempts.ts).
 */
export async function verifyPost({ ctx, req }: AuthRequest): Promise<Response> {
  const body = await readJson(req);
  const type = str(body, 'type');
  const otp = str(body, 'token');
  const email = str(body, 'email').trim().toLowerCase();
  const hash = str(body, 'token_hash') || (otp && email ? tokenHash(email, otp) : '');
  if (!hash) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const spec = linkSpec(type);
  const kinds: TokenKind[] =
    type === 'email' ? ['confirmation', 'recovery'] : spec ? [spec.kind, ...(spec.kind === 'email_change' ? CURRENT : [])] : [];
  if (!kinds.length) throw badRequest('validation_failed', 'Unsupported verification type');
  // Committed even when refused: a wrong code counts towards the addressed user's limit of wrong tries.
  const result = await ctx.db.transaction(async (tx): Promise<SessionResponse | AuthError | 'pending'> => {
    for (const kind of kinds) {
      const user = (await findUserByToken(tx, kind, hash)) ?? (await findUserByToken(tx, kind, PKCE_PREFIX + hash));
      // A code is for the address it was sent to: the new one for an e-mail change's new-address link.
      const sentTo = kind === 'email_change' ? user?.email_change : user?.email;
      if (!user || (email && sentTo?.toLowerCase() !== email)) continue;
      if (linkExpired(user, kind)) return forbidden('otp_expired', 'Token has expired or is invalid');
      if ((await applyVerification(tx, user, kind)) === 'pending') return 'pending';
      return issueSession(ctx, tx, user.id, 'otp', req);
    }
    if (email) await recordWrongCode(tx, email, kinds);
    return forbidden('otp_expired', 'Token has expired or is invalid');
  });
  if (result instanceof AuthError) throw result;
  // GoTrue's answer to the first of an e-mail change's two links: no session, the change still pending.
  if (result === 'pending') return json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 });
  return json(result);
}

const CURRENT: TokenKind[] = ['email_change_current'];

/** The user a link token belongs to; an e-mail change link may be either of the two sent. */
async function findLinkUser(tx: Tx, kind: TokenKind, token: string): Promise<{ user: UserRow; kind: TokenKind } | undefined> {
  for (const k of kind === 'email_change' ? [kind, ...CURRENT] : [kind]) {
    const user = await findUserByToken(tx, k, token);
    if (user) return { user, kind: k };
  }
  return undefined;
}

function linkExpired(user: UserRow, kind: TokenKind): boolean {
  // An e-mail change link without a pending address to move to (it was applied or withdrawn) is spent.
  if ((kind === 'email_change' || kind === 'email_change_current') && !user.email_change) return true;
  const sent = {
    confirmation: user.confirmation_sent_at,
    recovery: user.recovery_sent_at,
    email_change: user.email_change_sent_at,
    email_change_current: user.email_change_sent_at,
  }[kind];
  return !sent || Date.now() > new Date(sent).getTime() + LINK_TOKEN_TTL_MS;
}

/** GoTrue's signupVerify / recoverVerify / emailChangeVerify: each link works once. */
async function applyVerification(tx: Tx, user: UserRow, kind: TokenKind): Promise<'done' | 'pending'> {
  if (kind === 'confirmation') {
    // An invited user has no password yet; GoTrue sets a random one and the app asks for a real one.
    if (user.invited_at && !user.encrypted_password) await setPassword(tx, user.id, randomBytes(32).toString('base64url'));
    await confirmEmail(tx, user.id);
  } else if (kind === 'recovery') {
    await clearToken(tx, user.id, 'recovery');
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
  } else if ((await confirmEmailChange(tx, user, kind)) === 'pending') {
    return 'pending';
  }
  return 'done';
}

/** GoTrue's prepRedirectURL: the message in the fragment, and in the query for PKCE. */
function pendingRedirect(redirectTo: string, pkce: boolean): string {
  const target = new URL(redirectTo);
  target.hash = '';
  if (pkce) target.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
  return `${target.toString()}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED })}`;
}

function errorRedirect(redirectTo: string, err: AuthError, pkce: boolean): string {
  const target = new URL(redirectTo);
  target.search = '';
  target.hash = '';
  const q = new URLSearchParams({
    error: OAUTH_ERRORS[err.status] ?? 'server_error',
    error_code: err.code,
    error_description: err.message,
  });
  if (pkce) target.search = q.toString();
  return `${target.toString()}#${q}`;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}
