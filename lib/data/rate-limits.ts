import { toDataError } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

/** At most `max` attempts in any `windowSeconds` (up to a day), per visitor and action. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Records one attempt of `action` by the client's visitor (the signed-in user, else the address the client
 * forwards) in Postgres, so every server shares the count. Throws a RATE_LIMITED DataError once over the limit.
 */
export async function hitRateLimit(client: TypedClient, action: string, limit: RateLimit): Promise<void> {
  const { error } = await client.rpc('hit_rate_limit', {
    action,
    max_hits: limit.max,
    window_seconds: limit.windowSeconds,
  });
  if (error) throw toDataError(error);
}
