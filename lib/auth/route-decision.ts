import type { Role } from '@/lib/auth/roles';
import type { AccessProfile } from '@/lib/data/profiles';
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
  /** A session was presented but the backend that checks it could not be reached. */
  unreachable?: boolean;
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
  // Spec §4: in an outage the back office falls back to sample data with a notice. Nothing real can be read or
  // changed while the database is down, so the page renders its outage state rather than a sign-in form that
  // cannot work either; every action still needs a verified session and the database.
  if (requireAdmin && viewer.unreachable) return { kind: 'allow' };

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
