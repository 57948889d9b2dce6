import { z } from 'zod';
import { CONSENT_MESSAGES, CONSENT_TICKED } from '@/lib/leads/consent';
import { INQUIRY_TYPES } from '@/lib/leads/lead-fields';
import { BUDGET_RANGES, TARGET_EXAMS } from '@/lib/profile/choices';
import { compactPhone, emailField, optionalPhoneField } from '@/lib/validation/email-phone';

/** The contact and consultation forms' own wording; e-mail and phone messages are the shared ones (lib/validation/email-phone). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Please keep your name under 100 characters',
  messageRequired: 'Please write your message',
  messageTooLong: 'Please keep your message under 5,000 characters',
  subjectTooLong: 'Please keep the subject under 200 characters',
  educationTooLong: 'Please keep this under 200 characters',
  unknownChoice: 'Please choose from the list',
  success: 'Thank you! Your message has reached our team. A counsellor will reply by e-mail or phone within one working day.',
  consultationSuccess:
    'Thank you! Your consultation request has reached our team. A counsellor will reply within one working day to arrange it.',
  failure:
    'Sorry, we could not send your message. Nothing was lost: your text is still in the form, so please try again in a moment.',
} as const;

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** What the visitor types on both forms. Trimmed; e-mail lower-cased as everywhere else on the site. */
const personFields = {
  name: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .min(2, CONTACT_MESSAGES.nameTooShort)
    .max(100, CONTACT_MESSAGES.nameTooLong),
  email: emailField(),
  // Stored without spaces, so the team can dial or search it as typed anywhere.
  phone: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .pipe(optionalPhoneField())
    .transform((v) => (v === '' ? undefined : compactPhone(v))),
};

/** The contact form (spec §3's contact_submissions fields). */
export const contactFieldsSchema = z.object({
  ...personFields,
  subject: optionalText(200, CONTACT_MESSAGES.subjectTooLong),
  message: z.string().trim().min(1, CONTACT_MESSAGES.messageRequired).max(5000, CONTACT_MESSAGES.messageTooLong),
  inquiry_type: z.enum(INQUIRY_TYPES).catch('general'),
});

export type ContactFields = z.output<typeof contactFieldsSchema>;

/** A list field as a form posts it: one value, several (checkboxes) or none. */
const listOf = <T extends string>(choices: readonly [T, ...T[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter(Boolean))
    .pipe(z.array(z.enum(choices, CONTACT_MESSAGES.unknownChoice)).max(choices.length));

/** The consultation form: the subject names the college or exam (the database writes it); the message is optional. */
export const consultationFieldsSchema = z.object({
  ...personFields,
  message: optionalText(5000, CONTACT_MESSAGES.messageTooLong),
  inquiry_type: z.enum(INQUIRY_TYPES).catch('counseling'),
  target_exams: listOf(TARGET_EXAMS),
  budget_range: z
    .enum(['', ...BUDGET_RANGES], CONTACT_MESSAGES.unknownChoice)
    .optional()
    .transform((v) => v || undefined),
  current_education: optionalText(200, CONTACT_MESSAGES.educationTooLong),
});

type Primitive = string | number | boolean;
type BrowserDetails = Record<string, Primitive | Record<string, Primitive>>;

const isPrimitive = (v: unknown): v is Primitive => ['string', 'number', 'boolean'].includes(typeof v);

/**
 * A small JSON object from the browser (browser_info, device_info, spec §3): primitives, or one level of them
 * (device_info's screen). Anything else is left out, so nothing can grow it past what the database accepts.
 */
function parseBrowserDetails(raw: string | undefined): BrowserDetails {
  if (!raw || raw.length > 2000) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: BrowserDetails = {};
  for (const [key, item] of Object.entries(value)) {
    if (isPrimitive(item)) out[key] = item;
    else if (item && typeof item === 'object' && !Array.isArray(item)) {
      out[key] = Object.fromEntries(Object.entries(item).filter((entry): entry is [string, Primitive] => isPrimitive(entry[1])));
    }
  }
  return out;
}

const jsonObject = z.string().optional().transform(parseBrowserDetails);
const ticked = z
  .string()
  .optional()
  .transform((v) => v === CONSENT_TICKED);

/** An http(s) address, as the leads table's check constraints require; anything else is dropped. */
const httpUrl = (max: number) => optionalText(max).transform((v) => (v && /^https?:\/\/\S+$/i.test(v) ? v : undefined));
const slug = optionalText(200).transform((v) => (v && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) ? v : undefined));

/**
 * What the page and the browser fill in: hidden fields none of which is the visitor's doing, so nothing here can
 * make a submission fail; bad values are simply dropped. The guard fields are checked by the action
 * (lib/leads/form-guard.ts), the consent boxes by the refinements below.
 */
export const enquiryContextSchema = z.object({
  page_url: httpUrl(2000).catch(undefined),
  referrer_url: httpUrl(2000).catch(undefined),
  browser_info: jsonObject.catch({}),
  device_info: jsonObject.catch({}),
  idempotency_key: optionalText(36).catch(undefined),
  form_token: optionalText(200).catch(undefined),
  website: z.string().optional().catch(undefined),
  consent_enquiry_contact: ticked.catch(false),
  consent_newsletter: ticked.catch(false),
  consent_whatsapp: ticked.catch(false),
  consent_share_with_college: ticked.catch(false),
});

export type EnquiryContext = z.output<typeof enquiryContextSchema>;

const contactInput = contactFieldsSchema.extend(enquiryContextSchema.shape).extend({ form_type: z.literal('contact') });
const consultationInput = consultationFieldsSchema.extend(enquiryContextSchema.shape).extend({
  form_type: z.literal('consultation'),
  college_slug: slug.catch(undefined),
  exam_slug: slug.catch(undefined),
});

/**
 * Everything either form posts. An unknown form type is a contact message. Consent refinements: a consultation
 * needs permission to get in touch, and WhatsApp updates need a number.
 */
export const enquiryInput = z
  .preprocess(
    (raw) =>
      raw && typeof raw === 'object' && !Array.isArray(raw)
        ? { ...raw, form_type: 'form_type' in raw && raw.form_type === 'consultation' ? 'consultation' : 'contact' }
        : raw,
    z.discriminatedUnion('form_type', [contactInput, consultationInput]),
  )
  .superRefine((input, ctx) => {
    if (input.form_type === 'consultation' && !input.consent_enquiry_contact) {
      ctx.addIssue({ code: 'custom', path: ['consent_enquiry_contact'], message: CONSENT_MESSAGES.enquiryContactRequired });
    }
    if (input.consent_whatsapp && !input.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CONSENT_MESSAGES.whatsappNeedsPhone });
    }
  });

export type EnquiryInput = z.output<typeof enquiryInput>;
/** Every field either form may post, as typed: the keys of per-field errors and of kept values. */
export type EnquiryFormInput = z.input<typeof contactInput> & Omit<z.input<typeof consultationInput>, 'form_type'>;
export type EnquiryFieldName = keyof EnquiryFormInput;
