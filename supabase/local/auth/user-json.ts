import type { IdentityRow, Json, UserRow } from './users';

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Json;
  user_metadata: Json;
  identities: IdentityJson[];
  created_at?: string;
  updated_at?: string;
  is_anonymous: boolean;
  [timestamp: string]: unknown;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at?: string;
  created_at?: string;
  updated_at?: string;
  email?: string;
}

const iso = (d: Date | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);

/** Drops undefined members so absent timestamps are omitted, as GoTrue's `omitempty` does. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** GoTrue's JSON for a user, key order included: phone "" when null, null timestamps left out. */
export function userJson(u: UserRow, identities: IdentityRow[]): UserJson {
  return compact({
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    invited_at: iso(u.invited_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous,
  });
}

function identityJson(i: IdentityRow): IdentityJson {
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });
}
