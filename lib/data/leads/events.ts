import { toDataError } from '@/lib/data/errors';
import type { Json, Tables } from '@/lib/database.types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * A lead's history: the append-only audit of public.lead_events (every change, view and export, written by the
 * database's triggers and functions, never by the app) and the consent choices of public.lead_consents.
 */

export type LeadEvent = Pick<Tables<'lead_events'>, 'id' | 'action' | 'actor_name' | 'details' | 'created_at'>;

/** The timeline shows this many of a lead's latest events; older ones are in the audit table. */
export const TIMELINE_LIMIT = 200;

/** A lead's events, newest first. */
export async function listLeadEvents(client: TypedClient, leadId: string, limit = TIMELINE_LIMIT): Promise<LeadEvent[]> {
  const { data, error } = await client
    .from('lead_events')
    .select('id, action, actor_name, details, created_at')
    .eq('lead_id', leadId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the timeline');
  return data;
}

export type LeadAccess = 'viewed' | 'exported';

/**
 * Records that staff saw a lead's personal data ('viewed', one lead) or exported leads ('exported', with the
 * count and filters in details): the audit covers reads of personal data, not only changes.
 */
export async function recordLeadAccess(
  client: TypedClient,
  access: LeadAccess,
  leadIds: string[],
  details: { [key: string]: Json } = {},
): Promise<void> {
  const { error } = await client.rpc('record_lead_access', { access, lead_ids: leadIds, details });
  if (error) throw toDataError(error, 'Failed to record access to lead data');
}

/** A person's repeated views of one lead within this many minutes (reloads, the refresh after each change) count once. */
export const VIEW_WINDOW_MINUTES = 10;

/**
 * Records that `actorId` opened the lead's page, unless they already did within VIEW_WINDOW_MINUTES: the audit
 * says who saw the lead and when, without a row for every re-render. Returns whether a row was written.
 */
export async function recordLeadView(client: TypedClient, leadId: string, actorId: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - VIEW_WINDOW_MINUTES * 60_000).toISOString();
  const { data, error } = await client
    .from('lead_events')
    .select('id')
    .eq('lead_id', leadId)
    .eq('action', 'viewed')
    .eq('actor_id', actorId)
    .gte('created_at', since)
    .limit(1);
  if (error) throw toDataError(error, 'Failed to record access to lead data');
  if (data.length > 0) return false;
  await recordLeadAccess(client, 'viewed', [leadId]);
  return true;
}

export type LeadConsent = Pick<
  Tables<'lead_consents'>,
  'id' | 'purpose' | 'granted' | 'label' | 'notice_version' | 'context' | 'ip_address' | 'user_agent' | 'created_at'
>;

export const CONSENT_HISTORY_LIMIT = 100;

/** The consent choices recorded with this lead or for its e-mail address (later forms, withdrawals), newest first. */
export async function listLeadConsents(client: TypedClient, lead: { id: string; email: string }): Promise<LeadConsent[]> {
  const email = `"${lead.email.toLowerCase().replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  const { data, error } = await client
    .from('lead_consents')
    .select('id, purpose, granted, label, notice_version, context, ip_address, user_agent, created_at')
    .or(`lead_id.eq.${lead.id},email.eq.${email}`)
    .order('created_at', { ascending: false })
    .limit(CONSENT_HISTORY_LIMIT);
  if (error) throw toDataError(error, 'Failed to load the consent history');
  return data;
}
