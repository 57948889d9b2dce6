import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

export const ROLES = ['super_admin', 'editor', 'counselor', 'community_mod', 'member'] as const;
export type Role = (typeof ROLES)[number];

const accessSchema = z.object({
  is_admin: z.boolean().nullable().transform((v) => v === true),
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
