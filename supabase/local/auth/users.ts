import { randomUUID } from 'node:crypto';
import type { Tx } from '../db';

export type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  /** The link sent to the current address under secure (double-confirmed) e-mail change. */
  email_change_token_current: string | null;
  /** GoTrue's count of the two e-mail change links already followed: 0 or 1 (the change applies at the second). */
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/**
 * bcrypt cost for new passwords. GoTrue uses 10, which pgcrypto under WASM computes in ~80 ms, and the embedded
 * database serves one statement at a time, so every sign-in would stall all other requests that long. Cost 8
 * (~20 ms) keeps the stack responsive; the hash format is the same and any cost verifies.
 */
export const BCRYPT_COST = 8;

/** GoTrue's instance_id for every user of a single-tenant project. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

const TOKEN_COLUMNS = {
  confirmation: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', otType: 'confirmation_token' },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', otType: 'recovery_token' },
  email_change: { column: 'email_change_token_new', sentAt: 'email_change_sent_at', otType: 'email_change_token_new' },
  email_change_current: {
    column: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    otType: 'email_change_token_current',
  },
} as const;
export type TokenKind = keyof typeof TOKEN_COLUMNS;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await tx.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1',
    [email],
  );
  return rows[0];
}

export async function findUserByToken(tx: Tx, kind: TokenKind, token: string): Promise<UserRow | undefined> {
  if (!token) return undefined;
  const column = TOKEN_COLUMNS[kind].column;
  return (await tx.query<UserRow>(`select * from auth.users where ${column} = $1 limit 1`, [token])).rows[0];
}

export async function identitiesOf(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return rows;
}

export interface NewUser {
  email: string;
  password?: string;
  userMetadata: Json;
  appMetadata: Json;
  invited?: boolean;
}

/**
 * Inserts the user and its e-mail identity the way GoTrue does, so triggers on auth.users see the same row:
 * unconfirmed at insert (confirmation is a later update, see confirmEmail), password hashed by pgcrypto as seeds do.
 */
export async function insertUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: false, phone_verified: false };
  const appMeta = { provider: 'email', providers: ['email'], ...input.appMetadata };
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, $2, 'authenticated', 'authenticated', $3,
       case when $4::text is null then '' else extensions.crypt($4::text, extensions.gen_salt('bf', ${BCRYPT_COST})) end,
       null, case when $5 then now() end, $6, $7, now(), now(), false, false, '', '', '', '')`,
    [
      INSTANCE_ID,
      id,
      input.email,
      input.password ?? null,
      input.invited ?? false,
      appMeta,
      {
        ...input.userMetadata,
        ...identityData,
      },
    ],
  );
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, 'email', now(), now(), now())`,
    [randomUUID(), id, id, identityData],
  );
  return (await findUserById(tx, id)) as UserRow;
}

export async function passwordMatches(tx: Tx, userId: string, password: string): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>(
    `select coalesce(encrypted_password like '$2%' and extensions.crypt($2, encrypted_password) = encrypted_password, false) as ok
     from auth.users where id = $1`,
    [userId, password],
  );
  return rows[0]?.ok ?? false;
}

export async function setPassword(tx: Tx, userId: string, password: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', ${BCRYPT_COST})), updated_at = now() where id = $1`,
    [userId, password],
  );
}

/** Marks the e-mail confirmed, as GoTrue's User.Confirm: clears the link token and records email_verified. */
export async function confirmEmail(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}' where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`, [userId]);
}

/** Stores a link token on the user and in auth.one_time_tokens, as GoTrue keeps both. */
export async function setToken(tx: Tx, userId: string, kind: TokenKind, token: string, relatesTo: string): Promise<void> {
  const { column, sentAt, otType } = TOKEN_COLUMNS[kind];
  await tx.query(`update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [userId, token]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, failed_attempts = 0, updated_at = now()`,
    [randomUUID(), userId, otType, token, relatesTo],
  );
}

/** Counts a wrong code against the user's outstanding token of this kind; the new count, or undefined if none is out. */
export async function countFailedAttempt(tx: Tx, userId: string, kind: TokenKind): Promise<number | undefined> {
  const { rows } = await tx.query<{ failed_attempts: number }>(
    `update auth.one_time_tokens set failed_attempts = failed_attempts + 1, updated_at = now()
     where user_id = $1 and token_type = $2 returning failed_attempts`,
    [userId, TOKEN_COLUMNS[kind].otType],
  );
  return rows[0] ? Number(rows[0].failed_attempts) : undefined;
}

export async function clearToken(tx: Tx, userId: string, kind: TokenKind): Promise<void> {
  const { column, otType } = TOKEN_COLUMNS[kind];
  await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [userId]);
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, otType]);
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys are merged, a null value removes the key. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const out: Json = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export async function updateMetadata(tx: Tx, user: UserRow, patch: { user?: Json; app?: Json }): Promise<void> {
  await tx.query('update auth.users set raw_user_meta_data = $2, raw_app_meta_data = $3, updated_at = now() where id = $1', [
    user.id,
    patch.user ? mergeMetadata(user.raw_user_meta_data, patch.user) : user.raw_user_meta_data,
    patch.app ? mergeMetadata(user.raw_app_meta_data, patch.app) : user.raw_app_meta_data,
  ]);
}

/** Moves the user to a new address and keeps the e-mail identity in step; both change links are used up. */
export async function changeEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_sent_at = null,
       email_change_token_current = '', email_change_confirm_status = 0,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || jsonb_build_object('email', $2::text)
     where id = $1`,
    [userId, email],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
}

export async function touchLastSignIn(tx: Tx, userId: string): Promise<void> {
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
}

export async function listUsers(tx: Tx, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const total = Number((await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n);
  const { rows } = await tx.query<UserRow>('select * from auth.users order by created_at desc, id limit $1 offset $2', [
    perPage,
    (page - 1) * perPage,
  ]);
  return { users: rows, total };
}

export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.query('delete from auth.users where id = $1', [userId]);
}

export function isUuid(s: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
