import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { Json } from '@/lib/database.types';
import { DataError, unlessUnreachable } from '@/lib/errors/data-error';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/** The cache tag of every read of site_settings; a back-office write to a setting revalidates it. */
export const SETTINGS_TAG = TAGS.settings;

/**
 * The JSON value of a public site setting, or null when there is none or the database cannot be reached:
 * settings only override fixed copy, so the page keeps its defaults rather than failing. Other errors throw.
 * The value is any JSON; lib/home/content parses the settings it reads.
 */
export async function getPublicSetting(key: string): Promise<Json> {
  return unlessUnreachable(
    async () => {
      const { data, error } = await createPublicClient([SETTINGS_TAG])
        .from('site_settings')
        .select('value')
        .eq('key', key)
        .maybeSingle();
      if (error) throw toDataError(error, 'Failed to load site settings');
      return data?.value ?? null;
    },
    () => null,
  );
}

/** Several public settings in one read (the footer's contact, social links and switches), by key. */
export async function getPublicSettings(keys: readonly string[]): Promise<Record<string, Json>> {
  return unlessUnreachable(
    async () => {
      const { data, error } = await createPublicClient([SETTINGS_TAG])
        .from('site_settings')
        .select('key, value')
        .in('key', [...keys]);
      if (error) throw toDataError(error, 'Failed to load site settings');
      return Object.fromEntries((data ?? []).map((row) => [row.key, row.value]));
    },
    () => ({}),
  );
}

export interface StoredSetting {
  key: string;
  value: Json;
  updatedAt: string;
  /** Who saved it last, by name (or e-mail); null when unknown or their account is gone. */
  updatedBy: string | null;
}

/** The settings a super admin edits, with who saved each last; read with their own client (RLS: super admins). */
export async function listStoredSettings(client: TypedClient, keys: readonly string[]): Promise<Map<string, StoredSetting>> {
  const { data, error } = await client
    .from('site_settings')
    .select('key, value, updated_at, updated_by')
    .in('key', [...keys]);
  if (error) throw toDataError(error, 'Failed to load settings');
  const editorIds = [...new Set((data ?? []).flatMap((row) => (row.updated_by ? [row.updated_by] : [])))];
  const names = new Map<string, string>();
  if (editorIds.length) {
    const editors = await client.from('profiles').select('id, name, email').in('id', editorIds);
    if (editors.error) throw toDataError(editors.error, 'Failed to load settings');
    for (const p of editors.data ?? []) names.set(p.id, p.name.trim() || p.email);
  }
  return new Map(
    (data ?? []).map((row) => [
      row.key,
      {
        key: row.key,
        value: row.value,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by ? (names.get(row.updated_by) ?? null) : null,
      },
    ]),
  );
}

/**
 * Saves one setting with the caller's client: row-level security lets only super admins write. Fields of the
 * stored value that the form does not edit (the assignment rule's default_priority) are kept.
 */
export async function saveSetting(
  client: TypedClient,
  setting: { key: string; value: Record<string, Json>; isPublic: boolean; description: string; userId: string },
): Promise<void> {
  const current = await client.from('site_settings').select('value').eq('key', setting.key).maybeSingle();
  if (current.error) throw toDataError(current.error, 'Failed to save settings');
  const stored = current.data?.value;
  const base = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const row = {
    key: setting.key,
    value: { ...base, ...setting.value },
    is_public: setting.isPublic,
    updated_by: setting.userId,
  };
  const { data, error } = current.data
    ? await client.from('site_settings').update(row).eq('key', setting.key).select('key')
    : await client
        .from('site_settings')
        .insert({ ...row, description: setting.description })
        .select('key');
  if (error) throw toDataError(error, 'Failed to save settings');
  if (!data?.length) throw new DataError('NOT_FOUND', 'Failed to save settings');
}
