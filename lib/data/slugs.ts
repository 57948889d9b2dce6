import { firstFreeSlug } from '@/lib/content/slug';
import { toDataError } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

export type SluggedTable = 'colleges' | 'blog_posts' | 'exams' | 'scholarships';

/**
 * The first of base, base-2, base-3 … that no other row of the table uses (the row being edited may keep its
 * own). Read with the editor's client: content managers see every row, drafts and inactive ones included.
 */
export async function availableSlug(client: TypedClient, table: SluggedTable, base: string, excludeId?: string): Promise<string> {
  let query = client.from(table).select('slug').like('slug', `${base}%`).limit(1000);
  if (excludeId) query = query.neq('id', excludeId);
  const { data, error } = await query;
  if (error) throw toDataError(error, 'Failed to check the address');
  return firstFreeSlug(base, new Set(data.map((row) => row.slug)));
}
