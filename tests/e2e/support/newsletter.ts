import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from '../env';

const options = { auth: { persistSession: false, autoRefreshToken: false } };

/** The service role, as the back office's own writers use it: the newsletter tables are closed to visitors. */
export function newsletterRecords() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, options);
}

/**
 * An active newsletter subscriber, written with the service role rather than through the footer form: the form's
 * per-address limit is shared by every spec that subscribes from this machine. The database makes its
 * unsubscribe token, as for a real sign-up.
 */
export async function addSubscriber(email: string): Promise<void> {
  const { error } = await newsletterRecords().from('newsletter_subscribers').insert({ email, source: 'footer' });
  if (error) throw new Error(`subscribing ${email} failed: ${error.message}`);
}
