import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { supabaseConfig } from './config';
import type { Database, TypedClient } from './types';

/**
 * A Supabase client for Server Components, Server Actions and Route Handlers, acting as the signed-in user.
 * Create one per request and never keep it in a module variable: it carries that request's cookies.
 */
export async function createClient(options: { forwardedFor?: string | null } = {}): Promise<TypedClient> {
  const env = supabaseConfig();
  const cookieStore = await cookies();

  return createServerClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    // Calls made on a visitor's behalf (view counters) pass the visitor's address on, as a proxy does, so the
    // database counts that visitor rather than this server.
    ...(options.forwardedFor ? { global: { headers: { 'x-forwarded-for': options.forwardedFor } } } : {}),
    cookies: {
      getAll() {
        return cookieStore.getAll();
      },
      setAll(cookiesToSet) {
        try {
          cookiesToSet.forEach(({ name, value, options }) => cookieStore.set(name, value, options));
        } catch {
          // Server Components cannot set cookies. That is fine: proxy.ts refreshes the session on every
          // request, so the cookies are written there.
        }
      },
    },
  });
}
