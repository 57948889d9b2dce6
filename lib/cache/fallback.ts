import { connection } from 'next/server';

/**
 * Call before a static page renders fallback content (sample items, a load error). Opting into dynamic
 * rendering here means such a render is never stored: during a background revalidation Next.js treats it as a
 * failed regeneration and keeps serving the last good page; at build time the route renders per request
 * instead (its reads stay cached by tag), so it shows real content as soon as the database answers again.
 */
export async function keepFallbackOutOfCache(): Promise<void> {
  await connection();
}
