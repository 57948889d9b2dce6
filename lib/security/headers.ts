/** Two years, the HSTS preload list's minimum and what browsers cap at. */
const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Powerful features no page of the site uses, refused for the site and anything it embeds. Fullscreen, autoplay
 * and encrypted media stay at their defaults: the video player's frame asks for them.
 */
const REFUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'];

export interface Header {
  key: string;
  value: string;
}

/**
 * The headers every response carries, pages and static files alike (next.config.ts). The Content-Security-Policy
 * is not here: a page's policy holds a per-request nonce, so proxy.ts sets it. No value holds a ':', which would
 * make Next.js compile it as a route pattern on every response.
 */
export const SECURITY_HEADERS: readonly Header[] = [
  // Browsers ignore it over plain http (local runs); over https it keeps every later visit on https.
  { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` },
  // For browsers without CSP's frame-ancestors: no site may frame ours (clickjacking).
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: REFUSED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  // A window the site opens, or that opens the site, gets no handle on our pages.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * The paths proxy.ts's matcher leaves out (static chunks, the image optimiser and the files of public/), as a
 * route pattern for next.config.ts: those responses get the static Content-Security-Policy there. The matcher must
 * stay a literal in proxy.ts, so tests/unit/security-headers.test.ts checks the two describe the same paths.
 */
export const PROXY_SKIPPED_PATHS = '/:path(_next/static/.*|_next/image|favicon\\.ico|icons/[0-9a-f]{10}\\.svg)';
