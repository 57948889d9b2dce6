import type { Json } from '@/lib/database.types';
import type { TypedClient } from '@/lib/supabase/types';
import { isConnectionFailure, toDataError } from './errors';

/**
 * The JSON value of a public site setting, or null when there is none or the database cannot be reached:
 * settings only override fixed copy, so the page keeps its defaults rather than failing. Other errors throw.
 * The value is any JSON; lib/home/content parses the settings it reads.
 */
export async function getPublicSetting(client: TypedClient, key: string): Promise<Json> {
  const { data, error } = await client.from('site_settings').select('value').eq('key', key).maybeSingle();
  if (error) {
    const failure = toDataError(error, 'Failed to load site settings');
    if (isConnectionFailure(failure)) return null;
    throw failure;
  }
  return data?.value ?? null;
}
