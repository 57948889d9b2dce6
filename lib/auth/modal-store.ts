import { useSyncExternalStore } from 'react';

export type AuthMode = 'signUp' | 'signIn' | 'reset';

export interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  /** Bumped on every open, so the form remounts with empty fields (spec §4: the form resets on open). */
  openCount: number;
}

let state: AuthModalState = { open: false, mode: 'signIn', openCount: 0 };
// What to do once the visitor is signed in (a favourite waiting to be saved). Kept outside the snapshot.
let pendingAfterSignIn: (() => void) | null = null;
const listeners = new Set<() => void>();

function setState(next: AuthModalState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openAuthModal(mode: AuthMode, afterSignIn?: () => void): void {
  pendingAfterSignIn = afterSignIn ?? null;
  setState({ open: true, mode, openCount: state.openCount + 1 });
}

export function closeAuthModal(): void {
  setState({ ...state, open: false });
}

/** Called once by the form after a successful sign-in or sign-up with a session. */
export function runAfterSignIn(): void {
  const action = pendingAfterSignIn;
  pendingAfterSignIn = null;
  action?.();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: AuthModalState = { open: false, mode: 'signIn', openCount: 0 };

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
