import { z } from 'zod';
import { compactPhone, emailField, optionalPhoneField } from '@/lib/validation/email-phone';

/** The contact form's own wording; e-mail and phone messages are the shared ones (lib/validation/email-phone). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  messageRequired: 'Please write your message',
  messageTooLong: 'Please keep your message under 5,000 characters',
  subjectTooLong: 'Please keep the subject under 200 characters',
  success: 'Thank you! Your message has reached our team. A counsellor will reply by e-mail or phone within one working day.',
  failure:
    'Sorry, we could not send your message. Nothing was lost: your text is still in the form, so please try again in a moment.',
} as const;

export const INQUIRY_TYPES = ['general', 'counseling'] as const;
export const FORM_TYPES = ['contact', 'consultation'] as const;
export type FormType = (typeof FORM_TYPES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** What the visitor types. Trimmed; e-mail lower-cased as everywhere else on the site. */
export const contactFieldsSchema = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).min(2, CONTACT_MESSAGES.nameTooShort).max(120),
  email: emailField(),
  // Stored without spaces, so the team can dial or search it as typed anywhere.
  phone: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .pipe(optionalPhoneField())
    .transform((v) => (v === '' ? undefined : compactPhone(v))),
  subject: z
    .string()
    .trim()
    .max(200, CONTACT_MESSAGES.subjectTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: z.string().trim().min(1, CONTACT_MESSAGES.messageRequired).max(5000, CONTACT_MESSAGES.messageTooLong),
  inquiry_type: z.enum(INQUIRY_TYPES).catch('general'),
});

export type ContactFields = z.output<typeof contactFieldsSchema>;
export type ContactFieldName = keyof z.input<typeof contactFieldsSchema>;

/** A small JSON object from the browser (browser_info, device_info); anything else becomes {}. */
function parseJsonObject(raw: string | undefined): Record<string, unknown> {
  if (!raw || raw.length > 2000) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const jsonObject = z.string().optional().transform(parseJsonObject);

/** An http(s) address, as the leads table's check constraints require; anything else is dropped. */
const httpUrl = (max: number) => optionalText(max).transform((v) => (v && /^https?:\/\/\S+$/i.test(v) ? v : undefined));

/**
 * Where the message came from: hidden fields the page and the browser fill in. None of it is the visitor's
 * doing, so nothing here can make a submission fail; bad values are simply dropped.
 */
export const contactContextSchema = z.object({
  form_type: z.enum(FORM_TYPES).catch('contact'),
  page_url: httpUrl(2000).catch(undefined),
  referrer_url: httpUrl(2000).catch(undefined),
  utm_source: optionalText(200).catch(undefined),
  utm_medium: optionalText(200).catch(undefined),
  utm_campaign: optionalText(200).catch(undefined),
  utm_term: optionalText(200).catch(undefined),
  utm_content: optionalText(200).catch(undefined),
  browser_info: jsonObject.catch({}),
  device_info: jsonObject.catch({}),
});

export type ContactContext = z.output<typeof contactContextSchema>;
