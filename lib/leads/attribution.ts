import { CheckValues } from '@/lib/database.types';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

/**
 * Where a lead came from (ARCHITECTURE.md, spec §9). A recognised UTM source wins over the referrer, because a
 * campaign link says outright which channel paid for the visit; a search engine referrer means organic search;
 * the three social networks keep their own names; everything else is the website itself.
 */
export const LEAD_SOURCES = CheckValues.public.leads.source;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

/** Campaign parameters are stored as text columns; anything longer than this is noise, not a campaign name. */
const UTM_MAX_LENGTH = 200;

const UTM_RULES: [RegExp, LeadSource][] = [
  [/google/i, 'google_ads'],
  [/facebook|^fb$/i, 'facebook'],
  [/linkedin/i, 'linkedin'],
  [/twitter|^x$/i, 'twitter'],
];

/** Host patterns; each matches the domain itself and any subdomain (www., m., l., search.). */
const REFERRER_RULES: [RegExp, LeadSource][] = [
  // Google and Yahoo run country domains (google.co.in, google.de, search.yahoo.co.jp); Bing and DuckDuckGo do not.
  [/(^|\.)google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, 'organic'],
  [/(^|\.)yahoo\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, 'organic'],
  [/(^|\.)bing\.com$/, 'organic'],
  [/(^|\.)duckduckgo\.com$/, 'organic'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'twitter'],
];

export function sourceFromUtm(utmSource: string | null | undefined): LeadSource | null {
  const value = utmSource?.trim();
  if (!value) return null;
  return UTM_RULES.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

export function sourceFromReferrer(referrer: string | null | undefined): LeadSource | null {
  const host = hostOf(referrer);
  if (!host) return null;
  return REFERRER_RULES.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

/**
 * An ad click id names its network as surely as a UTM source: Google Ads appends gclid to the clicks it pays
 * for, Facebook appends fbclid to links followed from it.
 */
export function sourceFromClickIds(input: { gclid?: string | null; fbclid?: string | null }): LeadSource | null {
  if (input.gclid?.trim()) return 'google_ads';
  if (input.fbclid?.trim()) return 'facebook';
  return null;
}

/**
 * The lead's source. An unrecognised UTM source (a newsletter, a partner's name) names no channel of ours, so
 * a click id and then the referrer still decide; the raw value is kept in utm_source either way.
 */
export function attributeLeadSource(input: {
  utmSource?: string | null;
  gclid?: string | null;
  fbclid?: string | null;
  referrer?: string | null;
}): LeadSource {
  return sourceFromUtm(input.utmSource) ?? sourceFromClickIds(input) ?? sourceFromReferrer(input.referrer) ?? 'website';
}

/** The UTM parameters of a URL's query, trimmed, empty ones left out. */
export function utmFromSearchParams(params: URLSearchParams | RawSearchParams): UtmParams {
  const get = (key: UtmKey): string | undefined => {
    const value = (params instanceof URLSearchParams ? params.get(key) : firstParam(params[key]))?.trim();
    return value ? value.slice(0, UTM_MAX_LENGTH) : undefined;
  };
  const out: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = get(key);
    if (value) out[key] = value;
  }
  return out;
}

function hostOf(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}
