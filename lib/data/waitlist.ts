import type { TypedClient } from '@/lib/supabase/types';

/** Spec §8's newsletter messages, word for word. */
export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'You are already subscribed to our newsletter!',
  failure: 'Failed to subscribe. Please try again.',
} as const;

export interface SubscribeOutcome {
  status: 'subscribed' | 'duplicate' | 'failed';
  message: string;
}

/**
 * Adds an address to newsletter_subscribers with the given source ('prelaunch' for the launch waitlist).
 * A plain insert: row-level security lets the public insert but neither read nor update rows, so an upsert
 * would be refused; the unique e-mail (stored lower-cased by a trigger) answers a repeat with 23505.
 */
export async function subscribeWithSource(client: TypedClient, email: string, source: string): Promise<SubscribeOutcome> {
  const { error } = await client
    .from('newsletter_subscribers')
    .insert({ email: email.trim().toLowerCase(), source, status: 'active' });
  if (!error) return { status: 'subscribed', message: NEWSLETTER_MESSAGES.success };
  if (error.code === '23505') return { status: 'duplicate', message: NEWSLETTER_MESSAGES.duplicate };
  return { status: 'failed', message: NEWSLETTER_MESSAGES.failure };
}
