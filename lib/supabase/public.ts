import 'server-only';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_REVALIDATE_SECONDS, type CacheTag } from '@/lib/cache/tags';
import { supabaseConfig } from './config';
import { quickRetryOptions } from './quick-retry';
import type { Database, TypedClient } from './types';

/** One client per project, key, tags and revalidation: a client holds nothing of a request's. */
const clients = new Map<string, TypedClient>();

/**
 * A cookie-less anon client for public catalogue reads. Reading no cookies makes its answers the same for every
 * visitor, so every request it makes is cached by Next.js under the given tags: pages render per request (for
 * their CSP nonce, proxy.ts) from cached data, and a back-office write can refresh exactly what it changed. Only
 * lib/data modules create one, each with the tags of the tables it reads. Never use it for anything per-user: it
 * has no session.
 *
 * Having no session, it has no auth client either (`accessToken` is the anon key, what an auth client without a
 * session would send), and it is made once and shared: building a supabase-js client, with its auth client's
 * start-up, cost every search page's render about a millisecond (docs/performance.md).
 */
export function createPublicClient(tags: readonly CacheTag[], revalidate = PUBLIC_REVALIDATE_SECONDS): TypedClient {
  const env = supabaseConfig();
  const key = [env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, revalidate, ...tags].join(' ');
  let client = clients.get(key);
  if (!client) {
    const anonKey = env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    client = createSupabaseClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, anonKey, {
      accessToken: () => Promise.resolve(anonKey),
      ...quickRetryOptions((input, init) => fetch(input, { ...init, next: { tags: [...tags], revalidate } })),
    });
    clients.set(key, client);
  }
  return client;
}
