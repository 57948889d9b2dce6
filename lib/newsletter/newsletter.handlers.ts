import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { type ErrorWording } from '@/lib/data/errors';
import { subscribeNewsletter } from '@/lib/data/leads/capture';
import { DataError } from '@/lib/errors/data-error';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import { honeypotFilled, issueFormGuard } from '@/lib/leads/form-guard';
import type { NewsletterHost } from '@/lib/leads/form-host';
import { FORM_MESSAGES } from '@/lib/leads/form-messages';
import { leadAttribution, signedAttribution } from '@/lib/leads/lead-attribution';
import { EMAIL_PHONE_MESSAGES, emailField } from '@/lib/validation/email-phone';
import { NEWSLETTER_CLOSED_MESSAGE, NEWSLETTER_MESSAGES } from './messages';

/** Where a subscription came from: the site footer or the launch page's waitlist. */
export const SUBSCRIBE_SOURCES = ['footer', 'prelaunch'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

const hidden = z.string().trim().max(2000).optional().catch(undefined);

export const subscribeInput = z.object({
  email: emailField(EMAIL_PHONE_MESSAGES.emailMissing),
  source: z.enum(SUBSCRIBE_SOURCES),
  idempotency_key: z.uuid().optional().catch(undefined),
  page_url: hidden.transform((v) => (v && /^https?:\/\/\S+$/i.test(v) ? v : undefined)),
  referrer_url: hidden,
  website: z.string().optional().catch(undefined),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

/**
 * subscribe_newsletter's refusals in spec §8's words: a repeat address (23505) is the duplicate; which limit was
 * reached is the hint. The address passed our own check, so the database refusing it reads as any other failure.
 */
const SUBSCRIBE_WORDING: ErrorWording = {
  failure: NEWSLETTER_MESSAGES.failure,
  CONFLICT: NEWSLETTER_MESSAGES.duplicate,
  RATE_LIMITED: { ip: FORM_MESSAGES.newsletterIpLimit, email: FORM_MESSAGES.newsletterEmailLimit, site: FORM_MESSAGES.siteLimit },
};

/**
 * The one newsletter subscription (footer and launch waitlist), through the database's subscribe_newsletter with
 * the visitor's own client: the address is upserted (an unsubscribed one re-activated), the lead marked or
 * created and the consent recorded, in one transaction. Spec §8's messages; a repeat address is CONFLICT.
 *
 * The form sits on statically cached pages, so it cannot carry a per-request render time: it has the honeypot,
 * and the database's per-address and per-e-mail limits; the upsert makes a repeat harmless. Its idempotency key
 * comes from the browser script; without JavaScript each post gets its own.
 */
export function newsletterSubscription(chain: ActionChain, host: NewsletterHost) {
  return chain.publicAction(
    {
      name: 'newsletter.subscribe',
      input: subscribeInput,
      rateLimit: { max: 10, windowSeconds: 600 },
      failureMessage: NEWSLETTER_MESSAGES.failure,
    },
    async (input, { client, visitor }) => {
      if (honeypotFilled(input.website)) throw new DataError('VALIDATION', FORM_MESSAGES.honeypot);
      if (!(await host.newsletterOpen())) throw new DataError('VALIDATION', NEWSLETTER_CLOSED_MESSAGE);
      const touches = await host.touches();
      const { source: leadSource, ...attribution } = leadAttribution(touches, {
        pageUrl: input.page_url,
        referrer: input.referrer_url,
        ownHosts: await host.ownHosts(),
        at: host.now(),
      });
      const key = await host.secret();
      const idempotencyKey = input.idempotency_key ?? randomUUID();
      const now = host.now().getTime();
      const { status } = await subscribeNewsletter(
        client,
        {
          email: input.email,
          source: input.source,
          lead_source: leadSource,
          ...attribution,
          page_url: input.page_url,
          user_agent: visitor.userAgent ?? undefined,
          notice_version: NOTICE_VERSION,
          idempotency_key: idempotencyKey,
          // Signed as the action accepts it: the database refuses a subscription the site did not pass on.
          form_token: issueFormGuard(key, now, idempotencyKey, 'newsletter').token,
          website: input.website ?? '',
          ...signedAttribution(key, idempotencyKey, touches, { source: leadSource, ...attribution }),
        },
        SUBSCRIBE_WORDING,
      );
      if (status === 'already_subscribed') throw new DataError('CONFLICT', NEWSLETTER_MESSAGES.duplicate);
      return { message: NEWSLETTER_MESSAGES.success };
    },
  );
}
