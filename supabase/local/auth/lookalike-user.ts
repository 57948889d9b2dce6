import { randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import { userJson, type UserJson } from './user-json';
import { BCRYPT_COST, type IdentityRow, type Json, type UserRow } from './users';

/**
 * What sign-up answers for an address that already has an account, with confirmations on: exactly what a new
 * sign-up of that address with this request's data would answer (a fresh id, the sent data, one unconfirmed
 * e-mail identity), so neither the shape, the values nor the time taken tells a known address from an unknown one.
 * GoTrue's own answer here (sanitizeUser) leaves `identities` empty and `role` blank, which does tell them
 * apart; the local stack closes that gap, and docs/deployment.md names it for hosted projects.
 */
export async function lookalikeUser(tx: Tx, email: string, password: string, data: Json): Promise<UserJson> {
  const id = randomUUID();
  const identityData = { sub: id, email, email_verified: false, phone_verified: false };
  // Through Postgres, as a real row's metadata is: jsonb orders keys its own way, and hashing the password costs
  // what inserting a user costs.
  const { rows } = await tx.query<{ now: Date; user_meta: Json; identity_data: Json; app_meta: Json }>(
    `select now() as now, $1::jsonb as user_meta, $2::jsonb as identity_data, $3::jsonb as app_meta,
            extensions.crypt($4::text, extensions.gen_salt('bf', ${BCRYPT_COST})) is not null as hashed`,
    [{ ...data, ...identityData }, identityData, { provider: 'email', providers: ['email'] }, password],
  );
  const { now, user_meta, identity_data, app_meta } = rows[0];
  const user: UserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_token: null,
    confirmation_sent_at: now,
    recovery_token: null,
    recovery_sent_at: null,
    email_change_token_new: null,
    email_change: null,
    email_change_sent_at: null,
    email_change_token_current: null,
    email_change_confirm_status: 0,
    last_sign_in_at: null,
    raw_app_meta_data: app_meta,
    raw_user_meta_data: user_meta,
    created_at: now,
    updated_at: now,
    phone: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data,
    provider: 'email',
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    email: email.toLowerCase(),
  };
  return userJson(user, [identity]);
}
