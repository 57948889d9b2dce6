import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { LeadSource, UtmParams } from '@/lib/leads/attribution';
import { toDataError, type DataError } from './errors';

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

const createdLeadSchema = z.object({ id: z.string(), source: z.string(), form_type: z.string(), created_at: z.string() });
export type CreatedLead = z.infer<typeof createdLeadSchema>;

/**
 * Inserts a lead and returns the created row. Anonymous callers may insert leads but never read them, so
 * reading the row back needs the service-role client (lib/supabase/admin.ts); only server code calls this.
 */
export async function insertLead(
  client: SupabaseClient,
  lead: NewLead,
): Promise<{ data: CreatedLead; error: null } | { data: null; error: DataError }> {
  const { data, error } = await client
    .from('leads')
    .insert({
      ...lead,
      phone: lead.phone ?? null,
      subject: lead.subject ?? null,
      message: lead.message ?? null,
      subscription_source: lead.subscription_source ?? null,
      user_id: lead.user_id ?? null,
    })
    .select('id, source, form_type, created_at')
    .single();
  if (error) return { data: null, error: toDataError(error, 'Failed to save the lead') };
  const parsed = createdLeadSchema.safeParse(data);
  if (!parsed.success) return { data: null, error: toDataError({ message: 'Unexpected lead row shape' }) };
  return { data: parsed.data, error: null };
}
