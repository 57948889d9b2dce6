import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Role } from '@/lib/auth/roles';
import { isAdminProfile, readAccessProfile, type AccessProfile } from '@/lib/data/profiles';
import { isDataError } from '@/lib/errors/data-error';
import { getServerSession, type ServerSession } from '@/lib/supabase/session';
import { signInPathFor } from './guards';
import type { Viewer } from './route-decision';

export interface AdminContext extends Omit<ServerSession, 'unreachable'> {
  claims: NonNullable<ServerSession['claims']>;
  profile: AccessProfile;
  /** The profile's name, or the e-mail address when the profile has no name. */
  name: string;
  /** An admin profile without a recognised role is treated as a member: it passes /admin and nothing else. */
  role: Role;
}

interface ViewerAccess extends Viewer {
  session: ServerSession | null;
}

/**
 * Who is asking and what their profile allows, read once per request (the layout, the page and RouteGuard
 * share it). Read with the caller's own session, so row-level security decides what they see of themselves.
 */
export const getViewerAccess = cache(async (): Promise<ViewerAccess> => {
  const session = await getServerSession();
  if (!session?.claims) return { session, signedIn: false, profile: null, unreachable: session?.unreachable ?? false };
  try {
    return { session, signedIn: true, profile: await readAccessProfile(session.client, session.claims.sub) };
  } catch (error) {
    return { session, signedIn: true, profile: null, unreachable: isDataError(error) && error.code === 'CONNECTION_ERROR' };
  }
});

/** Whether the back office is in its outage state for this caller (see Viewer.unreachable). */
export async function isBackOfficeUnreachable(): Promise<boolean> {
  return (await getViewerAccess()).unreachable === true;
}

/** The signed-in admin, or null when there is no user or no admin profile. */
export const getAdminContext = cache(async (): Promise<AdminContext | null> => {
  const { session, profile } = await getViewerAccess();
  if (!session?.claims || !isAdminProfile(profile)) return null;
  const email = typeof session.claims.email === 'string' ? session.claims.email : '';
  return {
    client: session.client,
    claims: session.claims,
    profile,
    name: profile.name || email || 'Staff',
    role: profile.role ?? 'member',
  };
});

/**
 * The server-side admin check for back-office layouts, pages and actions. proxy.ts already turns most people
 * away, but it is not the only gate: anything rendered or mutated here checks the profile again.
 */
export async function requireAdmin(returnTo: string = '/admin'): Promise<AdminContext> {
  const context = await getAdminContext();
  if (!context) redirect(signInPathFor('admin', returnTo));
  return context;
}
