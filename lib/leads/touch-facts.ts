import { formatDateTime } from '@/lib/format/dates';

/*
 * A stored touch (lib/leads/touch.ts) as a counsellor reads it: each field under its name in words, in a fixed
 * order, the time in IST. A key this code does not know (a touch written by an older release) keeps its raw name
 * at the end rather than being dropped.
 */
/** The campaign fields a lead and each of its touches carry, in the order a counsellor reads them. */
export const CAMPAIGN_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

/** The campaign fields' names in words: one table for the lead's attribution and its touches. */
export const CAMPAIGN_LABELS: Record<(typeof CAMPAIGN_FIELDS)[number], string> = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  gclid: 'Google click id (gclid)',
  fbclid: 'Facebook click id (fbclid)',
};

const TOUCH_LABELS: Record<string, string> = {
  at: 'When',
  landing_page: 'Landing page',
  referrer: 'Referrer',
  ...CAMPAIGN_LABELS,
};

const ORDER = Object.keys(TOUCH_LABELS);

export function touchFacts(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number',
  );
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, v]) => {
      const text = String(v);
      return [TOUCH_LABELS[key] ?? key, key === 'at' ? formatDateTime(text) || text : text];
    });
}
