import type { Json } from '@/lib/database.types';
import type { LeadSource, UtmParams } from '@/lib/leads/attribution';
import type { TypedClient } from '@/lib/supabase/types';
import { toDataError } from './errors';

/** Spec §7's lead insert: the fields a public form knows about its sender and where they came from. */
export interface NewLead extends UtmParams {
  name: string;
  email: string;
  phone?: string;
  source: LeadSource;
  form_type: 'contact' | 'consultation' | 'newsletter';
  subject?: string;
  message?: string;
  inquiry_type: 'general' | 'counseling';
  page_url?: string;
  referrer_url?: string;
  ip_address: string | null;
  user_agent: string | null;
  browser_info: Record<string, unknown>;
  device_info: Record<string, unknown>;
  form_data: Record<string, unknown>;
  newsletter_subscribed: boolean;
  subscription_source?: string;
  user_id?: string;
}

/**
 * Inserts a lead as whoever the client acts for: a visitor may insert the visitor columns of a lead but never read
 * one back, so nothing is selected. user_id, when not given, defaults to the caller's account in the database.
 */
export async function insertLead(client: TypedClient, lead: NewLead): Promise<void> {
  const { error } = await client.from('leads').insert({
    ...lead,
    phone: lead.phone ?? null,
    subject: lead.subject ?? null,
    message: lead.message ?? null,
    subscription_source: lead.subscription_source ?? null,
    browser_info: asJson(lead.browser_info),
    device_info: asJson(lead.device_info),
    form_data: asJson(lead.form_data),
  });
  if (error) throw toDataError(error, 'Failed to save the lead');
}

/** The JSON objects a form sends were built by JSON.parse or from form strings, so they are JSON already. */
function asJson(value: Record<string, unknown>): Json {
  return value as Json;
}
