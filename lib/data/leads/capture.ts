import { z } from 'zod';
import { toDataError, type ErrorWording } from '@/lib/data/errors';
import type { Json } from '@/lib/database.types';
import type { ConsentChoice } from '@/lib/leads/consent';
import type { LeadAttribution } from '@/lib/leads/lead-attribution';
import type { EnquiryFormType, InquiryType } from '@/lib/leads/lead-fields';
import type { TypedClient } from '@/lib/supabase/types';

/**
 * The two public form functions of the database (issue 10): each writes a whole submission — lead, message,
 * consent rows, counsellor e-mail — in one transaction, with the visitor's own client. Either all of it is
 * stored or none of it. Their refusals (a limit reached, a field or the form's proof refused, each named in the
 * hint) are worded by the form that sent it, so each function takes its form's ErrorWording.
 */

/** The submissions are plain JSON by construction (text, booleans, lists and objects of them). */
const asJson = (value: object): Json => value as Json;

/** What `submit_enquiry` accepts (its input keys; absent ones are simply left out). */
export type EnquirySubmission = Omit<LeadAttribution, 'first_touch' | 'last_touch'> & {
  form_type: EnquiryFormType;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message?: string;
  inquiry_type: InquiryType;
  college_slug?: string;
  exam_slug?: string;
  target_exams?: string[];
  budget_range?: string;
  current_education?: string;
  page_url?: string;
  first_touch: Record<string, Json | undefined>;
  last_touch: Record<string, Json | undefined>;
  user_agent?: string;
  browser_info: Record<string, Json | undefined>;
  device_info: Record<string, Json | undefined>;
  form_data: Record<string, Json | undefined>;
  notice_version: string;
  consents: ConsentChoice[];
  idempotency_key: string;
  /** The site's proof (supabase/migrations/20261203001100_public_form_proofs.sql): token, honeypot, attribution. */
  form_token: string;
  website: string;
  attribution_proof?: string;
};

/** What `subscribe_newsletter` accepts: `source` is where the form is, `lead_source` the channel of spec §9. */
export type NewsletterSubscription = Omit<LeadAttribution, 'source' | 'first_touch' | 'last_touch'> & {
  email: string;
  source: string;
  lead_source: LeadAttribution['source'];
  page_url?: string;
  first_touch: Record<string, Json | undefined>;
  last_touch: Record<string, Json | undefined>;
  user_agent?: string;
  notice_version: string;
  idempotency_key: string;
  form_token: string;
  website: string;
  attribution_proof?: string;
};

const receiptSchema = z.object({
  lead_id: z.uuid(),
  submission_id: z.uuid().nullable(),
  duplicate: z.boolean(),
});
export type EnquiryReceipt = z.infer<typeof receiptSchema>;

export const SUBSCRIPTION_STATUSES = ['subscribed', 'reactivated', 'already_subscribed'] as const;
const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  lead_id: z.uuid(),
  duplicate: z.boolean().default(false),
});
export type SubscriptionReceipt = z.infer<typeof subscriptionSchema>;

function parsed<T>(schema: z.ZodType<T>, data: unknown, what: string, wording: ErrorWording): T {
  const result = schema.safeParse(data);
  if (!result.success) throw toDataError(new Error(`${what}: unexpected answer`), wording);
  return result.data;
}

/** Sends a contact or consultation form. A repeated idempotency key answers with the first receipt, `duplicate`. */
export async function submitEnquiry(
  client: TypedClient,
  submission: EnquirySubmission,
  wording: ErrorWording,
): Promise<EnquiryReceipt> {
  const { data, error } = await client.rpc('submit_enquiry', { submission: asJson(submission) });
  if (error) throw toDataError(error, wording);
  return parsed(receiptSchema, data, 'submit_enquiry', wording);
}

/** Subscribes an address (an unsubscribed one is re-activated) and records the lead and the consent. */
export async function subscribeNewsletter(
  client: TypedClient,
  subscription: NewsletterSubscription,
  wording: ErrorWording,
): Promise<SubscriptionReceipt> {
  const { data, error } = await client.rpc('subscribe_newsletter', { subscription: asJson(subscription) });
  if (error) throw toDataError(error, wording);
  return parsed(subscriptionSchema, data, 'subscribe_newsletter', wording);
}
