import type { TypedClient } from '@/lib/supabase/types';
import { AuthFailure } from './error-messages';

let clientPromise: Promise<TypedClient> | null = null;

/**
 * The browser's one Supabase client, loaded on first use: public pages ship without supabase-js, which arrives
 * only when someone has a session cookie, opens the auth forms, touches a favourite or counts a view. A failure
 * to load or create it (a chunk that did not arrive, missing settings) rejects with AuthFailure INIT_FAILED and
 * is forgotten, so the next call tries again.
 */
export function getAuthClient(): Promise<TypedClient> {
  clientPromise ??= import('@/lib/supabase/client')
    .then(({ createClient }): TypedClient => createClient())
    .catch((cause: unknown) => {
      clientPromise = null;
      throw new AuthFailure('INIT_FAILED', { cause });
    });
  return clientPromise;
}
