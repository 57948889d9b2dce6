import 'server-only';
import { toDataError } from '@/lib/data/errors';
import type { SuppressingEvent } from '@/lib/email/provider-events';
import { createAdminClient } from '@/lib/supabase/admin';
import type { TypedClient } from '@/lib/supabase/types';

/**
 * A provider's hard bounce or complaint, recorded: the address joins the suppression list and its newsletter
 * subscription ends (public.record_email_event, which only the service role may call). The one public path that
 * uses the service role, because the caller is a provider, not a visitor: POST /api/email/events runs this only
 * after the request showed EMAIL_WEBHOOK_SECRET, and it calls nothing else. True when the address was suppressed
 * (false for one the database does not take as an address).
 */
export async function recordEmailEvent(event: SuppressingEvent, client: TypedClient = createAdminClient()): Promise<boolean> {
  const { data, error } = await client.rpc('record_email_event', {
    address: event.email,
    event: event.event,
    ...(event.detail ? { detail: event.detail } : {}),
  });
  if (error) throw toDataError(error, 'Failed to record the e-mail event');
  return data === true;
}
