import type { NextRequest, NextResponse } from 'next/server';
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

/**
 * Records the landing's touch in the attribution cookie (lib/leads/attribution-cookie.ts), for proxy.ts. Most
 * requests carry no campaign data and no external referrer: for them this reads two headers and the query and
 * writes nothing. The proxy sees every landing first, whatever the page does with it.
 */
export function recordLandingTouch(request: NextRequest, response: NextResponse, now: Date = new Date()): void {
  if (!isLandingRequest(request)) return;
  const referrer = request.headers.get('referer');
  const hosts = ownHosts(request);
  if (!hasTrackingParams(request.nextUrl.searchParams) && !externalReferrer(referrer, hosts)) return;

  const touch = touchFromLanding({ url: request.nextUrl, referrer, ownHosts: hosts, at: now });
  if (!touch) return;
  const history = recordTouch(decodeTouchHistory(request.cookies.get(ATTRIBUTION_COOKIE)?.value), touch);
  response.cookies.set(ATTRIBUTION_COOKIE, encodeTouchHistory(history), {
    path: '/',
    maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
    sameSite: 'lax',
    // The server is its only reader; scripts have no business with it.
    httpOnly: true,
    // Browsers refuse Secure cookies over plain http except on this machine; production is https.
    secure: process.env.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(request.nextUrl.hostname),
  });
  // A response that sets this visitor's cookie must never be served to another from a shared cache.
  response.headers.set('cache-control', 'private, no-cache, no-store, must-revalidate, max-age=0');
}
