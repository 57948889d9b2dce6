import { createBrowserClient } from '@supabase/ssr';
import { supabaseConfig } from './config';
import { quickRetryOptions } from './quick-retry';
import type { Database, TypedClient } from './types';

/** A Supabase client for Client Components; @supabase/ssr keeps one per browser tab behind this call. */
export function createClient(): TypedClient {
  const env = supabaseConfig();
  return createBrowserClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, quickRetryOptions());
}
