import { connection } from 'next/server';

/**
 * Call before a page renders fallback content (sample items, a load error): such a render must never be stored.
 * Every page renders per request today (its CSP nonce, app/layout.tsx), so this only restates that; it keeps it
 * true for a page that is ever prerendered again, where Next.js would otherwise keep the fallback as the page.
 */
export async function keepFallbackOutOfCache(): Promise<void> {
  await connection();
}
