import { STATIC_CONTENT_SECURITY_POLICY } from '@/lib/security/csp';

/*
 * A path Next.js cannot decode (/blog/%E0%A4%A: percent-encoding that is not UTF-8, or a stray '%') fails in its
 * route matcher, and a production build then answers with a bare 500 (vercel/next.js#92557). The proxy runs
 * before that match and answers such a path itself: it names no page of this site, so 400 Bad Request.
 */

/** Whether `pathname`, as it arrived (still percent-encoded), cannot be decoded. */
export function isUndecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The proxy's answer to an undecodable path: plain text, under the policy in which nothing runs. */
export function undecodablePathResponse(): Response {
  return new Response('Bad request: the address is not valid.', {
    status: 400,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': STATIC_CONTENT_SECURITY_POLICY,
    },
  });
}
