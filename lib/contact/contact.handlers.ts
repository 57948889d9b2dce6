import type { ActionChain } from '@/lib/actions/chain';
import { type ErrorWording } from '@/lib/data/errors';
import { submitEnquiry, type EnquirySubmission } from '@/lib/data/leads/capture';
import { DataError } from '@/lib/errors/data-error';
import { CONSENT_MESSAGES, consentChoices, consentOptions, NOTICE_VERSION } from '@/lib/leads/consent';
import { checkFormGuard, honeypotFilled, issueFormGuard, type FormGuard } from '@/lib/leads/form-guard';
import type { EnquiryHost } from '@/lib/leads/form-host';
import { FORM_MESSAGES } from '@/lib/leads/form-messages';
import { leadAttribution, signedAttribution } from '@/lib/leads/lead-attribution';
import { storedSummary } from './receipt';
import { CONTACT_MESSAGES, enquiryInput, type EnquiryInput } from './validation';

export interface EnquirySuccess {
  message: string;
  /** What was stored, sentence by sentence, so the visitor knows exactly what we keep. */
  stored: string[];
  /** A fresh key and token for a further message from the same page: a new message is a new lead. */
  next: FormGuard;
}

/** The fields the database may refuse (22023, the field in its hint), as the form names them. */
const FIELD_WORDS: Record<string, string> = {
  name: 'your name',
  email: 'your e-mail address',
  phone: 'your phone number',
  subject: 'the subject',
  message: 'your message',
  current_education: 'your current education',
  budget_range: 'your budget',
  target_exams: 'your target exams',
};

/**
 * submit_enquiry's refusals in the form's words: which limit was reached (the hint: the visitor's address, the
 * e-mail address or the whole site), a field refused, and the database's own checks of the form's proof, worded
 * as the app's checks that normally catch them first.
 */
const ENQUIRY_WORDING: ErrorWording = {
  failure: CONTACT_MESSAGES.failure,
  RATE_LIMITED: { ip: FORM_MESSAGES.enquiryIpLimit, email: FORM_MESSAGES.enquiryEmailLimit, site: FORM_MESSAGES.siteLimit },
  VALIDATION: {
    ...Object.fromEntries(Object.entries(FIELD_WORDS).map(([field, words]) => [field, `Please check ${words} and try again.`])),
    website: FORM_MESSAGES.honeypot,
    too_fast: FORM_MESSAGES.tooFast,
    form_token: FORM_MESSAGES.staleForm,
    consents: CONSENT_MESSAGES.enquiryContactRequired,
  },
};

/** The fields of the enquiry as the database takes them; the consultation's extra details only on a consultation. */
function visitorFields(input: EnquiryInput) {
  const { name, email, phone, message, inquiry_type } = input;
  if (input.form_type === 'contact') return { name, email, phone, message, inquiry_type, subject: input.subject };
  const { target_exams, budget_range, current_education } = input;
  return { name, email, phone, message, inquiry_type, target_exams, budget_range, current_education };
}

/**
 * The contact form and the consultation form: one action, one database function (lib/data/leads/capture.ts), with
 * the visitor's own client. Before anything is stored the honeypot and the signed render time are checked; the
 * visit's first and last touch come from the attribution cookie. The rendered form's idempotency key makes a
 * double click, a retry or a resent form answer with the first result instead of a second lead.
 */
export function enquirySubmission(chain: ActionChain, host: EnquiryHost) {
  return chain.publicAction(
    {
      name: 'enquiry.submit',
      input: enquiryInput,
      // The database holds the limits people meet (per address and per e-mail); this one also counts the
      // attempts the guards refuse before the database is asked.
      rateLimit: { max: 10, windowSeconds: 600 },
      failureMessage: CONTACT_MESSAGES.failure,
    },
    async (input, { client, visitor }): Promise<EnquirySuccess> => {
      if (honeypotFilled(input.website)) throw new DataError('VALIDATION', FORM_MESSAGES.honeypot);
      const secret = await host.secret();
      const now = host.now();
      const verdict = checkFormGuard(secret, { idempotencyKey: input.idempotency_key, token: input.form_token }, now.getTime());
      if (verdict === 'invalid') throw new DataError('VALIDATION', FORM_MESSAGES.staleForm);
      if (verdict === 'too_fast') throw new DataError('VALIDATION', FORM_MESSAGES.tooFast);
      const idempotencyKey = input.idempotency_key as string;

      // The college and exam by the names the page showed; one that has since gone is left out, with its sharing box.
      const consultation = input.form_type === 'consultation';
      const collegeSlug = consultation ? input.college_slug : undefined;
      const examSlug = consultation ? input.exam_slug : undefined;
      const collegeName = collegeSlug ? await host.collegeName(collegeSlug) : null;
      const examName = examSlug ? await host.examName(examSlug) : null;
      const options = consentOptions(input.form_type, collegeName ? { name: collegeName } : null);
      const consents = consentChoices(options, input);

      const touches = await host.touches();
      const attribution = leadAttribution(touches, {
        pageUrl: input.page_url,
        referrer: input.referrer_url,
        ownHosts: await host.ownHosts(),
        at: now,
      });
      const fields = visitorFields(input);
      const submission: EnquirySubmission = {
        ...fields,
        form_type: input.form_type,
        ...(collegeName ? { college_slug: collegeSlug } : {}),
        ...(examName ? { exam_slug: examSlug } : {}),
        ...attribution,
        page_url: input.page_url,
        user_agent: visitor.userAgent ?? undefined,
        browser_info: input.browser_info,
        device_info: input.device_info,
        // The message has its own column; the rest of what was typed is kept as the form sent it.
        form_data: { ...fields, message: undefined, college: collegeName ?? undefined, exam: examName ?? undefined },
        notice_version: NOTICE_VERSION,
        consents,
        idempotency_key: idempotencyKey,
        // The database checks the form's proof itself (a direct call of the function gets no further).
        form_token: input.form_token as string,
        website: input.website ?? '',
        ...signedAttribution(secret, idempotencyKey, touches, attribution),
      };
      await submitEnquiry(client, submission, ENQUIRY_WORDING);
      return {
        message: consultation ? CONTACT_MESSAGES.consultationSuccess : CONTACT_MESSAGES.success,
        stored: storedSummary({
          ...fields,
          form_type: input.form_type,
          about: collegeName ?? examName ?? undefined,
          ...attribution,
          consents,
        }),
        next: issueFormGuard(secret, now.getTime()),
      };
    },
  );
}
