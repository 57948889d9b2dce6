import type { NextRequest } from 'next/server';
import { recordLandingTouch } from '@/lib/leads/landing';
import { isUndecodablePath, undecodablePathResponse } from '@/lib/routing/undecodable-path';
import { updateSession } from '@/lib/supabase/proxy';

export async function proxy(request: NextRequest) {
  // Before anything reads the path: Next's own route match would turn it into a 500.
  if (isUndecodablePath(request.nextUrl.pathname)) return undecodablePathResponse();
  const response = await updateSession(request);
  // After the session refresh, on whatever response it chose (a page or a redirect), so a landing that is
  // redirected to sign-in still counts.
  recordLandingTouch(request, response);
  return response;
}

export const config = {
  matcher: [
    // Every request but static assets and image optimisation, so the session is refreshed wherever it is read
    // and a visitor's landing touch is recorded on whichever page they arrive.
    '/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|woff2?|txt|xml)$).*)',
  ],
};
