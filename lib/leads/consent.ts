import type { ConsentPurpose } from '@/lib/consent/purposes';
import type { EnquiryFormType } from './lead-fields';

/**
 * What the consent notice below each form says and which choices it offers. Every choice is stored as its own
 * consent row with the exact label shown and NOTICE_VERSION, so the record proves what the visitor agreed to.
 * Change NOTICE_VERSION with any change to the wording below (and to the matching section of /privacy).
 */
export const NOTICE_VERSION = '2026-11-24';

export interface ConsentOption {
  purpose: ConsentPurpose;
  /** The form field of its checkbox. */
  field: ConsentField;
  label: string;
  required: boolean;
}

export type ConsentField = `consent_${ConsentPurpose}`;

/** The value a ticked consent box posts. */
export const CONSENT_TICKED = 'yes';

export interface ConsentChoice {
  purpose: ConsentPurpose;
  granted: boolean;
  label: string;
}

/** The notice, sentence by sentence: what is stored, why, who sees it and for how long. */
export const CONSENT_NOTICE = {
  heading: 'How we use these details',
  stored:
    'We store what you enter here, the page you sent it from and how you found us (campaign tags and the site that linked here), with your IP address and basic browser details.',
  why: 'We use them to answer this enquiry and for the choices you tick below, nothing else.',
  who: 'Only our own counsellors see them. We never sell your details, and never share them with a college or anyone else without asking you.',
  howLong: 'We keep them for 12 months after our last contact with you, then delete them.',
} as const;

/** The footer and launch-page notice; subscribing is the consent, so this sentence is its label. */
export const NEWSLETTER_CONSENT_LABEL =
  'By subscribing you ask us to e-mail you the MBA Disha newsletter. You can unsubscribe at any time.';

export const NEWSLETTER_NOTICE =
  'We store only your e-mail address, where you subscribed and how you found us. Only our own team sees it; we never sell or share it. We delete it 12 months after you unsubscribe or our last contact.';

export const CONSENT_MESSAGES = {
  enquiryContactRequired: 'Please tick this box: a counsellor needs to phone or text you to arrange the consultation.',
  whatsappNeedsPhone: 'Please enter a phone number for WhatsApp updates, or untick WhatsApp updates below.',
} as const;

const field = (purpose: ConsentPurpose): ConsentField => `consent_${purpose}`;

/**
 * The choices a form offers, in the order shown, all unticked by default. Sharing with a college is offered
 * only when the visitor named one; a consultation cannot be arranged without permission to get in touch.
 */
export function consentOptions(context: EnquiryFormType, college?: { name: string } | null): ConsentOption[] {
  const consultation = context === 'consultation';
  const options: ConsentOption[] = [
    {
      purpose: 'enquiry_contact',
      field: field('enquiry_contact'),
      label: consultation
        ? 'A counsellor may phone or text me about this consultation request (needed to arrange it).'
        : 'A counsellor may phone or text me about this enquiry (otherwise we reply by e-mail only).',
      required: consultation,
    },
    {
      purpose: 'newsletter',
      field: field('newsletter'),
      label: 'E-mail me the MBA Disha newsletter. I can unsubscribe at any time.',
      required: false,
    },
    {
      purpose: 'whatsapp',
      field: field('whatsapp'),
      label: 'Send me exam and admission deadline updates on WhatsApp.',
      required: false,
    },
  ];
  if (college) {
    options.push({
      purpose: 'share_with_college',
      field: field('share_with_college'),
      label: `Share my details with ${college.name} so its admissions office can contact me.`,
      required: false,
    });
  }
  return options;
}

/** Each offered choice, granted or not: declining is recorded too, with the label the visitor saw. */
export function consentChoices(
  options: readonly ConsentOption[],
  ticked: Partial<Record<ConsentField, boolean>>,
): ConsentChoice[] {
  return options.map(({ purpose, field: name, label }) => ({ purpose, granted: ticked[name] === true, label }));
}
