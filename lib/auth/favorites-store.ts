import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import type { FavoriteKind } from '@/lib/data/favorites';
import { isDataError } from '@/lib/errors/data-error';
import { getAuthClient } from './auth-client';
import { AUTH_ERRORS, authErrorCode } from './error-messages';

type Key = `${FavoriteKind}:${string}`;

interface FavoritesState {
  /** Whose favourites these are: another user (or a sign-out and back) starts afresh. */
  userId: string | null;
  /** Kinds whose saved ids have been read (or failed to: their toggles then start unsaved). */
  loaded: ReadonlySet<FavoriteKind>;
  saved: ReadonlySet<Key>;
  /** Toggles waiting for the database; a second press on one of them is ignored. */
  busy: ReadonlySet<Key>;
  errors: ReadonlyMap<Key, string>;
}

const EMPTY: FavoritesState = { userId: null, loaded: new Set(), saved: new Set(), busy: new Set(), errors: new Map() };

let state = EMPTY;
const listeners = new Set<() => void>();
/** Per kind, the user and page the last load was for: one query per kind per page, however many cards. */
const requested = new Map<FavoriteKind, string>();
/** A clock, so a load that began before a toggle cannot undo it when it ends after it. */
let clock = 0;
const changedAt = new Map<Key, number>();

const keyOf = (kind: FavoriteKind, itemId: string): Key => `${kind}:${itemId}`;

function setState(patch: Partial<FavoritesState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function forUser(userId: string) {
  if (state.userId === userId) return;
  requested.clear();
  changedAt.clear();
  setState({ ...EMPTY, userId });
}

function withKey<T>(set: ReadonlySet<T>, key: T, present: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

function withMessage(map: ReadonlyMap<Key, string>, key: Key, message: string | null): ReadonlyMap<Key, string> {
  const next = new Map(map);
  if (message === null) next.delete(key);
  else next.set(key, message);
  return next;
}

// The data module (with zod) and supabase-js load on first use, keeping them out of the pages' first load.
async function favorites() {
  const [client, data] = await Promise.all([getAuthClient(), import('@/lib/data/favorites')]);
  return { client, ...data };
}

async function load(kind: FavoriteKind, userId: string, page: string) {
  const request = `${userId} ${page}`;
  if (requested.get(kind) === request) return;
  requested.set(kind, request);
  const startedAt = ++clock;
  let ids: string[];
  try {
    const { client, listFavoriteIds } = await favorites();
    ids = await listFavoriteIds(client, userId, kind);
  } catch {
    // The toggles still work (saving twice is harmless) with what is known; the next page tries again.
    if (requested.get(kind) === request) requested.delete(kind);
    if (state.userId === userId) setState({ loaded: withKey(state.loaded, kind, true) });
    return;
  }
  if (state.userId !== userId) return;
  const prefix = `${kind}:`;
  const saved = new Set([...state.saved].filter((key) => !key.startsWith(prefix)));
  ids.forEach((id) => saved.add(keyOf(kind, id)));
  // A press made while the list was on its way wins over what the list said.
  for (const [key, at] of changedAt) {
    if (at > startedAt && key.startsWith(prefix)) {
      if (state.saved.has(key)) saved.add(key);
      else saved.delete(key);
    }
  }
  setState({ saved, loaded: withKey(state.loaded, kind, true) });
}

function failureMessage(cause: unknown, saving: boolean): string {
  if (authErrorCode(cause) === 'INIT_FAILED') return AUTH_ERRORS.initFailed;
  if (isDataError(cause)) return cause.message;
  return saving ? 'Failed to save favourite' : 'Failed to remove favourite';
}

/** Saves or removes at once on screen; a failure puts the heart back and says why under it. */
export async function setFavorite(kind: FavoriteKind, itemId: string, save: boolean, userId: string): Promise<void> {
  forUser(userId);
  const key = keyOf(kind, itemId);
  if (state.busy.has(key)) return;
  const before = state.saved.has(key);
  changedAt.set(key, ++clock);
  setState({
    saved: withKey(state.saved, key, save),
    busy: withKey(state.busy, key, true),
    errors: withMessage(state.errors, key, null),
  });
  try {
    const { client, addFavorite, removeFavorite } = await favorites();
    await (save ? addFavorite : removeFavorite)(client, userId, kind, itemId);
    if (state.userId === userId) setState({ busy: withKey(state.busy, key, false) });
  } catch (cause) {
    if (state.userId !== userId) return;
    changedAt.set(key, ++clock);
    setState({
      saved: withKey(state.saved, key, before),
      busy: withKey(state.busy, key, false),
      errors: withMessage(state.errors, key, failureMessage(cause, save)),
    });
  }
}

/** For a press made signed out: once the sign-in modal has a session, save what was pressed. */
export function saveAfterSignIn(kind: FavoriteKind, itemId: string): void {
  void getAuthClient()
    .then((client) => client.auth.getSession())
    .then(({ data }) => (data.session ? setFavorite(kind, itemId, true, data.session.user.id) : undefined))
    .catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface FavoriteView {
  /** null while the signed-in user's favourites are still loading. */
  saved: boolean | null;
  busy: boolean;
  error: string | null;
}

/**
 * One item's favourite state for a toggle. The first toggle of a kind on a page loads the user's saved ids of
 * that kind; every other toggle on the page reads the same answer. Nothing loads without a signed-in user.
 */
export function useFavorite(kind: FavoriteKind, itemId: string, userId: string | null): FavoriteView {
  const page = usePathname();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  useEffect(() => {
    if (!userId) return;
    forUser(userId);
    void load(kind, userId, page);
  }, [kind, userId, page]);

  if (!userId || current.userId !== userId) return { saved: userId ? null : false, busy: false, error: null };
  const key = keyOf(kind, itemId);
  const saved = current.saved.has(key) ? true : current.loaded.has(kind) ? false : null;
  return { saved, busy: current.busy.has(key), error: current.errors.get(key) ?? null };
}
