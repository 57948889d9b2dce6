import { createServerClient } from '@supabase/ssr';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { routeGuard, SIGN_IN_PATH, signInPathFor } from '@/lib/auth/guards';
import { pathWithQuery, safeRedirectPath } from '@/lib/auth/redirect';
import { isAdminProfile, readAccessProfile, type AccessProfile } from '@/lib/data/profiles';
import { readPublicEnv } from '@/lib/env';
import { isDataError } from '@/lib/errors/data-error';
import { hasSessionCookie } from '@/lib/supabase/session-cookie';
import type { Database } from '@/lib/supabase/types';

/**
 * Refreshes the Supabase session on every request and turns away guarded paths (lib/auth/guards.ts).
 * Layouts and actions check again: this is the first gate, not the only one.
 */
export async function updateSession(request: NextRequest) {
  let supabaseResponse = NextResponse.next({ request });
  const guard = routeGuard(request.nextUrl.pathname);

  const env = readPublicEnv();
  // Nobody is signed in without a configured backend (public pages still render, guarded ones fail closed) or
  // without a session cookie. The latter is most requests, a signed-out visitor's searches and other per-request
  // pages: with no session to refresh, what follows would decide the same with no claims, for the price of
  // building a client and its auth client.
  if (!env.success || !hasSessionCookie(request.headers.get('cookie') ?? '')) {
    return guard
      ? redirectWithCookies(request, signInPathFor(guard, pathWithQuery(request.nextUrl)), supabaseResponse)
      : supabaseResponse;
  }

  // A new client per request: it carries this request's cookies.
  const supabase = createServerClient<Database>(env.data.NEXT_PUBLIC_SUPABASE_URL, env.data.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        cookiesToSet.forEach(({ name, value }) => request.cookies.set(name, value));
        supabaseResponse = NextResponse.next({ request });
        cookiesToSet.forEach(({ name, value, options }) => supabaseResponse.cookies.set(name, value, options));
        // no-store headers, so a CDN never serves one user's refreshed session cookie to another.
        Object.entries(headers).forEach(([key, value]) => supabaseResponse.headers.set(key, value));
      },
    },
  });

  // Do not run code between createServerClient and supabase.auth.getClaims(). A simple mistake could make it
  // very hard to debug issues with users being randomly logged out.
  const { data, error } = await supabase.auth.getClaims();
  const claims = data?.claims;

  // A signed-in visitor has no business on the sign-in page: send them on with a real redirect, before the page
  // starts streaming (a redirect from inside a streamed page only happens once the client has loaded).
  if (claims && request.nextUrl.pathname === SIGN_IN_PATH) {
    return redirectWithCookies(request, safeRedirectPath(request.nextUrl.searchParams.get('redirect')), supabaseResponse);
  }
  if (guard === 'user' && !claims) {
    return redirectWithCookies(request, signInPathFor('user', pathWithQuery(request.nextUrl)), supabaseResponse);
  }
  if (guard === 'admin') {
    // A session the backend cannot check right now: the back office renders its outage state (lib/auth/route-decision.ts).
    if (error && isAuthRetryableFetchError(error)) return supabaseResponse;
    let profile: AccessProfile | null = null;
    try {
      profile = claims ? await readAccessProfile(supabase, claims.sub) : null;
    } catch (failure) {
      if (isDataError(failure) && failure.code === 'CONNECTION_ERROR') return supabaseResponse;
    }
    if (!isAdminProfile(profile)) {
      return redirectWithCookies(request, signInPathFor('admin', pathWithQuery(request.nextUrl)), supabaseResponse);
    }
  }

  // IMPORTANT: return supabaseResponse as it is. A new response must be created with NextResponse.next({ request })
  // and get these cookies copied over, or the browser and server fall out of sync and the session ends early.
  return supabaseResponse;
}

/** A redirect that keeps the cookies (and no-store headers) a session refresh may just have written. */
function redirectWithCookies(request: NextRequest, path: string, from: NextResponse): NextResponse {
  const response = NextResponse.redirect(new URL(path, request.nextUrl.origin));
  from.cookies.getAll().forEach((cookie) => response.cookies.set(cookie));
  for (const key of ['cache-control', 'expires', 'pragma']) {
    const value = from.headers.get(key);
    if (value) response.headers.set(key, value);
  }
  return response;
}
