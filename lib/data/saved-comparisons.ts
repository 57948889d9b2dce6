import { toDataError } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Comparisons a member saved from /compare, strictly their own (RLS: owner only; only listed colleges may be
 * saved). Kept by college id; read back with each college's current slug and name, so a renamed college still
 * opens and a removed one drops out of the list.
 */

export interface SavedComparison {
  id: string;
  createdAt: string;
  colleges: { slug: string; name: string }[];
}

/** Saves the comparison of `collegeIds` (in order) for `userId`; saving the same one again changes nothing. */
export async function saveComparison(client: TypedClient, userId: string, collegeIds: string[]): Promise<void> {
  const { error } = await client
    .from('saved_comparisons')
    .upsert({ user_id: userId, college_ids: collegeIds }, { onConflict: 'user_id,college_ids', ignoreDuplicates: true });
  if (error) throw toDataError(error, 'Failed to save the comparison');
}

export async function deleteSavedComparison(client: TypedClient, id: string): Promise<void> {
  const { error } = await client.from('saved_comparisons').delete().eq('id', id);
  if (error) throw toDataError(error, 'Failed to remove the comparison');
}

/** The caller's saved comparisons, newest first, each with the colleges that are still listed. */
export async function listSavedComparisons(client: TypedClient, limit = 50): Promise<SavedComparison[]> {
  const { data, error } = await client
    .from('saved_comparisons')
    .select('id, college_ids, created_at')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load your saved comparisons');
  const ids = [...new Set(data.flatMap((row) => row.college_ids))];
  if (ids.length === 0) return [];
  const colleges = await client.from('colleges').select('id, slug, name').in('id', ids).eq('is_active', true);
  if (colleges.error) throw toDataError(colleges.error, 'Failed to load your saved comparisons');
  const byId = new Map(colleges.data.map((c) => [c.id, { slug: c.slug, name: c.name }]));
  return data.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    colleges: row.college_ids.flatMap((id) => byId.get(id) ?? []),
  }));
}
