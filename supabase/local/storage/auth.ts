import { decodeJwt } from 'jose';
import type { RequestScope } from '../db';
import type { Keys } from '../keys';
import type { DbRole } from '../types';
import { ERRORS } from './errors';

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** Who a storage request acts as; `owner` is the JWT subject, stored on the objects it creates. */
export interface Caller {
  scope: RequestScope;
  owner?: string;
}

/**
 * Storage verifies the bearer JWT itself (the gateway lets storage through without an API key). Failures read like
 * the jsonwebtoken messages Storage reports, as AccessDenied (403 in the body).
 */
export async function authenticate(req: Request, keys: Keys): Promise<Caller> {
  const token = bearer(req);
  if (!token) throw ERRORS.accessDenied('jwt must be provided');
  const result = await keys.verify(token);
  if (!result.ok)
    throw ERRORS.accessDenied(
      result.reason === 'expired' ? 'jwt expired' : malformed(token) ? 'jwt malformed' : 'invalid signature',
    );
  const role = result.claims.role;
  if (!ROLES.includes(role as DbRole)) throw ERRORS.accessDenied(`role "${String(role)}" does not exist`);
  const sub = typeof result.claims.sub === 'string' ? result.claims.sub : undefined;
  return { scope: { role: role as DbRole, claims: result.claims }, owner: sub };
}

function bearer(req: Request): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '');
  return match?.[1].trim() || req.headers.get('apikey')?.trim() || undefined;
}

function malformed(token: string): boolean {
  try {
    decodeJwt(token);
    return false;
  } catch {
    return true;
  }
}

/** storage.objects.owner is a uuid; owner_id keeps any subject. */
export function ownerUuid(caller: Caller): string | null {
  return caller.owner && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(caller.owner)
    ? caller.owner
    : null;
}
