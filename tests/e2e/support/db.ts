import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from '../env';

/** An anon client on the suite's stack: tests read what a visitor may read, to compare with what the page shows. */
export function anonClient() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export async function viewsOf(table: 'videos' | 'faqs', id: string): Promise<number> {
  const { data, error } = await anonClient().from(table).select('views').eq('id', id).single();
  if (error) throw new Error(`reading ${table} views failed: ${error.message}`);
  return (data as { views: number }).views;
}
