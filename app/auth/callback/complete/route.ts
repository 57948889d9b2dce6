import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { createClient } from '@/lib/supabase/server';

/**
 * The second half of an Auth e-mail link (PKCE), after /auth/callback has shown 'Authenticating...': swaps
 * ?code= for a session cookie, then continues to ?next= (a same-site path only). A missing or spent code goes
 * on with ?error=link so the page can say so. Only a route handler may set the session cookies.
 */
export async function GET(request: NextRequest) {
  const url = request.nextUrl;
  const next = safeRedirectPath(url.searchParams.get('next'));
  const target = new URL(next, url.origin);
  const code = url.searchParams.get('code');
  if (code) {
    const client = await createClient();
    const { error } = await client.auth.exchangeCodeForSession(code);
    if (!error) return NextResponse.redirect(target);
  }
  target.searchParams.set('error', 'link');
  return NextResponse.redirect(target);
}
