import { attributeLeadSource, UTM_KEYS, type LeadSource, type UtmKey } from './attribution';

/**
 * A touch: one arrival on the site that says how the visitor found us — campaign tags or an ad click id in the
 * landing URL, or a referrer from another site. A visit may bring several; the first and the latest are kept
 * (lib/leads/attribution-cookie.ts) and travel with every lead.
 */
export const CLICK_ID_KEYS = ['gclid', 'fbclid'] as const;
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number];

export type Touch = Partial<Record<UtmKey | ClickIdKey, string>> & {
  /** The external page that linked here (browsers usually send only its origin). */
  referrer?: string;
  /** Path and query of the page the visitor landed on, tracking parameters left out. */
  landing_page: string;
  /** When, as an ISO timestamp. */
  at: string;
};

export interface TouchHistory {
  /** The visit's first touch: never overwritten. */
  first: Touch | null;
  /** The latest touch that carried campaign data or an external referrer. */
  last: Touch | null;
}

export const NO_TOUCHES: TouchHistory = { first: null, last: null };

/** The longest value kept per field: enough for any real campaign name or click id, and the cookie stays small. */
export const TOUCH_LIMITS = {
  utm: 100,
  clickId: 150,
  referrer: 200,
  landingPage: 200,
} as const;

const TRACKING_PARAMS = new Set<string>([...UTM_KEYS, ...CLICK_ID_KEYS]);

export function clip(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** A query value as kept: control characters dropped (JSON would spell each out in six), trimmed, clipped. */
function cleanValue(value: string | null, max: number): string | undefined {
  const cleaned = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? clip(cleaned, max) : undefined;
}

/** A host compared without case, a trailing dot or a leading www., so mbadisha.in and www.mbadisha.in are one site. */
export function siteHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** The referrer as an http(s) URL of another site, or null for our own pages, other schemes and garbage. */
export function externalReferrer(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  const value = referrer?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const own = new Set(ownHosts.filter(Boolean).map(siteHost));
  return own.has(siteHost(url.hostname)) ? null : value;
}

/** Whether the URL's query carries campaign tags or click ids: the cheap test run on every landing request. */
export function hasTrackingParams(params: URLSearchParams): boolean {
  for (const key of TRACKING_PARAMS) if (cleanValue(params.get(key), 1)) return true;
  return false;
}

/**
 * The touch a landing request makes, or null when it says nothing about how the visitor came (no campaign data
 * and no external referrer): a plain page view must not overwrite what an earlier touch recorded.
 */
export function touchFromLanding(input: {
  url: URL;
  referrer: string | null | undefined;
  ownHosts: readonly string[];
  at: Date;
}): Touch | null {
  const { url, at } = input;
  const params = url.searchParams;
  const touch: Touch = { landing_page: '', at: at.toISOString() };
  for (const key of UTM_KEYS) {
    const value = cleanValue(params.get(key), TOUCH_LIMITS.utm);
    if (value) touch[key] = value;
  }
  for (const key of CLICK_ID_KEYS) {
    const value = cleanValue(params.get(key), TOUCH_LIMITS.clickId);
    if (value) touch[key] = value;
  }
  const referrer = externalReferrer(input.referrer, input.ownHosts);
  if (referrer) touch.referrer = clip(referrer, TOUCH_LIMITS.referrer);
  if (!hasCampaignData(touch) && !touch.referrer) return null;

  const kept = new URLSearchParams([...params].filter(([key]) => !TRACKING_PARAMS.has(key)));
  const query = kept.toString();
  touch.landing_page = clip(`${url.pathname}${query ? `?${query}` : ''}`, TOUCH_LIMITS.landingPage);
  return touch;
}

/** Campaign data: any UTM tag or ad click id. */
export function hasCampaignData(touch: Touch | null): boolean {
  if (!touch) return false;
  return UTM_KEYS.some((key) => touch[key]) || CLICK_ID_KEYS.some((key) => touch[key]);
}

/** Adds a touch: the first stays as it was; the newest becomes the last. */
export function recordTouch(history: TouchHistory, touch: Touch | null): TouchHistory {
  if (!touch) return history;
  return { first: history.first ?? touch, last: touch };
}

/**
 * The touch a lead is credited to: the last one if it carried campaign data (a newer campaign earned the visit),
 * otherwise the first (a later bare referrer does not take the credit from how the visitor first found us).
 */
export function creditedTouch(history: TouchHistory): Touch | null {
  if (hasCampaignData(history.last)) return history.last;
  return history.first ?? history.last;
}

/** The lead source of a touch (spec §9, ARCHITECTURE.md); no touch means the website itself. */
export function sourceOfTouch(touch: Touch | null): LeadSource {
  if (!touch) return 'website';
  return attributeLeadSource({ utmSource: touch.utm_source, gclid: touch.gclid, fbclid: touch.fbclid, referrer: touch.referrer });
}
