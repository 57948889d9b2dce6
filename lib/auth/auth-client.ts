import type { SupabaseClient } from '@supabase/supabase-js';

let clientPromise: Promise<SupabaseClient> | null = null;

/**
 * The browser Supabase client, loaded on first use. Public pages ship without supabase-js; it arrives only
 * when someone has a session cookie, opens the auth modal or touches a favourite.
 */
export function getAuthClient(): Promise<SupabaseClient> {
  clientPromise ??= import('@/lib/supabase/client').then(({ createClient }) => createClient());
  return clientPromise;
}

/** Whether the browser holds a Supabase session cookie (sb-<ref>-auth-token, possibly chunked). */
export function hasSessionCookie(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)sb-[^=]+-auth-token(?:\.\d+)?=/.test(document.cookie);
}
