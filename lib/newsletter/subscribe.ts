import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { NEWSLETTER_MESSAGES, subscribeWithSource } from '@/lib/data/waitlist';
import { EMAIL_PHONE_MESSAGES, emailField } from '@/lib/validation/email-phone';

/** Where a subscription came from: the site footer or the launch page's waitlist. */
export const SUBSCRIBE_SOURCES = ['footer', 'prelaunch'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

export const subscribeInput = z.object({
  email: emailField(EMAIL_PHONE_MESSAGES.emailMissing),
  source: z.enum(SUBSCRIBE_SOURCES),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

/**
 * The one newsletter subscription (footer and launch waitlist), written with the visitor's own client: the
 * public may insert a subscriber but not read one back. Spec §8's messages: a repeat address is CONFLICT.
 */
export function newsletterSubscription(chain: ActionChain) {
  return chain.publicAction(
    { name: 'newsletter.subscribe', input: subscribeInput, rateLimit: { max: 10, windowSeconds: 600 } },
    async ({ email, source }, { client }) => {
      await subscribeWithSource(client, email, source);
      return { message: NEWSLETTER_MESSAGES.success };
    },
  );
}
