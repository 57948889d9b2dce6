import { bearerToken } from '../gateway';
import type { Keys } from '../keys';
import type { DbRole, JwtClaims } from '../types';
import { RestError } from './errors';

/** The Range header (`0-9`, `10-`) as offset and optional limit, or undefined when absent or not a range. */
export function parseRangeHeader(headers: Headers): { offset: number; limit?: number } | undefined {
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(headers.get('range') ?? '');
  if (!m) return undefined;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: from, limit: to - from + 1 };
}

/** The intersection of the Range header with limit/offset, as PostgREST computes the top-level range. */
export function topLevelRange(
  header: { offset: number; limit?: number } | undefined,
  limit: number | undefined,
  offset: number | undefined,
): { offset: number; limit?: number } {
  const lower = Math.max(header?.offset ?? 0, offset ?? 0);
  const uppers = [
    header?.limit === undefined ? Infinity : header.offset + header.limit - 1,
    limit === undefined ? Infinity : (offset ?? 0) + limit - 1,
  ];
  const upper = Math.min(...uppers);
  return { offset: lower, limit: upper === Infinity ? undefined : Math.max(0, upper - lower + 1) };
}

export interface RequestAuth {
  role: DbRole;
  claims: JwtClaims;
}

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

function invalidToken(message: string, code: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** Verifies bearer JWTs as PostgREST does, remembering good tokens until they expire. */
export class JwtAuthenticator {
  constructor(private readonly keys: Keys) {}

  async authenticate(headers: Headers): Promise<RequestAuth> {
    const token = bearerToken(headers);
    if (!token) return { role: 'anon', claims: { role: 'anon' } };

    const parts = token.split('.').length;
    if (parts !== 3) throw invalidToken(`Expected 3 parts in JWT; got ${parts}`, 'PGRST301');
    const result = await this.keys.verify(token);
    if (!result.ok) {
      if (result.reason === 'expired') throw invalidToken('JWT expired', 'PGRST303');
      throw invalidToken('JWT cryptographic operation failed', 'PGRST301');
    }
    const role = result.claims.role ?? 'anon';
    if (!ROLES.has(role)) {
      throw new RestError(401, '22023', `role "${role}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
    }
    // Keys.verify remembers a checked signature until the token expires, so this costs no crypto per request.
    return { role: role as DbRole, claims: result.claims };
  }
}
