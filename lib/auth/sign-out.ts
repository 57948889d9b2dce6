import type { TypedClient } from '@/lib/supabase/types';
import { clearAccount } from './account-store';
import { getAuthClient } from './auth-client';
import { AUTH_ERRORS, isMissingSessionError } from './error-messages';

/**
 * Spec §4/§8 sign-out: local state goes first, then the server is told; a missing session is already the
 * goal, any other failure is reported in an alert; either way the visitor lands on the home page, signed out.
 * A full navigation (not a client route change) so no server-rendered page keeps showing the old session.
 */
export async function signOut(): Promise<void> {
  clearAccount();
  let client: TypedClient | null = null;
  let failed = false;
  try {
    client = await getAuthClient();
    const { error } = await client.auth.signOut();
    failed = error !== null && !isMissingSessionError(error);
  } catch {
    failed = true;
  }
  if (failed) {
    // supabase-js keeps the stored session when the server could not be told (a network failure, a 5xx), and
    // the home page would load signed in again: scope `local` forgets it in this browser before asking again.
    if (client) await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
    window.alert(AUTH_ERRORS.signOutIssue);
  }
  // A full load on purpose: a client route change could keep server-rendered parts of the old session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}
