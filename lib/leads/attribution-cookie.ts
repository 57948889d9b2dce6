import { z } from 'zod';
import { UTM_KEYS } from './attribution';
import { CLICK_ID_KEYS, clip, NO_TOUCHES, TOUCH_LIMITS, type Touch, type TouchHistory } from './touch';

/**
 * The visit's first and last touch in a first-party cookie, written by proxy.ts on landing requests and read by
 * the form actions. No script and no third party is involved, so attribution works without JavaScript. The value
 * is base64url JSON: the server is its only reader, and anything it cannot read is treated as no history.
 */
export const ATTRIBUTION_COOKIE = 'md_attr';
export const ATTRIBUTION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Browsers keep about 4 KB per cookie (name, value and attributes); the value stays well inside that. */
export const ATTRIBUTION_COOKIE_MAX_LENGTH = 3600;
/** Limits used when a history of long or non-Latin values would not fit with the usual ones. */
const TIGHT_LIMIT = 30;

const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

const touchSchema = z
  .object({
    utm_source: text(TOUCH_LIMITS.utm),
    utm_medium: text(TOUCH_LIMITS.utm),
    utm_campaign: text(TOUCH_LIMITS.utm),
    utm_term: text(TOUCH_LIMITS.utm),
    utm_content: text(TOUCH_LIMITS.utm),
    gclid: text(TOUCH_LIMITS.clickId),
    fbclid: text(TOUCH_LIMITS.clickId),
    referrer: z
      .string()
      .max(TOUCH_LIMITS.referrer)
      .regex(/^https?:\/\/\S+$/i)
      .optional()
      .catch(undefined),
    landing_page: z.string().max(TOUCH_LIMITS.landingPage).regex(/^\//).catch('/'),
    at: z.iso.datetime(),
  })
  // Fields that failed their check are left out rather than kept as undefined.
  .transform((touch) => Object.fromEntries(Object.entries(touch).filter(([, value]) => value !== undefined)) as Touch)
  .nullable()
  .catch(null);

const historySchema = z.object({ v: z.literal(1), first: touchSchema, last: touchSchema });

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The history in the cookie; a missing, forged, truncated or outdated value is simply no history. */
export function decodeTouchHistory(value: string | null | undefined): TouchHistory {
  if (!value || value.length > ATTRIBUTION_COOKIE_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return NO_TOUCHES;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(value));
  } catch {
    return NO_TOUCHES;
  }
  const parsed = historySchema.safeParse(json);
  if (!parsed.success) return NO_TOUCHES;
  const { first, last } = parsed.data;
  // A last touch without a first cannot happen when we wrote it; keep what there is as both.
  return { first: first ?? last, last: last ?? first };
}

function clipTouch(touch: Touch | null, max: number): Touch | null {
  if (!touch) return null;
  const out: Touch = { landing_page: clip(touch.landing_page, max), at: touch.at };
  for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS, 'referrer'] as const) {
    const value = touch[key];
    if (value) out[key] = clip(value, max);
  }
  return out;
}

function encode(history: TouchHistory): string {
  return toBase64Url(JSON.stringify({ v: 1, first: history.first, last: history.last }));
}

/**
 * The cookie value for a history. Touches are already clipped to TOUCH_LIMITS; should multi-byte text still
 * make the value too long, every field is clipped harder rather than dropping the cookie.
 */
export function encodeTouchHistory(history: TouchHistory): string {
  const value = encode(history);
  if (value.length <= ATTRIBUTION_COOKIE_MAX_LENGTH) return value;
  return encode({ first: clipTouch(history.first, TIGHT_LIMIT), last: clipTouch(history.last, TIGHT_LIMIT) });
}
