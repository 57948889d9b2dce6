import { chronological, consentKey, consentStates, type ConsentState } from '@/lib/consent/history';
import { CONSENT_PURPOSES, type ConsentContext, type ConsentPurpose } from '@/lib/consent/purposes';

const PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  enquiry_contact: 'Calls or messages about your enquiry',
  newsletter: 'The newsletter',
  whatsapp: 'WhatsApp updates',
  share_with_college: 'Sharing your enquiry with a college',
};

/** A purpose in words; sharing names its college when the record does. */
export function purposeName(purpose: ConsentPurpose, college?: string | null): string {
  return purpose === 'share_with_college' && college ? `Sharing your enquiry with ${college}` : PURPOSE_NAMES[purpose];
}

const CONTEXT_NAMES: Record<ConsentContext, string> = {
  contact: 'Contact form',
  consultation: 'Consultation form',
  newsletter: 'Newsletter sign-up',
  my_data: 'Your data page (e-mailed link)',
  profile: 'Your data page (signed in)',
};

/** Where a consent was given or withdrawn, in words. */
export function contextName(context: string): string {
  return (CONTEXT_NAMES as Record<string, string>)[context] ?? context;
}

export interface ConsentRecord {
  id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  college_id: string | null;
  college: string | null;
  created_at: string;
}

export interface StandingConsent {
  purpose: ConsentPurpose;
  collegeId: string | null;
  college: string | null;
  /** Given, never given, or given and then withdrawn. */
  state: ConsentState;
  /** When the choice now in force was made; null for a subscription that predates consent records. */
  since: string | null;
}

/**
 * The choice in force for each purpose (and college, for sharing): the latest record wins. An active newsletter
 * subscription counts as consent given even without a record, as the database's withdrawal does, so it can be
 * withdrawn here too. Ordered as CONSENT_PURPOSES, then by college.
 */
export function standingConsents(records: readonly ConsentRecord[], activeSubscription: boolean): StandingConsent[] {
  const states = consentStates(records);
  const latest = new Map<string, ConsentRecord>();
  for (const record of chronological(records)) latest.set(consentKey(record.purpose, record.college_id), record);
  const standing: StandingConsent[] = [...latest.values()].map((r) => ({
    purpose: r.purpose,
    collegeId: r.college_id,
    college: r.college,
    state: states.get(r.id) ?? (r.granted ? 'granted' : 'not_given'),
    since: r.created_at,
  }));
  const newsletter = standing.find((s) => s.purpose === 'newsletter' && s.collegeId === null);
  if (activeSubscription && !newsletter) {
    standing.push({ purpose: 'newsletter', collegeId: null, college: null, state: 'granted', since: null });
  } else if (activeSubscription && newsletter && newsletter.state !== 'granted') {
    // Subscribed again after a withdrawal, through a form that kept no record: the subscription is what stands.
    Object.assign(newsletter, { state: 'granted', since: null });
  }
  return standing.sort(
    (a, b) =>
      CONSENT_PURPOSES.indexOf(a.purpose) - CONSENT_PURPOSES.indexOf(b.purpose) ||
      (a.college ?? '').localeCompare(b.college ?? ''),
  );
}
