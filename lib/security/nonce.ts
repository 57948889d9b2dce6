import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from './csp';

/**
 * This response's CSP nonce, for a script a server component renders itself (Next.js adds it to its own). Reading
 * a request header makes the page render per request, as a nonce requires; its data stays cached by tag.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
