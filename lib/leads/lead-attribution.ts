import { attributionProof } from '@/lib/security/site-proofs';
import { UTM_KEYS, type LeadSource, type UtmKey } from './attribution';
import {
  CLICK_ID_KEYS,
  creditedTouch,
  NO_TOUCHES,
  recordTouch,
  sourceOfTouch,
  touchFromLanding,
  type ClickIdKey,
  type Touch,
  type TouchHistory,
} from './touch';

/** What a lead records about how the visitor found us (the leads columns of the same names). */
export type LeadAttribution = Partial<Record<UtmKey | ClickIdKey, string>> & {
  source: LeadSource;
  referrer_url?: string;
  /** The touches themselves, or {} when there was none (the columns are `not null default '{}'`). */
  first_touch: Touch | Record<string, never>;
  last_touch: Touch | Record<string, never>;
};

/** The page the form was sent from, as the form reports it: a fallback for visitors whose browser keeps no cookie. */
export interface FormPage {
  pageUrl?: string;
  referrer?: string;
  ownHosts: readonly string[];
  at: Date;
}

function pageTouch(page: FormPage): Touch | null {
  if (!page.pageUrl) return null;
  try {
    return touchFromLanding({ url: new URL(page.pageUrl), referrer: page.referrer, ownHosts: page.ownHosts, at: page.at });
  } catch {
    return null;
  }
}

/**
 * A lead's attribution from the visit's touches (the md_attr cookie). Without any — cookies blocked, or the
 * visitor arrived before the cookie existed — the form's own page stands in as the landing. Source, UTM tags and
 * click ids come from the credited touch (lib/leads/touch.ts: the last with campaign data, else the first), so
 * they always describe one and the same arrival.
 */
export function leadAttribution(history: TouchHistory, page: FormPage): LeadAttribution {
  const touches = history.first || history.last ? history : recordTouch(NO_TOUCHES, pageTouch(page));
  const credited = creditedTouch(touches);
  const out: LeadAttribution = {
    source: sourceOfTouch(credited),
    first_touch: touches.first ?? {},
    last_touch: touches.last ?? {},
  };
  if (credited) {
    for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) {
      const value = credited[key];
      if (value) out[key] = value;
    }
  }
  const referrer = credited?.referrer ?? touches.first?.referrer ?? touches.last?.referrer;
  if (referrer) out.referrer_url = referrer;
  return out;
}

/**
 * The proof that lets a lead's attribution raise its score (supabase/migrations/20261203001100_public_form_proofs.sql):
 * given only when the attribution came from the visit's cookie, which the site itself wrote on landing. A page
 * address posted with the form is the visitor's word, stored as given but never scored.
 */
export function signedAttribution(
  key: string,
  idempotencyKey: string,
  history: TouchHistory,
  attribution: Pick<LeadAttribution, 'source' | 'gclid' | 'fbclid'>,
): { attribution_proof?: string } {
  if (!history.first && !history.last) return {};
  return { attribution_proof: attributionProof(key, idempotencyKey, attribution) };
}
