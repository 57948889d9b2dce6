import 'server-only';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { DataError } from '@/lib/errors/data-error';
import { supabaseConfig } from './config';
import { quickRetryOptions } from './quick-retry';
import type { Database, TypedClient } from './types';

/**
 * The service-role client bypasses row-level security. Only trusted server code that has already checked the
 * caller's role may use it; `server-only` makes importing it from a Client Component a build error.
 * It holds no user session, so nothing is persisted or refreshed.
 */
export function createAdminClient(): TypedClient {
  const { NEXT_PUBLIC_SUPABASE_URL } = supabaseConfig();
  return createSupabaseClient<Database>(NEXT_PUBLIC_SUPABASE_URL, serviceRoleKey(), {
    ...quickRetryOptions(),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function serviceRoleKey(): string {
  try {
    return serverEnv().SUPABASE_SERVICE_ROLE_KEY;
  } catch (cause) {
    throw new DataError('NOT_CONFIGURED', undefined, { cause });
  }
}
