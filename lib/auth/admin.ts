import 'server-only';
import { redirect } from 'next/navigation';
import { getAccessProfile, isAdminProfile, type AccessProfile } from '@/lib/data/profiles';
import { ADMIN_SIGN_IN_PATH } from './guards';
import { getServerSession, type ServerSession } from './session';

export interface AdminContext extends ServerSession {
  claims: NonNullable<ServerSession['claims']>;
  profile: AccessProfile;
}

/**
 * The server-side admin check for back-office layouts, pages and actions. proxy.ts already turns most people
 * away, but it is not the only gate: anything rendered or mutated here checks the profile again.
 */
export async function requireAdmin(): Promise<AdminContext> {
  const session = await getServerSession();
  if (!session?.claims) redirect(ADMIN_SIGN_IN_PATH);
  const profile = await getAccessProfile(session.client, session.claims.sub);
  if (!isAdminProfile(profile)) redirect(ADMIN_SIGN_IN_PATH);
  return { client: session.client, claims: session.claims, profile };
}
