import { z } from 'zod';

/*
 * What an e-mail provider's webhook reports, in one shape whichever provider sent it (POST /api/email/events).
 * Only hard bounces and complaints change anything (they suppress the address, public.record_email_event); soft
 * bounces are the queue's to retry, and the rest is read only to be counted. Pure: JSON in, events out.
 *
 * Understood: our own generic shape, Postmark's bounce, spam-complaint and delivery webhooks, SendGrid's event
 * webhook (arrays of events), and Amazon SES notifications through SNS (or SNS raw message delivery). A bounce
 * counts as hard only when the provider says it is permanent: a suppression stops mail for good, so a doubtful
 * bounce is left to the queue.
 */

export const EMAIL_EVENT_KINDS = ['hard_bounce', 'complaint', 'soft_bounce', 'delivered', 'other'] as const;
export type EmailEventKind = (typeof EMAIL_EVENT_KINDS)[number];

export type EmailProvider = 'generic' | 'postmark' | 'sendgrid' | 'ses';

export interface ProviderEvent {
  provider: EmailProvider;
  /** Trimmed and lower-cased; the database checks it is an address before it suppresses anything. */
  email: string;
  event: EmailEventKind;
  /** The provider's own words, for the suppression list (at most 500 characters). */
  detail: string | null;
}

export type SuppressingEvent = ProviderEvent & { event: 'hard_bounce' | 'complaint' };

export type ProviderPayload =
  | { kind: 'events'; events: ProviderEvent[] }
  /** SNS asks the endpoint to confirm a new subscription by opening this URL (an operator does it once). */
  | { kind: 'sns-subscription'; subscribeUrl: string }
  | null;

const DETAIL_MAX = 500;

const address = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(320)
  .regex(/^[^\s@]+@[^\s@]+$/);
/** A provider's free text: kept short, and never the reason a report is not understood. */
const words = z
  .string()
  .transform((text) => text.slice(0, 2000))
  .optional()
  .catch(undefined);

function detailOf(...parts: (string | undefined)[]): string | null {
  const text = parts
    .filter((part) => part && part.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, DETAIL_MAX) : null;
}

