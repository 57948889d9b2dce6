import { hasSessionCookie } from '@/lib/supabase/session-cookie';

/*
 * Which requests the page cache (proxy.ts, ./serve.ts) may answer. Every page renders per request, because its
 * Content-Security-Policy nonce is new for every response; a render costs the server 20-30 ms of CPU, so a
 * visitor from a search engine waits for React on every page view. The page cache keeps a page's HTML, rendered
 * once for signed-out visitors, and serves each response with a fresh nonce put in place of the one it was
 * rendered with (./nonce.ts). Only what is the same for every signed-out visitor is cached.
 */

/** The public pages that render the same for every signed-out visitor and carry no query. */
const CACHED_PAGES = [
  /^\/$/,
  /^\/colleges(?:\/[a-z0-9-]+)?$/,
  /^\/blog(?:\/[a-z0-9-]+)?$/,
  /^\/exams(?:\/[a-z0-9-]+)?$/,
  /^\/exams\/calendar$/,
  /^\/mock-tests$/,
  /^\/community(?:\/[a-z0-9-]+)?$/,
  /^\/(?:about|faq|videos|scholarships|resources|previous-papers|privacy|terms|cookies)$/,
];

/** Member-only pages whose paths the patterns above would otherwise match. */
const NEVER_CACHED = new Set(['/community/new']);

/** The request headers of a client-side navigation, a prefetch or a server action: not a page load. */
const NOT_A_PAGE_LOAD = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'purpose'];

export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
}

/** Whether `request` may be answered from the page cache (and, on a miss, fill it). */
export function isCacheablePageRequest({ method, pathname, search, headers }: PageRequest): boolean {
  if (method !== 'GET' || search !== '') return false;
  if (NEVER_CACHED.has(pathname) || !CACHED_PAGES.some((pattern) => pattern.test(pathname))) return false;
  if (NOT_A_PAGE_LOAD.some((name) => headers.has(name))) return false;
  // Next.js hides its router's headers (rsc, the prefetch headers) and the _rsc query from proxy.ts, so a client
  // navigation or prefetch looks like a page load but for what a browser sends with every fetch(): a destination
  // other than a document, and no HTML in Accept. Those want the React payload, never this HTML.
  const destination = headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return false;
  const accept = headers.get('accept');
  if (accept !== null && !accept.includes('text/html')) return false;
  // A signed-in visitor's pages show their own state; they always render.
  return !hasSessionCookie(headers.get('cookie') ?? '');
}
