import { describe, expect, it } from 'vitest';
import { handleEmailEvents, presentedSecret, secretMatches } from '@/lib/email/events-webhook';
import { createLogger } from '@/lib/log/logger';

// The e-mail events webhook's gate: the shared secret as a Bearer token (or Basic credentials' password, all
// Amazon SNS can send), compared without revealing it through timing. The recording is tested against the stack
// (tests/integration/email-events.test.ts).

describe('presentedSecret', () => {
  it('reads a Bearer token and a Basic password; anything else presents nothing', () => {
    expect(presentedSecret('Bearer s3cret')).toBe('s3cret');
    expect(presentedSecret('bearer   s3cret ')).toBe('s3cret');
    expect(presentedSecret(`Basic ${Buffer.from('sns:s3cret:with:colons').toString('base64')}`)).toBe('s3cret:with:colons');
    for (const header of [
      null,
      '',
      'Bearer',
      'Bearer a b',
      's3cret',
      'Token s3cret',
      `Basic ${Buffer.from('nocolon').toString('base64')}`,
    ]) {
      expect(presentedSecret(header), String(header)).toBeNull();
    }
  });
});

describe('secretMatches', () => {
  it('is true for the secret only', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    for (const other of [null, '', 's3cre', 's3cret ', 'S3CRET', 's3cret-and-more']) {
      expect(secretMatches(other, 's3cret'), String(other)).toBe(false);
    }
  });
});

describe('handleEmailEvents', () => {
  const log = createLogger({ name: 'test', level: 'silent' });
  const request = (authorization?: string) =>
    new Request('http://site.test/api/email/events', {
      method: 'POST',
      headers: authorization ? { authorization } : {},
      body: JSON.stringify({ type: 'complaint', email: 'a@example.com' }),
    });

  it('records nothing before the secret is checked, and answers the SNS subscription without recording', async () => {
    const recorded: string[] = [];
    const host = { secret: 's3cret', log, record: async (e: { email: string }) => (recorded.push(e.email), true) };
    expect((await handleEmailEvents(request(), host)).status).toBe(401);
    expect((await handleEmailEvents(request('Bearer nope'), host)).headers.get('www-authenticate')).toBe('Bearer');
    const subscription = new Request('http://site.test/api/email/events', {
      method: 'POST',
      headers: { authorization: 'Bearer s3cret', 'content-type': 'text/plain; charset=UTF-8' },
      body: JSON.stringify({ Type: 'SubscriptionConfirmation', SubscribeURL: 'https://sns.us-east-1.amazonaws.com/?Token=t' }),
    });
    const answered = await handleEmailEvents(subscription, host);
    expect([answered.status, await answered.json()]).toEqual([200, { received: 0, suppressed: 0 }]);
    expect(recorded).toEqual([]);
    const ok = await handleEmailEvents(request('Bearer s3cret'), host);
    expect([ok.status, await ok.json(), ok.headers.get('cache-control')]).toEqual([
      200,
      { received: 1, suppressed: 1 },
      'no-store',
    ]);
    expect(recorded).toEqual(['a@example.com']);
  });
});
