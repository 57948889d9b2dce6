/** @supabase/ssr's session cookie: sb-<project ref>-auth-token, or its chunks .0, .1, … when the session is large. */
const SESSION_COOKIE = /^sb-.+-auth-token(?:\.0)?$/;

/**
 * Whether a Cookie header (or `document.cookie`) holds a Supabase session. Most visitors are signed out;
 * checking first lets per-user islands on static pages skip loading supabase-js for them. A chunked session
 * needs its first chunk, as @supabase/ssr reads chunks from .0 up; an empty value is no session.
 */
export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => {
    const separator = pair.indexOf('=');
    if (separator < 0) return false;
    return SESSION_COOKIE.test(pair.slice(0, separator).trim()) && pair.slice(separator + 1).trim() !== '';
  });
}
