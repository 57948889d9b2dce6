/*
 * How our Supabase clients retry a read. supabase-js retries a failed GET three times, 1, 2 and 4 s apart, so with
 * the database unreachable every page that read from it waited about 7 s before it could show its fallback
 * (issue 38: within 2 s). Our clients turn that off and retry a read once, shortly after: enough to ride out a
 * dropped keep-alive connection or PostgREST's 503 while it reloads its schema cache, and an outage is answered
 * at once. Writes are never retried: a POST that reached the server and lost its answer must not run twice.
 */

export const QUICK_RETRY_DELAY_MS = 200;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD']);
/** PostgREST's schema cache still loading (503) and a proxy's connection error (520), as supabase-js counts them. */
const TRANSIENT_STATUSES = new Set([503, 520]);

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `base`, with a read that failed to connect or got a transient status tried once more after `delayMs`. */
export function withQuickRetry(base: typeof fetch, delayMs = QUICK_RETRY_DELAY_MS): typeof fetch {
  return async (input, init) => {
    if (!IDEMPOTENT_METHODS.has(methodOf(input, init))) return base(input, init);
    try {
      const first = await base(input, init);
      if (!TRANSIENT_STATUSES.has(first.status)) return first;
      await first.body?.cancel();
    } catch (error) {
      // A read its caller gave up on stays given up.
      if (init?.signal?.aborted) throw error;
    }
    await pause(delayMs);
    return base(input, init);
  };
}

/**
 * The options every client of ours is made with: supabase-js's own retries off, ours on `fetchImpl` (the page
 * cache's tagged fetch for public reads, the platform's fetch otherwise).
 */
export function quickRetryOptions(fetchImpl: typeof fetch = fetch) {
  return { db: { retry: false }, global: { fetch: withQuickRetry(fetchImpl) } } as const;
}
