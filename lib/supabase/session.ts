import 'server-only';
import { isAuthRetryableFetchError, type JwtPayload } from '@supabase/supabase-js';
import { cache } from 'react';
import { hasSupabaseEnv } from '@/lib/env';
import { createClient } from './server';
import type { TypedClient } from './types';

export interface ServerSession {
  client: TypedClient;
  claims: JwtPayload | null;
  /**
   * The caller holds a session the auth service could not check because it is unreachable. Guards still treat
   * them as signed out for anything real; the back office shows its sample screens instead of the sign-in page.
   */
  unreachable: boolean;
}

/**
 * The caller's verified claims for server code. With no backend configured, or the backend unreachable,
 * the caller is treated as signed out rather than the page failing: every guard built on this fails closed.
 * Cached per request, so a layout and its page share one check.
 */
export const getServerSession = cache(async (): Promise<ServerSession | null> => {
  if (!hasSupabaseEnv()) return null;
  const client = await createClient();
  try {
    const { data, error } = await client.auth.getClaims();
    if (error) return { client, claims: null, unreachable: isAuthRetryableFetchError(error) };
    return { client, claims: data?.claims ?? null, unreachable: false };
  } catch (error) {
    return { client, claims: null, unreachable: isAuthRetryableFetchError(error) };
  }
});
