import { describe, expect, it } from 'vitest';
import { parseProviderPayload, suppressingEvents, type ProviderEvent } from '@/lib/email/provider-events';

// Real e-mail: the webhook's body, whichever provider sent it, as one list of events. Only a bounce the provider
// calls permanent, and a complaint, may suppress an address.

const events = (body: unknown) => {
  const payload = parseProviderPayload(body);
  if (payload?.kind !== 'events') throw new Error(`not events: ${JSON.stringify(payload)}`);
  return payload.events.map(({ provider, email, event }) => ({ provider, email, event }));
};
const all = (body: unknown): ProviderEvent[] => {
  const payload = parseProviderPayload(body);
  return payload?.kind === 'events' ? payload.events : [];
};
const ses = (message: object) => ({ Type: 'Notification', MessageId: 'm-1', Message: JSON.stringify(message) });

describe('parseProviderPayload', () => {
  it('reads the generic shape, alone or in an array; a bounce is hard only when it says so', () => {
    expect(events({ type: 'bounce', email: ' A@Example.com ', bounce_type: 'hard' })).toEqual([
      { provider: 'generic', email: 'a@example.com', event: 'hard_bounce' },
    ]);
    expect(
      events([
        { type: 'bounce', email: 'b@example.com', bounce_type: 'soft' },
        { type: 'bounce', email: 'c@example.com' },
        { type: 'complaint', email: 'd@example.com' },
      ]).map((e) => e.event),
    ).toEqual(['soft_bounce', 'soft_bounce', 'complaint']);
  });

  it('reads Postmark bounces, spam complaints and deliveries', () => {
    expect(
      events({ RecordType: 'Bounce', Type: 'HardBounce', TypeCode: 1, Email: 'a@example.com', Description: 'No such user' }),
    ).toEqual([{ provider: 'postmark', email: 'a@example.com', event: 'hard_bounce' }]);
    expect(events({ RecordType: 'Bounce', Type: 'SoftBounce', Email: 'a@example.com' })[0].event).toBe('soft_bounce');
    expect(events({ RecordType: 'Bounce', Type: 'AutoResponder', Email: 'a@example.com' })[0].event).toBe('other');
    expect(events({ RecordType: 'SpamComplaint', Type: 'SpamComplaint', Email: 'a@example.com' })[0].event).toBe('complaint');
    expect(events({ RecordType: 'Delivery', Recipient: 'a@example.com' })[0].event).toBe('delivered');
    expect(all({ RecordType: 'Bounce', Type: 'HardBounce', Email: 'a@example.com', Description: 'Gone' })[0].detail).toBe(
      'postmark HardBounce Gone',
    );
  });

  it('reads SendGrid event arrays: a bounce of type bounce is hard, blocked and deferred are soft', () => {
    expect(
      events([
        { email: 'a@example.com', event: 'bounce', type: 'bounce', reason: '550 5.1.1 unknown', sg_event_id: 'x' },
        { email: 'b@example.com', event: 'bounce', type: 'blocked' },
        { email: 'c@example.com', event: 'deferred' },
        { email: 'd@example.com', event: 'spamreport' },
        { email: 'e@example.com', event: 'delivered' },
        { email: 'f@example.com', event: 'open' },
      ]).map((e) => e.event),
    ).toEqual(['hard_bounce', 'soft_bounce', 'soft_bounce', 'complaint', 'delivered', 'other']);
  });

  it('reads SES notifications through SNS, one event per recipient, and SNS raw message delivery', () => {
    expect(
      events(
        ses({
          notificationType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: 'General',
            bouncedRecipients: [
              { emailAddress: 'a@example.com' },
              { emailAddress: 'not an address' },
              { emailAddress: 'B@example.com' },
            ],
          },
          mail: { destination: ['a@example.com', 'b@example.com'] },
        }),
      ),
    ).toEqual([
      { provider: 'ses', email: 'a@example.com', event: 'hard_bounce' },
      { provider: 'ses', email: 'b@example.com', event: 'hard_bounce' },
    ]);
    expect(
      events(
        ses({
          notificationType: 'Bounce',
          bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@example.com' }] },
        }),
      )[0].event,
    ).toBe('soft_bounce');
    expect(
      events(ses({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'a@example.com' }] } })),
    ).toEqual([{ provider: 'ses', email: 'a@example.com', event: 'complaint' }]);
    expect(events(ses({ eventType: 'Delivery', delivery: { recipients: ['a@example.com'] } }))[0].event).toBe('delivered');
    expect(
      events({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'a@example.com' }] } })[0]
        .event,
    ).toBe('complaint');
  });

  it('names an SNS subscription to confirm, only for an https URL of SNS itself', () => {
    const subscribeUrl = 'https://sns.ap-south-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=arn&Token=abc';
    expect(parseProviderPayload({ Type: 'SubscriptionConfirmation', SubscribeURL: subscribeUrl })).toEqual({
      kind: 'sns-subscription',
      subscribeUrl,
    });
    for (const url of [
      'http://sns.ap-south-1.amazonaws.com/?x',
      'https://evil.example/?x',
      'https://sns.amazonaws.com.evil.example/',
    ]) {
      expect(parseProviderPayload({ Type: 'SubscriptionConfirmation', SubscribeURL: url }), url).toBeNull();
    }
  });

  it('is null for what matches nothing; an array needs one report among its items', () => {
    for (const body of [null, 42, 'bounce', [], {}, { email: 'a@example.com' }, { type: 'bounce', email: 'nobody' }, [1, 2]]) {
      expect(parseProviderPayload(body), JSON.stringify(body)).toBeNull();
    }
    expect(parseProviderPayload({ Type: 'Notification', Message: '{not json' })).toBeNull();
    expect(parseProviderPayload({ Type: 'Notification', Message: JSON.stringify({ hello: 1 }) })).toBeNull();
    expect(events([{ junk: true }, { type: 'complaint', email: 'a@example.com' }])).toHaveLength(1);
  });

  it('keeps a provider’s long free text short instead of refusing the report', () => {
    const [event] = all({ email: 'a@example.com', event: 'bounce', type: 'bounce', reason: 'x'.repeat(100_000) });
    expect(event.detail).toHaveLength(500);
  });
});

describe('suppressingEvents', () => {
  it('keeps hard bounces and complaints, once per address and kind', () => {
    const batch = all([
      { email: 'a@example.com', event: 'bounce', type: 'bounce' },
      { email: 'A@example.com', event: 'bounce', type: 'bounce' },
      { email: 'a@example.com', event: 'spamreport' },
      { email: 'b@example.com', event: 'deferred' },
      { email: 'c@example.com', event: 'delivered' },
    ]);
    expect(suppressingEvents(batch).map(({ email, event }) => `${event} ${email}`)).toEqual([
      'hard_bounce a@example.com',
      'complaint a@example.com',
    ]);
  });
});
