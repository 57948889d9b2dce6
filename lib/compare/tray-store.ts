import { useSyncExternalStore } from 'react';
import { MAX_COMPARED, withCollege, withoutCollege } from './selection';

/*
 * The compare tray's colleges, kept in localStorage so the tray follows the visitor from page to page and visit to
 * visit, and shared by every "Add to compare" button on the page. A /compare URL replaces it (useSyncFromUrl), so
 * the tray always shows what the visitor last compared. No zod here: what is read back is checked by hand, to keep
 * the islands on every college page small.
 */

export interface TrayCollege {
  slug: string;
  name: string;
}

const STORAGE_KEY = 'mbadisha:compare';
const EMPTY: readonly TrayCollege[] = [];
let tray: readonly TrayCollege[] | null = null;
const listeners = new Set<() => void>();

function isTrayCollege(value: unknown): value is TrayCollege {
  if (typeof value !== 'object' || value === null) return false;
  const { slug, name } = value as Record<string, unknown>;
  return typeof slug === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && typeof name === 'string' && name.length <= 200;
}

function read(): readonly TrayCollege[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTrayCollege).slice(0, MAX_COMPARED) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function current(): readonly TrayCollege[] {
  tray ??= read();
  return tray;
}

function write(next: readonly TrayCollege[]) {
  tray = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private windows may refuse storage: the tray then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    tray = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The tray, or null while server-rendering and hydrating (the buttons then wait rather than guess). */
export function useCompareTray(): readonly TrayCollege[] | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

export function addToCompare(college: TrayCollege) {
  write(withCollege(current(), college));
}

export function removeFromCompare(slug: string) {
  write(withoutCollege(current(), slug));
}

export function clearCompare() {
  write(EMPTY);
}

/** Makes the tray what a /compare page shows, unless it already is. */
export function replaceCompare(colleges: readonly TrayCollege[]) {
  const now = current();
  const same = now.length === colleges.length && now.every((c, i) => c.slug === colleges[i].slug);
  if (!same) write(colleges.slice(0, MAX_COMPARED));
}
