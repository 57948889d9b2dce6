/**
 * Whether this browser holds a Supabase session cookie (sb-<ref>-auth-token, or its first chunk .0).
 * Most visitors are signed out; checking first lets per-user islands on static pages skip loading supabase-js
 * entirely for them. The cookie is not httpOnly by design of @supabase/ssr, so the browser can see it.
 */
export function hasSessionCookie(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.0)?=/.test(cookieHeader);
}
