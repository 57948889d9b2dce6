import type { NextRequest } from 'next/server';
import { recordLandingTouch } from '@/lib/leads/landing';
import { updateSession } from '@/lib/supabase/proxy';

export async function proxy(request: NextRequest) {
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
