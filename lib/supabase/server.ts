import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { SITE_VISITOR_HEADER, siteVisitorHeader } from '@/lib/security/site-proofs';
import { supabaseConfig } from './config';
import { quickRetryOptions } from './quick-retry';
import { serverKey } from './server-key';
import type { Database, TypedClient } from './types';

/**
 * A Supabase client for Server Components, Server Actions and Route Handlers, acting as the signed-in user.
 * Create one per request and never keep it in a module variable: it carries that request's cookies.
 */
export async function createClient(options: { visitorIp?: string | null } = {}): Promise<TypedClient> {
  const env = supabaseConfig();
  const cookieStore = await cookies();
  // Calls made on a visitor's behalf (forms, view counters, rate limits) name the visitor, signed with the
  // database's key, so the database counts that visitor rather than this server, and believes no one else
  // who claims an address (supabase/migrations/20261203001000_site_channel.sql).
  const visitorHeaders = options.visitorIp
    ? { [SITE_VISITOR_HEADER]: siteVisitorHeader(await serverKey(), options.visitorIp) }
    : null;

  const retry = quickRetryOptions();
  return createServerClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    db: retry.db,
    global: visitorHeaders ? { ...retry.global, headers: visitorHeaders } : retry.global,
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
