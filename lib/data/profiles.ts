import { ROLES, type Role } from '@/lib/auth/roles';
import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { cleanProfileName } from '@/lib/profile/profile-schema';
import type { TypedClient } from '@/lib/supabase/types';

type ProfileRow = Tables<'profiles'>;

/** Narrows profiles.role (text with a check constraint, so the generated type says string). */
function toRole(value: string | null): Role | null {
  return ROLES.find((r) => r === value) ?? null;
}

export interface AccessProfile {
  is_admin: ProfileRow['is_admin'];
  role: Role | null;
  /** Shown in the back-office top bar; '' when the profile has none. */
  name: string;
}

/**
 * The two fields that decide access, read with the caller's own session so row-level security applies.
 * Returns null when there is no readable profile, including when the database cannot be reached: callers
 * treat that as "no admin access", which fails closed.
 */
export async function getAccessProfile(client: TypedClient, userId: string): Promise<AccessProfile | null> {
  return readAccessProfile(client, userId).catch(() => null);
}

/** getAccessProfile for the guards that must tell an outage from a missing profile: a failed read throws DataError. */
export async function readAccessProfile(client: TypedClient, userId: string): Promise<AccessProfile | null> {
  // No retries: this read gates every back-office request (proxy, page, action), and supabase-js's backoff would
  // hold each one about 7 s in an outage before the sample state could show. The next request tries again.
  const { data, error } = await client
    .from('profiles')
    .select('is_admin, role, name')
    .eq('id', userId)
    .retry(false)
    .maybeSingle();
  if (error) throw toDataError(error);
  if (data === null) return null;
  return { is_admin: data.is_admin === true, role: toRole(data.role), name: data.name.trim() };
}

export function isAdminProfile(profile: AccessProfile | null): profile is AccessProfile {
  return profile?.is_admin === true;
}

/** The optional texts a profile form shows as empty fields rather than nothing. */
type TextField = 'phone' | 'bio' | 'career_goals' | 'current_education' | 'budget_range' | 'avatar_url';

export type Profile = Pick<
  ProfileRow,
  'id' | 'name' | 'email' | 'is_admin' | 'work_experience' | 'target_exams' | 'preferred_locations' | 'updated_at'
> &
  Record<TextField, string> & { role: Role };

const PROFILE_COLUMNS =
  'id, name, email, phone, role, is_admin, bio, career_goals, current_education, work_experience, target_exams, preferred_locations, budget_range, avatar_url, updated_at' as const;

function toProfile(row: Pick<ProfileRow, keyof Profile>): Profile {
  return {
    ...row,
    role: toRole(row.role) ?? 'member',
    phone: row.phone ?? '',
    bio: row.bio ?? '',
    career_goals: row.career_goals ?? '',
    current_education: row.current_education ?? '',
    budget_range: row.budget_range ?? '',
    avatar_url: row.avatar_url ?? '',
  };
}

/** The parts of an auth user a new profile is made from (supabase-js's User has these fields). */
export interface ProfileSourceUser {
  id: string;
  email?: string | null;
  phone?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

function metadataText(user: ProfileSourceUser, key: string): string {
  const value = user.user_metadata?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Spec §4: a missing profile row is created with the name from sign-up data, else the part of the e-mail
 * before the @, else "User"; role member; not admin; empty texts; work experience 0; empty lists.
 * The same rule as the on_auth_user_created trigger, for accounts made before the trigger existed.
 */
export function newProfileRow(user: ProfileSourceUser) {
  const email = user.email ?? '';
  return {
    id: user.id,
    // The same cut as the sign-up trigger's, so profiles_name_check never refuses the row.
    name: cleanProfileName(metadataText(user, 'name')) || cleanProfileName(email.split('@')[0]) || 'User',
    email,
    phone: metadataText(user, 'phone') || user.phone || '',
    role: 'member' as const,
    is_admin: false,
    bio: '',
    career_goals: '',
    current_education: '',
    work_experience: 0,
    target_exams: [] as string[],
    preferred_locations: [] as string[],
    budget_range: '',
    avatar_url: '',
  } satisfies TablesInsert<'profiles'>;
}

/** The signed-in user's own profile, or null when no row exists yet. */
export async function getProfile(client: TypedClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load profile');
  return data === null ? null : toProfile(data);
}

/** Reads the profile, creating it per spec §4 when the row is missing. */
export async function ensureProfile(client: TypedClient, user: ProfileSourceUser): Promise<Profile> {
  const existing = await getProfile(client, user.id);
  if (existing) return existing;
  const { data, error } = await client.from('profiles').insert(newProfileRow(user)).select(PROFILE_COLUMNS).single();
  // Another tab (or the trigger) may have created it in the meantime; read it again rather than fail.
  if (failedAs(error, 'CONFLICT')) {
    const raced = await getProfile(client, user.id);
    if (raced) return raced;
  }
  if (error) throw toDataError(error, 'Failed to load profile');
  return toProfile(data);
}

/**
 * The fields a user edits in the /profile form (role and admin flag are never sent from here; the photo is
 * uploaded on its own, lib/profile/avatar.handlers.ts).
 */
export type ProfileUpdate = Pick<
  Profile,
  | 'name'
  | 'phone'
  | 'bio'
  | 'career_goals'
  | 'current_education'
  | 'work_experience'
  | 'target_exams'
  | 'preferred_locations'
  | 'budget_range'
>;

export async function updateProfile(
  client: TypedClient,
  userId: string | null | undefined,
  update: ProfileUpdate,
): Promise<Profile> {
  if (!userId) throw new DataError('NOT_AUTHENTICATED');
  const { data, error } = await client
    .from('profiles')
    .update({ ...update, updated_at: new Date().toISOString() })
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw toDataError(error, 'Failed to update profile');
  return toProfile(data);
}
