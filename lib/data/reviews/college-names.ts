import { toDataError } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

/** The names and slugs of the colleges a moderation queue mentions, so moderators read names, not ids. */
export async function collegeNames(
  client: TypedClient,
  ids: readonly string[],
): Promise<Map<string, { name: string; slug: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data, error } = await client.from('colleges').select('id, name, slug').in('id', unique);
  if (error) throw toDataError(error, 'Failed to load the colleges’ names');
  return new Map(data.map((c) => [c.id, { name: c.name, slug: c.slug }]));
}
