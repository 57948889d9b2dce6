import type { AccessProfile, Role } from '@/lib/data/profiles';
import { signInPathFor } from './guards';

export interface RouteRequirements {
  /** A signed-in user; otherwise /signin?redirect=… */
  requireAuth?: boolean;
  /** An admin profile; otherwise /admin/login?redirect=… */
  requireAdmin?: boolean;
  /** The roles that may see the page; anyone else gets Access Denied. Omitted: no role is required. */
  allowedRoles?: readonly Role[];
  /** Where the sign-in page sends the user back to. */
  returnTo: string;
}

export interface Viewer {
  signedIn: boolean;
  /** Their profile's access fields, or null when they have none (or it could not be read). */
  profile: AccessProfile | null;
}

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'denied'; roles: readonly Role[] };

/**
 * The guard of spec §6 as a pure decision, so every rule is unit-tested: no user → the sign-in page for the
 * kind of page; no admin profile on an admin page → /admin/login; a role outside allowedRoles → Access Denied.
 * Role checks need a profile, so allowedRoles alone implies a signed-in user.
 */
export function decideRoute(requirements: RouteRequirements, viewer: Viewer): RouteDecision {
  const { requireAuth = false, requireAdmin = false, allowedRoles, returnTo } = requirements;
  const needsUser = requireAuth || requireAdmin || allowedRoles !== undefined;

  if (needsUser && !viewer.signedIn) {
    return { kind: 'redirect', to: signInPathFor(requireAdmin ? 'admin' : 'user', returnTo) };
  }
  if (requireAdmin && viewer.profile?.is_admin !== true) {
    return { kind: 'redirect', to: signInPathFor('admin', returnTo) };
  }
  if (allowedRoles !== undefined) {
    const role = viewer.profile?.role ?? null;
    if (role === null || !allowedRoles.includes(role)) return { kind: 'denied', roles: allowedRoles };
  }
  return { kind: 'allow' };
}
