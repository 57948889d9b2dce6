'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import type { ContactFormState } from '@/lib/contact/state';
import {
  CONTACT_MESSAGES,
  contactContextSchema,
  contactFieldsSchema,
  formDataToObject,
  type ContactFieldName,
} from '@/lib/contact/validation';
import { insertContactSubmission } from '@/lib/data/contact';
import { insertLead } from '@/lib/data/leads';
import { attributeLeadSource } from '@/lib/leads/attribution';
import { clientIpFromHeaders } from '@/lib/leads/client-ip';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

const FIELD_NAMES: ContactFieldName[] = ['name', 'email', 'phone', 'subject', 'message', 'inquiry_type'];

/**
 * The contact form: validates with the shared schema, then stores the message twice — as a contact submission
 * (the message itself, written with the visitor's own session so row-level security applies) and as a lead
 * (the sales record, with attribution; written with the service role, as the public may not read leads back).
 * Either copy is enough for the team to answer; only when both fail does the visitor see an error, with their
 * text kept in the form. Every failure is logged for the team.
 */
export async function submitContact(_prev: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const raw = formDataToObject(formData);
  const values = Object.fromEntries(FIELD_NAMES.map((k) => [k, raw[k] ?? ''])) as Record<ContactFieldName, string>;

  const fields = contactFieldsSchema.safeParse(raw);
  if (!fields.success) {
    return { status: 'invalid', message: CONTACT_MESSAGES.invalid, errors: z.flattenError(fields.error).fieldErrors, values };
  }
  const context = contactContextSchema.parse(raw);
  const requestHeaders = await headers();
  const ipAddress = clientIpFromHeaders(requestHeaders);
  const userAgent = requestHeaders.get('user-agent')?.slice(0, 500) ?? null;

  let userId: string | undefined;
  // A misconfigured server (missing keys) throws before any request; that counts as a failed copy, not a crash.
  const submissionError = await attempt(async () => {
    const supabase = await createClient();
    const { data: claims } = await supabase.auth.getClaims();
    userId = claims?.claims?.sub;
    return insertContactSubmission(supabase, {
      ...fields.data,
      page_url: context.page_url,
      ip_address: ipAddress,
      user_agent: userAgent,
    });
  });

  const leadError = await attempt(async () => {
    const { error } = await insertLead(createAdminClient(), {
      name: fields.data.name,
      email: fields.data.email,
      phone: fields.data.phone,
      subject: fields.data.subject,
      message: fields.data.message,
      inquiry_type: fields.data.inquiry_type,
      form_type: context.form_type,
      source: attributeLeadSource({ utmSource: context.utm_source, referrer: context.referrer_url }),
      utm_source: context.utm_source,
      utm_medium: context.utm_medium,
      utm_campaign: context.utm_campaign,
      utm_term: context.utm_term,
      utm_content: context.utm_content,
      page_url: context.page_url,
      referrer_url: context.referrer_url,
      ip_address: ipAddress,
      user_agent: userAgent,
      browser_info: context.browser_info,
      device_info: context.device_info,
      form_data: { ...fields.data },
      newsletter_subscribed: false,
      user_id: userId,
    });
    return error;
  });

  if (submissionError) console.error('contact: contact_submissions insert failed:', submissionError.message);
  if (leadError) console.error('contact: leads insert failed:', leadError.message);
  if (submissionError && leadError) return { status: 'error', message: CONTACT_MESSAGES.failure, values };
  return { status: 'success', message: CONTACT_MESSAGES.success };
}

async function attempt(write: () => Promise<{ message: string } | null>): Promise<{ message: string } | null> {
  try {
    return await write();
  } catch (e) {
    return { message: e instanceof Error ? e.message : String(e) };
  }
}
