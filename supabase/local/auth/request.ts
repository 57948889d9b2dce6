import type { Tx } from '../db';
import { bearerToken } from '../gateway';
import { parseJsonBounded } from '../json-depth';
import type { JwtClaims, StackContext } from '../types';
import { AuthError, badRequest, forbidden } from './errors';
import { sessionExists } from './sessions';
import { findUserById, isUuid, type Json, type UserRow } from './users';

export async function readJson(req: Request): Promise<Json> {
  const text = await req.text();
  if (!text.trim()) return {};
  // Bounded: user metadata goes on to jsonb and into every JWT, where over-deep JSON would be a 500.
  const result = parseJsonBounded(text);
  if (!result.ok) throw badRequest('bad_json', `Could not parse request body as JSON: ${result.message}`);
  const parsed = result.value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('bad_json', 'Could not parse request body as JSON');
  return parsed as Json;
}

export function str(body: Json, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : '';
}

export function obj(body: Json, key: string): Json | undefined {
  const v = body[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
}

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers: h });
}

/** GoTrue's validateEmail: required, trimmed, lower-cased, a plausible address. */
export function validEmail(raw: string, missingMessage = 'An email address is required'): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw new AuthError(422, 'validation_failed', missingMessage);
  if (email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email;
}

export const MIN_PASSWORD_LENGTH = 6;

export interface Caller {
  user: UserRow;
  claims: JwtClaims;
  sessionId?: string;
}

async function verifiedClaims(ctx: StackContext, req: Request): Promise<JwtClaims> {
  const token = bearerToken(req.headers);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = await ctx.keys.verify(token);
  if (!result.ok) {
    const detail = result.reason === 'expired' ? 'token has invalid claims: token is expired' : result.message;
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
  return result.claims;
}

/** GoTrue's requireAuthentication + maybeLoadUserOrSession for endpoints acting as the signed-in user. */
export async function requireUser(ctx: StackContext, req: Request, tx: Tx): Promise<Caller> {
  const claims = await verifiedClaims(ctx, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(tx, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== NIL_UUID ? claims.session_id : undefined;
  if (sessionId && !(isUuid(sessionId) && (await sessionExists(tx, sessionId)))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims, sessionId };
}

/** Admin endpoints take the service-role key (or a supabase_admin token) as the bearer. */
export async function requireAdmin(ctx: StackContext, req: Request): Promise<void> {
  const claims = await verifiedClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw forbidden('not_admin', 'User not allowed');
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
