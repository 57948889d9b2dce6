'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  COLUMNS_STORAGE_KEY,
  DEFAULT_COLUMNS,
  parseColumnChoice,
  toggleColumn,
  type LeadColumnKey,
} from '@/lib/leads/table-columns';

/*
 * The person's column choice, kept in localStorage and shared by every table on the page. The server (and the
 * first paint) uses the default columns; the stored choice applies once the page has hydrated.
 */

const listeners = new Set<() => void>();
let cached: { raw: string | null; choice: LeadColumnKey[] } | null = null;
/** Where the choice lives for this page view when the browser refuses storage. */
let unsaved: string | null = null;

function read(): LeadColumnKey[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? unsaved;
  } catch {
    raw = unsaved;
  }
  if (!cached || cached.raw !== raw) cached = { raw, choice: parseColumnChoice(raw) };
  return cached.choice;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLUMNS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useColumnChoice() {
  const columns = useSyncExternalStore(subscribe, read, () => DEFAULT_COLUMNS);
  const toggle = useCallback((key: LeadColumnKey) => {
    unsaved = JSON.stringify(toggleColumn(read(), key));
    try {
      window.localStorage.setItem(COLUMNS_STORAGE_KEY, unsaved);
    } catch {
      // Storage switched off: the choice lasts until the page is left.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { columns, toggle };
}
