/** Where Google Analytics 4 loads its script from and sends its hits to (Google's documented CSP for GA4). */
const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GA_HIT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The video players the site embeds (lib/video/url.ts): YouTube only in its privacy-enhanced form, loaded when the
 * visitor presses play; Vimeo's player for Vimeo links. Embeds of any other host are refused by the browser.
 */
const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface CspOptions {
  /** This response's nonce (createNonce): the only way an inline or first script may run. */
  nonce: string;
  /** NEXT_PUBLIC_SUPABASE_URL: the browser talks to Auth and shows Storage images and videos from it. */
  supabaseUrl?: string;
  /** Google Analytics is configured (lib/analytics/config.ts), so its hosts are allowed. */
  analytics: boolean;
  /** `next dev`: React rebuilds server error stacks with eval there, never in production. */
  development: boolean;
}

/** The request header that hands a page's nonce from proxy.ts to the layouts that render scripts. */
export const NONCE_HEADER = 'x-nonce';

const NONCE_BYTES = 16;
/*
 * Random bytes for 256 nonces at a time: one call to the system's generator per request was 2% of a cached page's
 * CPU. Each nonce still takes its own 16 bytes of the generator's output, none is used twice (as Node.js does for
 * crypto.randomUUID).
 */
const pool = new Uint8Array(NONCE_BYTES * 256);
let pooled = pool.length;

/** 16 random bytes, base64: unguessable, and new for every response. */
export function createNonce(): string {
  if (pooled + NONCE_BYTES > pool.length) {
    crypto.getRandomValues(pool);
    pooled = 0;
  }
  const bytes = pool.subarray(pooled, (pooled += NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of a configured URL, or nothing for a missing or malformed one (the policy then only allows 'self'). */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of a page. Scripts run only with this response's nonce; 'strict-dynamic' lets a
 * nonced script load the chunks it needs (Next.js's loader, gtag.js), so no host list is needed for scripts.
 * Styles keep 'unsafe-inline': React renders style attributes and libraries (toasts, dialogs) insert style
 * elements without a nonce; styles cannot run code.
 */
export function contentSecurityPolicy({ nonce, supabaseUrl, analytics, development }: CspOptions): string {
  const supabase = originOf(supabaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...(analytics ? [GA_SCRIPT_ORIGIN] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...supabase, ...(analytics ? GA_HIT_ORIGINS : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...supabase, ...(analytics ? GA_HIT_ORIGINS : [])],
    'media-src': ["'self'", 'blob:', ...supabase],
    'frame-src': VIDEO_FRAME_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A stand-in no nonce can equal (createNonce makes base64, which has no '.'). */
const NONCE_MARK = '.nonce.';

/**
 * contentSecurityPolicy for settings that do not change, as a function of the nonce alone: built once around a
 * placeholder, so each response only puts its nonce in. proxy.ts answers every page with it, and building the
 * policy (with the settings' validation) was 4% of a cached page's CPU.
 */
export function policyForNonce(options: Omit<CspOptions, 'nonce'>): (nonce: string) => string {
  const [before, after] = contentSecurityPolicy({ ...options, nonce: NONCE_MARK }).split(NONCE_MARK);
  return (nonce) => `${before}${nonce}${after}`;
}

/**
 * The policy of responses the proxy never sees (next.config.ts): static files, and a 404 for a path that looks
 * like one. Nothing there needs a script; a page rendered there keeps its styles but stays inert.
 */
export const STATIC_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
