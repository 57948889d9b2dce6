import { clearAccount } from './account-store';
import { getAuthClient } from './auth-client';
import { AUTH_ERRORS, isMissingSessionError } from './error-messages';

/**
 * Spec §4/§8 sign-out: local state goes first, then the server is told; a missing session is already the
 * goal, any other failure is reported in an alert; either way the visitor lands on the home page. A full
 * navigation (not a client route change) so no server-rendered page keeps showing the old session.
 */
export async function signOut(): Promise<void> {
  clearAccount();
  try {
    const client = await getAuthClient();
    const { error } = await client.auth.signOut();
    if (error && !isMissingSessionError(error)) window.alert(AUTH_ERRORS.signOutIssue);
  } catch {
    window.alert(AUTH_ERRORS.signOutIssue);
  }
  // A full load on purpose: a client route change could keep server-rendered parts of the old session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}
