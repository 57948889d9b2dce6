import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../db';
import { recordWrongVerifier } from './attempts';
import { AuthError, badRequest, notFound, unprocessable } from './errors';
import type { AuthMethod } from './sessions';
import type { Json } from './users';

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's FlowStateExpiryDuration default. */
const FLOW_STATE_TTL_MS = 300_000;

interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/** code_challenge and code_challenge_method from a request body; none (or nulls) means the implicit flow. */
export function pkceParams(body: Json): PkceParams | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain')
    throw badRequest('validation_failed', `unsupported code_challenge method "${method}"`);
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

export async function createFlowState(tx: Tx, userId: string, pkce: PkceParams, method: AuthMethod): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** For a PKCE link: the user's latest flow of that kind gets its auth code issued; returns the code. */
export async function issueAuthCode(tx: Tx, userId: string, method: AuthMethod): Promise<string> {
  const { rows } = await tx.query<FlowStateRow>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  if (!rows[0]) throw notFound('flow_state_not_found', 'No associated flow state found.');
  return rows[0].auth_code;
}

/**
 * The pkce grant: checks the code verifier against the stored challenge, consumes the flow state. A wrong
 * verifier is returned rather than thrown, so that its count (see attempts.ts) is committed with the refusal.
 */
export async function exchangeAuthCode(
  tx: Tx,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: AuthMethod } | AuthError> {
  if (!authCode || !verifier)
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const { rows } = await tx.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1', [authCode]);
  const flow = rows[0];
  if (!flow) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const started =
    flow.auth_code_issued_at && flow.authentication_method === 'magiclink' ? flow.auth_code_issued_at : flow.created_at;
  if (Date.now() > new Date(started).getTime() + FLOW_STATE_TTL_MS) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (!sameString(expected, flow.code_challenge)) {
    await recordWrongVerifier(tx, flow.id);
    return badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  if (!flow.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method as AuthMethod };
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
