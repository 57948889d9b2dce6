import type { NextRequest } from 'next/server';
import { analyticsId } from '@/lib/analytics/config';
import { updateSession } from '@/lib/auth/proxy';
import { readPublicEnv } from '@/lib/env';
import { recordLandingTouch } from '@/lib/leads/landing';
import { isCacheablePageRequest } from '@/lib/page-cache/policy';
import { isFillRequest, servePage } from '@/lib/page-cache/serve';
import { isUndecodablePath, undecodablePathResponse } from '@/lib/routing/undecodable-path';
import { createNonce, NONCE_HEADER, policyForNonce } from '@/lib/security/csp';

let pagePolicy: ((nonce: string) => string) | null = null;

/** This process's page policy with `nonce`: the settings it depends on are read once, when the server starts. */
function policyWith(nonce: string): string {
  pagePolicy ??= policyForNonce({
    supabaseUrl: readPublicEnv().data?.NEXT_PUBLIC_SUPABASE_URL,
    analytics: analyticsId() !== null,
    development: process.env.NODE_ENV === 'development',
  });
  return pagePolicy(nonce);
}

export async function proxy(request: NextRequest) {
  // Before anything reads the path: Next's own route match would turn it into a 500.
  if (isUndecodablePath(request.nextUrl.pathname)) return undecodablePathResponse();
  const nonce = createNonce();
  const policy = policyWith(nonce);

  // A signed-out visitor's page load of a public page: from the page cache (lib/page-cache), with this nonce.
  // There is no session to refresh. Never in `next dev`, where every request should show the code as it is now.
  const page = {
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: request.headers,
  };
  if (process.env.NODE_ENV === 'production' && !isFillRequest(request) && isCacheablePageRequest(page)) {
    const cached = await servePage(request, nonce);
    if (cached) {
      recordLandingTouch(request, cached);
      cached.headers.set('content-security-policy', policy);
      return cached;
    }
  }

  // On the request, which updateSession forwards to the render (NextResponse.next({ request })): Next.js reads the
  // nonce from the policy and puts it on its own scripts; the layouts read x-nonce for theirs. Set, not appended,
  // so a value a client sent never survives. A page from the cache needs neither: its fill was a request of its own.
  request.headers.set(NONCE_HEADER, nonce);
  request.headers.set('content-security-policy', policy);
  const response = await updateSession(request);
  // After the session refresh, on whatever response it chose (a page or a redirect), so a landing that is
  // redirected to sign-in still counts.
  recordLandingTouch(request, response);
  // next.config.ts gives its static policy only to the paths this proxy skips.
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    // Every request but Next's static chunks, its image optimiser and the files of public/, so the session is
    // refreshed wherever it is read, the guards run on every path under /admin and /profile, and a visitor's
    // landing touch is recorded on whichever page they arrive. Never a pattern on file extensions: that let
    // /admin/leads/export.svg past the guard (issue 34). The sprite is named by its content's hash (`npm run
    // icons`), hence the pattern; tests/unit/proxy-matcher.test.ts checks this list against public/. Skipped
    // paths get their security headers, and a script-less policy, from next.config.ts. A literal: Next reads it
    // without running this file.
    '/((?!_next/static/|_next/image$|favicon\\.ico$|icons/[0-9a-f]{10}\\.svg$).*)',
  ],
};
