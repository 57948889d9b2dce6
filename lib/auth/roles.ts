import { CheckValues } from '@/lib/database.types';

/** The roles of spec §6, as profiles.role's check constraint lists them (generated from the migrations). */
export const ROLES = CheckValues.public.profiles.role;
export type Role = (typeof ROLES)[number];

/**
 * Capabilities of spec §6: which roles may do what. superviseLeads is the managers' share of manageLeads
 * (reassigning and deleting leads, the slow-response flags): a counsellor works every lead but does not
 * decide who owns one or whether it exists. moderateReviews (issue 37) is not in the spec's list.
 */
export const CAPABILITIES = {
  manageContent: ['super_admin', 'editor'],
  manageLeads: ['super_admin', 'editor', 'counselor'],
  superviseLeads: ['super_admin', 'editor'],
  moderate: ['super_admin', 'editor', 'community_mod'],
  // Issue 37: verified reviews are judged by community moderators and super admins, not by the editors who keep
  // the colleges' own pages (private.can_moderate_reviews in the migrations grants the same).
  moderateReviews: ['super_admin', 'community_mod'],
  manageSystem: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super admin',
  editor: 'Editor',
  counselor: 'Counsellor',
  community_mod: 'Community moderator',
  member: 'Member',
};

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** "Super admin, Editor": the roles a refused page asks for, in words. */
export function roleLabels(roles: readonly Role[]): string[] {
  return roles.map((role) => ROLE_LABELS[role]);
}
