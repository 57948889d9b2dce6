import 'server-only';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { publicEnv, serverEnv } from '@/lib/env';

/**
 * The service-role client bypasses row-level security. Only trusted server code that has already checked the
 * caller's role may use it; `server-only` makes importing it from a Client Component a build error.
 * It holds no user session, so nothing is persisted or refreshed.
 */
export function createAdminClient() {
  return createSupabaseClient(publicEnv().NEXT_PUBLIC_SUPABASE_URL, serverEnv().SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
