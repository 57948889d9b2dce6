import { ROLES, type Role } from '@/lib/auth/roles';
import { toDataError } from '@/lib/data/errors';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * People for the Users screen. Profiles are read and changed with the super admin's own client, so row-level
 * security and the profile triggers decide (guard_profile_privileges, keep_last_super_admin); the Auth admin
 * API (invite, ban) needs the service-role client, which only actions that have checked manageSystem pass in.
 */

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  createdAt: string;
}

export interface UserPage {
  rows: UserRow[];
  total: number;
}

export interface UserQuery {
  q: string;
  role: Role | null;
  page: number;
  pageSize: number;
}

/** A search term as a PostgREST or-filter on name and e-mail; wildcards the person typed match literally. */
export function userSearchFilter(q: string): string {
  const literal = q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const quoted = `"${`%${literal}%`.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  return `name.ilike.${quoted},email.ilike.${quoted}`;
}

function toRole(value: string): Role {
  return ROLES.find((r) => r === value) ?? 'member';
}

export async function listUsers(client: TypedClient, query: UserQuery): Promise<UserPage> {
  const from = (query.page - 1) * query.pageSize;
  let request = client
    .from('profiles')
    .select('id, name, email, role, is_admin, created_at', { count: 'exact' })
    .order('is_admin', { ascending: false })
    .order('name')
    .order('id')
    .range(from, from + query.pageSize - 1);
  if (query.q) request = request.or(userSearchFilter(query.q));
  if (query.role) request = request.eq('role', query.role);
  const { data, error, count } = await request;
  if (error) throw toDataError(error, 'Failed to load users');
  return {
    total: count ?? 0,
    rows: (data ?? []).map((row) => ({
      id: row.id,
      name: row.name.trim() || row.email,
      email: row.email,
      role: toRole(row.role),
      isAdmin: row.is_admin,
      createdAt: row.created_at,
    })),
  };
}

export async function getUserAccess(client: TypedClient, id: string): Promise<UserRow | null> {
  const { data, error } = await client
    .from('profiles')
    .select('id, name, email, role, is_admin, created_at')
    .eq('id', id)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the user');
  if (!data) return null;
  return {
    id: data.id,
    name: data.name.trim() || data.email,
    email: data.email,
    role: toRole(data.role),
    isAdmin: data.is_admin,
    createdAt: data.created_at,
  };
}

/** Active super admins other than `exceptId`: none means `exceptId` is the last one. */
export async function countOtherSuperAdmins(client: TypedClient, exceptId: string): Promise<number> {
  const { count, error } = await client
    .from('profiles')
    .select('id', { count: 'exact', head: true })
    .eq('role', 'super_admin')
    .eq('is_admin', true)
    .neq('id', exceptId);
  if (error) throw toDataError(error, 'Failed to load users');
  return count ?? 0;
}

/** The database's last-super-admin refusal (trigger keep_last_super_admin), told apart from other failures. */
export const LAST_SUPER_ADMIN_HINT = 'last_super_admin';

/**
 * Sets role and admin flag with the caller's client. A row the caller may not change comes back as nothing
 * (row-level security filters it), which is NOT_FOUND; the trigger's refusals keep their own message.
 */
export async function setUserAccess(
  client: TypedClient,
  id: string,
  access: { role: Role; isAdmin: boolean },
  lastSuperAdminMessage: string,
): Promise<void> {
  const { data, error } = await client
    .from('profiles')
    .update({ role: access.role, is_admin: access.isAdmin })
    .eq('id', id)
    .select('id');
  if (error) {
    throw toDataError(error, {
      failure: 'Failed to change the role',
      VALIDATION: { [LAST_SUPER_ADMIN_HINT]: lastSuperAdminMessage },
    });
  }
  if (!data?.length) throw new DataError('NOT_FOUND', 'That user no longer exists.');
}

/** Auth's view of accounts the list shows: who is disabled (banned) and who has not accepted an invitation yet. */
export interface AccountState {
  disabled: boolean;
  invitePending: boolean;
}

export async function getAccountStates(admin: TypedClient, ids: string[]): Promise<Map<string, AccountState>> {
  const states = new Map<string, AccountState>();
  await Promise.all(
    ids.map(async (id) => {
      const { data, error } = await admin.auth.admin.getUserById(id);
      if (error || !data.user) return;
      const bannedUntil = data.user.banned_until ? new Date(data.user.banned_until).getTime() : 0;
      states.set(id, {
        disabled: bannedUntil > Date.now(),
        invitePending: Boolean(data.user.invited_at) && !data.user.email_confirmed_at,
      });
    }),
  );
  return states;
}

/** About a hundred years: GoTrue bans for a duration, and a disabled account stays so until enabled again. */
const DISABLED_FOR = '876000h';

export async function setAccountDisabled(admin: TypedClient, id: string, disabled: boolean): Promise<void> {
  const { error } = await admin.auth.admin.updateUserById(id, { ban_duration: disabled ? DISABLED_FOR : 'none' });
  if (error) {
    if (error.status === 404) throw new DataError('NOT_FOUND', 'That user no longer exists.', { cause: error });
    throw toDataError(error, disabled ? 'Failed to disable the user' : 'Failed to enable the user');
  }
}

/** Accounts read per page when looking one up by address: Auth's admin API lists, it does not search. */
const LOOKUP_PAGE_SIZE = 1000;

/** The id of the Auth account with this address (compared lower-cased), or null. Service-role client only. */
export async function findUserIdByEmail(admin: TypedClient, email: string): Promise<string | null> {
  const wanted = email.trim().toLowerCase();
  for (let page = 1; ; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: LOOKUP_PAGE_SIZE });
    if (error) throw toDataError(error, 'Failed to look up the user');
    const found = data.users.find((user) => user.email?.toLowerCase() === wanted);
    if (found) return found.id;
    // Auth may cap a page below the size asked for: its own next-page link says whether there is more.
    if (data.users.length === 0 || !('nextPage' in data) || !data.nextPage) return null;
  }
}

/**
 * Sends Auth's invitation e-mail; the new account's profile is made by the sign-up trigger (a member with the
 * name given). Returns the new user's id. An address that already has a confirmed account is CONFLICT.
 */
export async function inviteUser(
  admin: TypedClient,
  invite: { email: string; name: string; redirectTo: string },
  existsMessage: string,
): Promise<string> {
  const { data, error } = await admin.auth.admin.inviteUserByEmail(invite.email, {
    data: { name: invite.name },
    redirectTo: invite.redirectTo,
  });
  if (error) {
    if (error.code === 'email_exists' || error.code === 'user_already_exists' || error.status === 422) {
      throw new DataError('CONFLICT', existsMessage, { cause: error });
    }
    throw toDataError(error, 'Failed to send the invitation');
  }
  return data.user.id;
}
