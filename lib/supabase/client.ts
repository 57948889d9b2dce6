import { createBrowserClient } from '@supabase/ssr';
import { publicEnv } from '@/lib/env';

/** A Supabase client for Client Components; @supabase/ssr keeps one per browser tab behind this call. */
export function createClient() {
  const env = publicEnv();
  return createBrowserClient(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
}
