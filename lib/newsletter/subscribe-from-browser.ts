import { NEWSLETTER_MESSAGES, type SubscribeOutcome } from '@/lib/data/waitlist';

/**
 * Subscribes from a browser form. supabase-js is loaded only now, on submit, so subscription forms add nothing to a
 * page's first load; any failure, including a chunk that cannot load, becomes the spec's failure message.
 */
export async function subscribeFromBrowser(email: string, source: string): Promise<SubscribeOutcome> {
  try {
    const [{ createClient }, { subscribeWithSource }] = await Promise.all([
      import('@/lib/supabase/client'),
      import('@/lib/data/waitlist'),
    ]);
    return await subscribeWithSource(createClient(), email, source);
  } catch {
    return { status: 'failed', message: NEWSLETTER_MESSAGES.failure };
  }
}
