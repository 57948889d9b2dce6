import 'server-only';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_REVALIDATE_SECONDS, type CacheTag } from '@/lib/cache/tags';
import { supabaseConfig } from './config';
import type { Database, TypedClient } from './types';

/**
 * A cookie-less anon client for public catalogue reads. Reading no cookies makes its answers the same for every
 * visitor, so every request it makes is cached by Next.js under the given tags: pages render per request (for
 * their CSP nonce, proxy.ts) from cached data, and a back-office write can refresh exactly what it changed. Only
 * lib/data modules create one, each with the tags of the tables it reads. Never use it for anything per-user: it
 * has no session.
 */
export function createPublicClient(tags: readonly CacheTag[], revalidate = PUBLIC_REVALIDATE_SECONDS): TypedClient {
  const env = supabaseConfig();
  return createSupabaseClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => fetch(input, { ...init, next: { tags: [...tags], revalidate } }),
    },
  });
}
