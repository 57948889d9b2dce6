import type { ConsentPurpose } from '@/lib/consent/purposes';
import type { LeadSource } from '@/lib/leads/attribution';
import type { ConsentChoice } from '@/lib/leads/consent';
import type { EnquiryFormType } from '@/lib/leads/lead-fields';

/** How each lead source reads in a sentence to the visitor. */
const SOURCE_WORDS: Record<LeadSource, string> = {
  website: 'you came to our website directly',
  google_ads: 'a Google ad',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  organic: 'a search engine',
};

const CHOICE_WORDS: Record<Exclude<ConsentPurpose, 'share_with_college'>, string> = {
  enquiry_contact: 'a call or text about this enquiry',
  newsletter: 'the newsletter',
  whatsapp: 'WhatsApp updates',
};

export interface ReceiptInput {
  form_type: EnquiryFormType;
  phone?: string;
  subject?: string;
  message?: string;
  target_exams?: string[];
  budget_range?: string;
  current_education?: string;
  /** The college (or exam) the consultation is about, as the page named it. */
  about?: string;
  source: LeadSource;
  utm_campaign?: string;
  consents: ConsentChoice[];
}

function joined(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What a stored enquiry holds, sentence by sentence, for the success message: the visitor sees what we keep. */
export function storedSummary(input: ReceiptInput): string[] {
  const lines = [input.phone ? 'Your name, e-mail address and phone number.' : 'Your name and e-mail address.'];
  if (input.form_type === 'contact') {
    lines.push(input.subject ? 'Your message and its subject.' : 'Your message.');
  } else {
    lines.push(
      `Your consultation request${input.about ? ` about ${input.about}` : ''}${input.message ? ', with your message' : ''}.`,
    );
  }
  const profile = [
    input.target_exams?.length ? `target exams (${input.target_exams.join(', ')})` : null,
    input.budget_range ? 'budget' : null,
    input.current_education ? 'current education' : null,
  ].filter((item): item is string => item !== null);
  if (profile.length) lines.push(`Your ${joined(profile)}.`);
  const campaign = input.utm_campaign ? ` (campaign “${input.utm_campaign}”)` : '';
  lines.push(`How you found us: ${SOURCE_WORDS[input.source]}${campaign}, and the page you sent this from.`);
  lines.push('Your IP address and basic browser details.');
  if (input.consents.length) {
    const words = (c: ConsentChoice) =>
      c.purpose === 'share_with_college' ? `sharing your details with ${input.about ?? 'the college'}` : CHOICE_WORDS[c.purpose];
    lines.push(`Your choices: ${input.consents.map((c) => `${words(c)}: ${c.granted ? 'yes' : 'no'}`).join('; ')}.`);
  }
  return lines;
}
