import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import type { Profile } from '@/lib/data/profiles';
import { hasSessionCookie } from '@/lib/supabase/session-cookie';
import { getAuthClient } from './auth-client';
import { authErrorCode, authErrorMessage } from './error-messages';

/**
 * Spec §3 auth state, as the browser sees it: loading first, then signed in (with profile) or signed out.
 * 'unavailable' is a visitor with a session cookie whose session could not be restored: the client did not load
 * or the auth service could not be reached; `message` is the spec §8 text for it. They can still sign in again.
 */
export type AccountState =
  | { status: 'loading'; user: null; profile: null }
  | { status: 'signedOut'; user: null; profile: null }
  | { status: 'unavailable'; user: null; profile: null; message: string }
  | { status: 'signedIn'; user: { id: string; email: string }; profile: Profile | null };

const LOADING: AccountState = { status: 'loading', user: null, profile: null };
const SIGNED_OUT: AccountState = { status: 'signedOut', user: null, profile: null };

let state: AccountState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function setState(next: AccountState) {
  state = next;
  listeners.forEach((listener) => listener());
}

async function applySession(session: Session | null) {
  if (!session) {
    setState(SIGNED_OUT);
    return;
  }
  const user = { id: session.user.id, email: session.user.email ?? '' };
  setState({
    status: 'signedIn',
    user,
    profile: state.status === 'signedIn' && state.user.id === user.id ? state.profile : null,
  });
  try {
    // Loaded on demand: the profile module brings zod, which signed-out visitors never need.
    const [client, { ensureProfile }] = await Promise.all([getAuthClient(), import('@/lib/data/profiles')]);
    const profile = await ensureProfile(client, session.user);
    if (state.status === 'signedIn' && state.user.id === user.id) setState({ status: 'signedIn', user, profile });
  } catch {
    // The menu still works without the profile (name falls back to the e-mail); nothing to tell the user.
  }
}

let startPromise: Promise<void> | null = null;
let following = false;

/**
 * Loads the client, follows its auth events (once) and applies the stored session. A client that cannot load,
 * or a stored session that cannot be refreshed because the service is unreachable, rejects; the attempt is then
 * forgotten, so a later sign-in starts afresh.
 */
function startClient(): Promise<void> {
  startPromise ??= (async () => {
    const client = await getAuthClient();
    if (!following) {
      following = true;
      client.auth.onAuthStateChange((event: AuthChangeEvent, session) => {
        if (event === 'INITIAL_SESSION') return;
        // Calling supabase inside this callback can deadlock its auth lock; defer the profile read.
        setTimeout(() => void applySession(event === 'SIGNED_OUT' ? null : session), 0);
      });
    }
    const { data, error } = await client.auth.getSession();
    // An unreachable service keeps the stored session for later; any other refusal has ended it.
    if (error && authErrorCode(error) === 'SERVICE_UNAVAILABLE') throw error;
    await applySession(data.session);
  })().catch((cause: unknown) => {
    startPromise = null;
    throw cause;
  });
  return startPromise;
}

function ensureStarted() {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (!hasSessionCookie(document.cookie)) {
    // No cookie, no session: stay light and only load supabase-js once someone signs in.
    setState(SIGNED_OUT);
    return;
  }
  void startClient().catch((cause: unknown) => {
    const code = authErrorCode(cause);
    setState(
      code === 'INIT_FAILED' || code === 'SERVICE_UNAVAILABLE'
        ? { status: 'unavailable', user: null, profile: null, message: authErrorMessage(cause) }
        : SIGNED_OUT,
    );
  });
}

/** After a sign-in from the modal: make sure the client runs and pick up the new session. */
export async function refreshAccount(): Promise<void> {
  const wasRunning = startPromise !== null;
  await startClient();
  if (!wasRunning) return;
  const client = await getAuthClient();
  const { data } = await client.auth.getSession();
  await applySession(data.session);
}

/** Sign-out step one (spec §4): forget the account locally before the server is told. */
export function clearAccount(): void {
  setState(SIGNED_OUT);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  ensureStarted();
  return () => listeners.delete(listener);
}

export function useAccount(): AccountState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
