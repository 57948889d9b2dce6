import type { TypedClient } from '@/lib/supabase/types';
import { DataError, toDataError } from './errors';

/** Spec §8's newsletter messages, word for word. */
export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'You are already subscribed to our newsletter!',
  failure: 'Failed to subscribe. Please try again.',
} as const;

/**
 * Adds an address to newsletter_subscribers with the given source ('prelaunch' for the launch waitlist).
 * A plain insert: row-level security lets the public insert but neither read nor update rows, so an upsert
 * would be refused; the unique e-mail (stored lower-cased by a trigger) answers a repeat with 23505, which
 * throws CONFLICT worded as spec §8's duplicate message.
 */
export async function subscribeWithSource(client: TypedClient, email: string, source: string): Promise<void> {
  const { error } = await client
    .from('newsletter_subscribers')
    .insert({ email: email.trim().toLowerCase(), source, status: 'active' });
  if (!error) return;
  const failure = toDataError(error, NEWSLETTER_MESSAGES.failure);
  throw failure.code === 'CONFLICT' ? new DataError('CONFLICT', NEWSLETTER_MESSAGES.duplicate, { cause: error }) : failure;
}
