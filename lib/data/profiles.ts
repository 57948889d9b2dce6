import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { DATA_ERRORS, DataError, toDataError } from './errors';

export const ROLES = ['super_admin', 'editor', 'counselor', 'community_mod', 'member'] as const;
export type Role = (typeof ROLES)[number];

const accessSchema = z.object({
  is_admin: z
    .boolean()
    .nullable()
    .transform((v) => v === true),
  role: z.enum(ROLES).nullable().catch(null),
});
export type AccessProfile = z.infer<typeof accessSchema>;

/**
 * The two fields that decide access, read with the caller's own session so row-level security applies.
 * Returns null when there is no readable profile, including when the database cannot be reached: callers
 * treat that as "no admin access", which fails closed.
 */
export async function getAccessProfile(client: SupabaseClient, userId: string): Promise<AccessProfile | null> {
  const { data, error } = await client.from('profiles').select('is_admin, role').eq('id', userId).maybeSingle();
  if (error || data === null) return null;
  const parsed = accessSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function isAdminProfile(profile: AccessProfile | null): profile is AccessProfile {
  return profile?.is_admin === true;
}

const textField = z
  .string()
  .nullable()
  .transform((v) => v ?? '');
const listField = z
  .array(z.string())
  .nullable()
  .transform((v) => v ?? []);

const profileSchema = z.object({
  id: z.string(),
  name: textField,
  email: textField,
  phone: textField,
  role: z.enum(ROLES).catch('member'),
  is_admin: z
    .boolean()
    .nullable()
    .transform((v) => v === true),
  bio: textField,
  career_goals: textField,
  current_education: textField,
  work_experience: z.coerce
    .number()
    .nullable()
    .transform((v) => v ?? 0),
  target_exams: listField,
  preferred_locations: listField,
  budget_range: textField,
  avatar_url: textField,
  updated_at: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const PROFILE_COLUMNS =
  'id, name, email, phone, role, is_admin, bio, career_goals, current_education, work_experience, target_exams, preferred_locations, budget_range, avatar_url, updated_at';

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
    name: metadataText(user, 'name') || email.split('@')[0] || 'User',
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
  };
}

/** The signed-in user's own profile, or null when no row exists yet. */
export async function getProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load profile');
  return data === null ? null : profileSchema.parse(data);
}

/** Reads the profile, creating it per spec §4 when the row is missing. */
export async function ensureProfile(client: SupabaseClient, user: ProfileSourceUser): Promise<Profile> {
  const existing = await getProfile(client, user.id);
  if (existing) return existing;
  const { data, error } = await client.from('profiles').insert(newProfileRow(user)).select(PROFILE_COLUMNS).single();
  // Another tab (or the trigger) may have created it in the meantime; read it again rather than fail.
  if (error?.code === '23505') {
    const raced = await getProfile(client, user.id);
    if (raced) return raced;
  }
  if (error) throw toDataError(error, 'Failed to load profile');
  return profileSchema.parse(data);
}

/** The fields a user edits on /profile (role and admin flag are never sent from here). */
export interface ProfileUpdate {
  name: string;
  phone: string;
  bio: string;
  career_goals: string;
  current_education: string;
  work_experience: number;
  target_exams: string[];
  preferred_locations: string[];
  budget_range: string;
  avatar_url: string;
}

export async function updateProfile(
  client: SupabaseClient,
  userId: string | null | undefined,
  update: ProfileUpdate,
): Promise<Profile> {
  if (!userId) throw new DataError('NOT_AUTHENTICATED', DATA_ERRORS.NOT_AUTHENTICATED);
  const { data, error } = await client
    .from('profiles')
    .update({ ...update, updated_at: new Date().toISOString() })
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw toDataError(error, 'Failed to update profile');
  return profileSchema.parse(data);
}
