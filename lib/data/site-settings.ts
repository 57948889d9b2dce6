import { TAGS } from '@/lib/cache/tags';
import type { Json } from '@/lib/database.types';
import { createPublicClient } from '@/lib/supabase/public';
import { toDataError, unlessUnreachable } from './errors';

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
