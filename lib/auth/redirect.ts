/**
 * Where to send someone after sign-in. Only a path on this site is accepted, so a crafted link such as
 * `/signin?redirect=//evil.com` can never bounce a user to another origin (an open redirect).
 */
export const DEFAULT_REDIRECT = '/';

// Browsers drop tab/newline and treat backslash like slash when parsing URLs, so these are what make
// `/\evil.com` or `/\t/evil.com` resolve to a foreign host. Control characters are refused outright.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const PARSE_BASE = 'http://same-site.invalid';

export function safeRedirectPath(input: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof input !== 'string') return fallback;
  const candidate = input.trim();
  if (candidate === '' || candidate.length > 2048) return fallback;
  if (CONTROL_CHARS.test(candidate)) return fallback;
  if (!candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (candidate.includes('\\')) return fallback;

  // Encoded forms (%2F%2Fevil.com, %5C, %09 …) may be decoded once more by a later hop; check them decoded too.
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return fallback;
  }
  if (CONTROL_CHARS.test(decoded) || decoded.startsWith('//') || decoded.includes('\\')) return fallback;

  // The final word is the URL parser the browser itself uses: the path must stay on our origin.
  let url: URL;
  try {
    url = new URL(candidate, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative result: `/a/../..//evil.com` becomes `//evil.com`.
  return path.startsWith('//') ? fallback : path;
}

/** The path and query of a request, as a value for `?redirect=`. */
export function pathWithQuery(url: URL): string {
  return `${url.pathname}${url.search}`;
}
