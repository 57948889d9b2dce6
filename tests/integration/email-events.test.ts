import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEmailEvent } from '@/lib/data/email-events';
import { handleEmailEvents, type EmailEventsHost } from '@/lib/email/events-webhook';
import { createLogger } from '@/lib/log/logger';
import type { LocalStack } from '@/supabase/local';
import { service, startFormsStack, uniq, visitor } from './support/enquiries';

// Real e-mail: a provider's webhook (POST /api/email/events) against the local stack. Hard bounces and complaints
// suppress the address and end its newsletter subscription, through the service role only; soft bounces and
// deliveries change nothing; a caller without the secret changes nothing either.

let stack: LocalStack;
const SECRET = 'test-webhook-secret-0123456789';

const host = (over: Partial<EmailEventsHost> = {}): EmailEventsHost => ({
  secret: SECRET,
  record: (event) => recordEmailEvent(event, service(stack)),
  log: createLogger({ name: 'test', level: 'silent' }),
  ...over,
});

const post = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  new Request('http://site.test/api/email/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function subscriber(): Promise<string> {
  const email = `${uniq('reader')}@events.test`;
  await stack.db.query(`insert into public.newsletter_subscribers (email, status) values ($1, 'active')`, [email]);
  return email;
}

async function stateOf(email: string) {
  const { rows } = await stack.db.query<{ status: string; reason: string | null; source: string | null }>(
    `select s.status, x.reason, x.source from public.newsletter_subscribers s
       left join private.email_suppressions x on x.email = s.email where s.email = $1`,
    [email],
  );
  return rows[0];
}

beforeAll(async () => {
  stack = await startFormsStack();
}, 120_000);
afterAll(() => stack?.stop());

describe('the e-mail events webhook', () => {
  it('suppresses hard bounces and complaints from every provider shape, and nothing else', async () => {
    const [postmarkHard, sendgridSpam, sesHard, sesComplaint, genericHard, soft, delivered] = await Promise.all(
      Array.from({ length: 7 }, subscriber),
    );
    const batches: unknown[] = [
      { RecordType: 'Bounce', Type: 'HardBounce', Email: postmarkHard.toUpperCase(), Description: 'Unknown user' },
      [
        { event: 'spamreport', email: sendgridSpam },
        { event: 'bounce', type: 'blocked', email: soft },
        { event: 'delivered', email: delivered },
      ],
      {
        Type: 'Notification',
        Message: JSON.stringify({
          notificationType: 'Bounce',
          bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: sesHard }] },
        }),
      },
      {
        Type: 'Notification',
        Message: JSON.stringify({
          notificationType: 'Complaint',
          complaint: { complainedRecipients: [{ emailAddress: sesComplaint }] },
        }),
      },
      [
        { type: 'bounce', bounce_type: 'hard', email: genericHard },
        { type: 'bounce', bounce_type: 'soft', email: soft },
      ],
    ];
    const answers = [];
    for (const batch of batches) {
      const response = await handleEmailEvents(post(batch), host());
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual([
      [200, { received: 1, suppressed: 1 }],
      [200, { received: 3, suppressed: 1 }],
      [200, { received: 1, suppressed: 1 }],
      [200, { received: 1, suppressed: 1 }],
      [200, { received: 2, suppressed: 1 }],
    ]);
    expect(await stateOf(postmarkHard)).toEqual({ status: 'bounced', reason: 'hard_bounce', source: 'webhook' });
    expect(await stateOf(sendgridSpam)).toEqual({ status: 'unsubscribed', reason: 'complaint', source: 'webhook' });
    expect(await stateOf(sesHard)).toEqual({ status: 'bounced', reason: 'hard_bounce', source: 'webhook' });
    expect(await stateOf(sesComplaint)).toEqual({ status: 'unsubscribed', reason: 'complaint', source: 'webhook' });
    expect(await stateOf(genericHard)).toEqual({ status: 'bounced', reason: 'hard_bounce', source: 'webhook' });
    expect(await stateOf(soft)).toEqual({ status: 'active', reason: null, source: null });
    expect(await stateOf(delivered)).toEqual({ status: 'active', reason: null, source: null });

    // The provider retries a batch it got no 200 for: recording it again changes nothing and still answers.
    const again = await handleEmailEvents(post(batches[0]), host());
    expect(await again.json()).toEqual({ received: 1, suppressed: 1 });
  });

  it('refuses without the secret (401), when unconfigured (503), and a body it cannot read (400, 413)', async () => {
    const email = await subscriber();
    const hard = { type: 'bounce', bounce_type: 'hard', email };
    expect((await handleEmailEvents(post(hard, null), host())).status).toBe(401);
    expect((await handleEmailEvents(post(hard, 'Bearer wrong'), host())).status).toBe(401);
    expect((await handleEmailEvents(post(hard), host({ secret: undefined }))).status).toBe(503);
    expect((await handleEmailEvents(post(hard), host({ secret: '  ' }))).status).toBe(503);
    expect((await handleEmailEvents(post('{not json'), host())).status).toBe(400);
    expect((await handleEmailEvents(post({ hello: 'world' }), host())).status).toBe(400);
    expect((await handleEmailEvents(post(`"${'x'.repeat(300 * 1024)}"`), host())).status).toBe(413);
    expect(await stateOf(email)).toEqual({ status: 'active', reason: null, source: null });
  });

  it('answers 503 when the database cannot record, so the provider retries', async () => {
    const email = await subscriber();
    await stack.suspend();
    try {
      const response = await handleEmailEvents(post({ type: 'complaint', email }), host());
      expect(response.status).toBe(503);
    } finally {
      await stack.resume();
    }
    expect(await stateOf(email)).toEqual({ status: 'active', reason: null, source: null });
  });

  it('record_email_event is the service role’s alone', async () => {
    const email = await subscriber();
    await expect(
      recordEmailEvent({ provider: 'generic', email, event: 'complaint', detail: null }, visitor(stack, '192.0.2.9')),
    ).rejects.toMatchObject({ name: 'DataError' });
    expect(await stateOf(email)).toEqual({ status: 'active', reason: null, source: null });
  });
});