/** The valid addresses of a provider's recipient list; one it mangled costs only itself. */
function addresses(list: unknown[]): string[] {
  return list.flatMap((item) => {
    const parsed = address.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

// SendGrid first: its events carry `event`, `email` and often `type`, which the generic shape would also match.
const sendGrid = z.object({ event: z.string().max(64), email: address, type: words, reason: words });

function fromSendGrid(item: z.output<typeof sendGrid>): ProviderEvent[] {
  const kinds: Record<string, EmailEventKind> = {
    bounce: item.type === 'bounce' ? 'hard_bounce' : 'soft_bounce',
    deferred: 'soft_bounce',
    spamreport: 'complaint',
    delivered: 'delivered',
  };
  const event = kinds[item.event] ?? 'other';
  return [{ provider: 'sendgrid', email: item.email, event, detail: detailOf(`sendgrid ${item.event}`, item.type, item.reason) }];
}

const postmark = z.object({
  RecordType: z.string().max(64),
  Type: words,
  Email: address.optional(),
  Recipient: address.optional(),
  Description: words,
});

function fromPostmark(item: z.output<typeof postmark>): ProviderEvent[] {
  const email = item.Email ?? item.Recipient;
  if (!email) return [];
  let event: EmailEventKind = 'other';
  if (item.RecordType === 'SpamComplaint') event = 'complaint';
  else if (item.RecordType === 'Delivery') event = 'delivered';
  else if (item.RecordType === 'Bounce') {
    const bounces: Record<string, EmailEventKind> = {
      HardBounce: 'hard_bounce',
      SpamComplaint: 'complaint',
      SoftBounce: 'soft_bounce',
      Transient: 'soft_bounce',
      DnsError: 'soft_bounce',
    };
    event = bounces[item.Type ?? ''] ?? 'other';
  }
  return [{ provider: 'postmark', email, event, detail: detailOf(`postmark ${item.Type ?? item.RecordType}`, item.Description) }];
}

const generic = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: address,
  bounce_type: z.enum(['hard', 'soft']).optional(),
  reason: words,
});

function fromGeneric(item: z.output<typeof generic>): ProviderEvent[] {
  const event: EmailEventKind =
    item.type === 'complaint' ? 'complaint' : item.bounce_type === 'hard' ? 'hard_bounce' : 'soft_bounce';
  return [{ provider: 'generic', email: item.email, event, detail: detailOf(item.type, item.bounce_type, item.reason) }];
}

const recipients = z.array(z.unknown()).max(1000);
const sesMessage = z
  .object({
    notificationType: z.string().max(64).optional(),
    eventType: z.string().max(64).optional(),
    bounce: z
      .object({
        bounceType: z.string().max(64),
        bounceSubType: words,
        bouncedRecipients: z.array(z.object({ emailAddress: z.unknown() })).max(1000),
      })
      .optional(),
    complaint: z
      .object({
        complainedRecipients: z.array(z.object({ emailAddress: z.unknown() })).max(1000),
        complaintFeedbackType: words,
      })
      .optional(),
    delivery: z.object({ recipients }).optional(),
    mail: z.object({ destination: recipients }).optional(),
  })
  // SES's own notifications say notificationType; its event publishing says eventType.
  .refine((message) => (message.notificationType ?? message.eventType) !== undefined);

function fromSes(message: z.output<typeof sesMessage>): ProviderEvent[] {
  const kind = message.notificationType ?? message.eventType;
  const each = (emails: string[], event: EmailEventKind, detail: string | null): ProviderEvent[] =>
    emails.map((email) => ({ provider: 'ses', email, event, detail }));
  if (kind === 'Bounce' && message.bounce) {
    const { bounceType, bounceSubType, bouncedRecipients } = message.bounce;
    const event = bounceType === 'Permanent' ? 'hard_bounce' : 'soft_bounce';
    return each(addresses(bouncedRecipients.map((r) => r.emailAddress)), event, detailOf(`ses ${bounceType}`, bounceSubType));
  }
  if (kind === 'Complaint' && message.complaint) {
    const { complainedRecipients, complaintFeedbackType } = message.complaint;
    return each(
      addresses(complainedRecipients.map((r) => r.emailAddress)),
      'complaint',
      detailOf('ses complaint', complaintFeedbackType),
    );
  }
  if (kind === 'Delivery' && message.delivery) return each(addresses(message.delivery.recipients), 'delivered', null);
  return each(addresses(message.mail?.destination ?? []), 'other', detailOf(`ses ${kind}`));
}

const snsNotification = z.object({ Type: z.literal('Notification'), Message: z.string().max(256 * 1024) });
const snsSubscription = z.object({
  Type: z.literal('SubscriptionConfirmation'),
  SubscribeURL: z.url({ protocol: /^https$/, hostname: /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/ }),
});

function fromSnsNotification(item: z.output<typeof snsNotification>): ProviderEvent[] | null {
  let message: unknown;
  try {
    message = JSON.parse(item.Message);
  } catch {
    return null;
  }
  const parsed = sesMessage.safeParse(message);
  return parsed.success ? fromSes(parsed.data) : null;
}

/** One reported item as events (several for an SES message to several recipients), or null when it is none. */
function parseItem(item: unknown): ProviderEvent[] | null {
  const asSendGrid = sendGrid.safeParse(item);
  if (asSendGrid.success) return fromSendGrid(asSendGrid.data);
  const asPostmark = postmark.safeParse(item);
  if (asPostmark.success) return fromPostmark(asPostmark.data);
  const asGeneric = generic.safeParse(item);
  if (asGeneric.success) return fromGeneric(asGeneric.data);
  const asSns = snsNotification.safeParse(item);
  if (asSns.success) return fromSnsNotification(asSns.data);
  const asSes = sesMessage.safeParse(item);
  return asSes.success ? fromSes(asSes.data) : null;
}

/**
 * A webhook's parsed JSON body as events, an SNS subscription to confirm, or null when nothing in it is a report
 * this module knows. Items of an array that are not reports are skipped, as long as one is.
 */
export function parseProviderPayload(body: unknown): ProviderPayload {
  const subscription = snsSubscription.safeParse(body);
  if (subscription.success) return { kind: 'sns-subscription', subscribeUrl: subscription.data.SubscribeURL };
  const items = Array.isArray(body) ? body : [body];
  let matched = false;
  const events: ProviderEvent[] = [];
  for (const item of items) {
    const parsed = parseItem(item);
    if (!parsed) continue;
    matched = true;
    events.push(...parsed);
  }
  return matched ? { kind: 'events', events } : null;
}

/** The events that suppress an address, once per address and kind (a batch may repeat them). */
export function suppressingEvents(events: ProviderEvent[]): SuppressingEvent[] {
  const seen = new Set<string>();
  return events.filter((event): event is SuppressingEvent => {
    if (event.event !== 'hard_bounce' && event.event !== 'complaint') return false;
    const key = `${event.event} ${event.email}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
