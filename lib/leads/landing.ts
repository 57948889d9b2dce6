import type { NextRequest } from 'next/server';
import { siteUrl } from '@/lib/env';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE_SECONDS, decodeTouchHistory, encodeTouchHistory } from './attribution-cookie';
import { externalReferrer, hasTrackingParams, recordTouch, touchFromLanding } from './touch';

/** Back-office and auth round trips are not how a visitor found us. */
const NOT_LANDING_PATHS = /^\/(admin|auth|api)(\/|$)/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * A page the browser navigated to: a GET for a document. Client-side navigations and prefetches (RSC requests),
 * server actions (POST) and fetches by scripts are not landings, and their Referer is our own page anyway.
 */
export function isLandingRequest(request: NextRequest): boolean {
  if (request.method !== 'GET' || NOT_LANDING_PATHS.test(request.nextUrl.pathname)) return false;
  const headers = request.headers;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.get('purpose') === 'prefetch') return false;
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

/** The hosts that are this site: the one asked for and the configured public one. */
export function ownHosts(request: NextRequest): string[] {
  return [request.nextUrl.hostname, request.headers.get('host')?.replace(/:\d+$/, '') ?? '', siteUrl().hostname];
}

/** The attribution cookie's Set-Cookie line: the server is its only reader, so scripts never see it. */
function attributionCookie(value: string, secure: boolean): string {
  const attributes = ['Path=/', `Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}`, 'SameSite=Lax', 'HttpOnly'];
  return [`${ATTRIBUTION_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

/**
 * Records the landing's touch in the attribution cookie (lib/leads/attribution-cookie.ts), for proxy.ts. Most
 * requests carry no campaign data and no external referrer: for them this reads two headers and the query and
 * writes nothing. The proxy sees every landing first, whatever the page does with it.
 *
 * The cookie is appended to the response's headers, so a page from the page cache (a plain Response) can carry
 * it too. Call it after anything that sets cookies through NextResponse.cookies, which rewrites every Set-Cookie
 * line from its own list.
 */
export function recordLandingTouch(request: NextRequest, response: Response, now?: Date): void {
  if (!isLandingRequest(request)) return;
  const referrer = request.headers.get('referer');
  const campaign = hasTrackingParams(request.nextUrl.searchParams);
  if (!campaign && referrer === null) return;
  const hosts = ownHosts(request);
  if (!campaign && !externalReferrer(referrer, hosts)) return;

  const touch = touchFromLanding({ url: request.nextUrl, referrer, ownHosts: hosts, at: now ?? new Date() });
  if (!touch) return;
  const history = recordTouch(decodeTouchHistory(request.cookies.get(ATTRIBUTION_COOKIE)?.value), touch);
  // Browsers refuse Secure cookies over plain http except on this machine; production is https.
  const secure = process.env.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(request.nextUrl.hostname);
  response.headers.append('set-cookie', attributionCookie(encodeTouchHistory(history), secure));
  // A response that sets this visitor's cookie must never be served to another from a shared cache.
  response.headers.set('cache-control', 'private, no-cache, no-store, must-revalidate, max-age=0');
}
