import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_CLICK_MESSAGES, oneClickGet, oneClickPost, type OneClickHost } from '@/lib/email/one-click.handlers';
import { oneClickPath, type UnsubscribeList } from '@/lib/email/unsubscribe';
import { createLogger } from '@/lib/log/logger';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { signFormsWithKeyOf, visitor } from './support/enquiries';
import { DEMO } from './support/hostile-stack';

// Real e-mail: /api/unsubscribe/{list}/{token} (RFC 8058) against the seeded local stack. A GET — what a mail
// scanner sends — changes nothing and leads to the page that asks; the provider's one-click POST unsubscribes at
// once, for each of the four lists, and answers in plain text that is never cached.

let stack: LocalStack;
const tokens = {} as Record<UnsubscribeList, string>;
const host: OneClickHost = {
  client: async () => visitor(stack, '192.0.2.77'),
  log: createLogger({ name: 'test', level: 'silent' }),
};

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await stack.db.query<T & object>(sql, params)).rows[0] as T;
}

/** Whether each list still mails the seeded member (and the subscriber). */
async function stillSubscribed() {
  return one<{ exam: boolean; college: boolean; community: boolean; newsletter: boolean }>(
    `select exists (select 1 from public.exam_reminder_subscriptions where token = $1) as exam,
            (select reminders from public.college_applications where reminder_token = $2) as college,
            (select unsubscribed_at is null from private.community_thread_subscriptions where token = $3) as community,
            (select status = 'active' from public.newsletter_subscribers where unsubscribe_token = $4) as newsletter`,
    [tokens.exam, tokens.college, tokens.community, tokens.newsletter],
  );
}

const oneClick = (body: BodyInit | null = 'List-Unsubscribe=One-Click', headers: HeadersInit = {}) =>
  new Request('http://site.test/api/unsubscribe/x/y', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
  await signFormsWithKeyOf(stack);
  const member = DEMO.member.id;
  await stack.db.query('delete from public.exam_reminder_subscriptions where user_id = $1', [member]);
  tokens.exam = (
    await one<{ token: string }>(
      `insert into public.exam_reminder_subscriptions (user_id, exam) values ($1, 'snap') returning token`,
      [member],
    )
  ).token;
  tokens.college = (
    await one<{ token: string }>(
      `insert into public.college_applications (user_id, college_id)
       select $1, c.id from public.colleges c order by c.slug limit 1
       on conflict (user_id, college_id) do update set reminders = true returning reminder_token as token`,
      [member],
    )
  ).token;
  tokens.community = (
    await one<{ token: string }>(
      `insert into private.community_thread_subscriptions (user_id, thread_id)
       select $1, t.id from public.community_threads t order by t.created_at limit 1
       on conflict (user_id, thread_id) do update set unsubscribed_at = null returning token`,
      [member],
    )
  ).token;
  tokens.newsletter = (
    await one<{ token: string }>(
      `insert into public.newsletter_subscribers (email, status) values ('one-click@example.com', 'active')
       returning unsubscribe_token as token`,
    )
  ).token;
}, 120_000);
afterAll(() => stack?.stop());

describe('the one-click unsubscribe route', () => {
  it('GET changes nothing: 303 to the human page of the list, for every list', async () => {
    for (const list of ['exam', 'college', 'community', 'newsletter'] as const) {
      const response = oneClickGet({ list, token: tokens[list] });
      expect(response.status, list).toBe(303);
      const page = response.headers.get('location')!;
      expect(oneClickPath(page), list).toBe(`/api/unsubscribe/${list}/${tokens[list]}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await stillSubscribed()).toEqual({ exam: true, college: true, community: true, newsletter: true });
    expect(oneClickGet({ list: 'newsletter', token: '[token]' }).status).toBe(400);
    expect(oneClickGet({ list: 'sms', token: tokens.exam }).status).toBe(404);
  });

  it('refuses a malformed token (400), an unknown list or token (404) and a large body (413), changing nothing', async () => {
    const status = async (segments: unknown, request = oneClick()) => (await oneClickPost(request, segments, host)).status;
    expect(await status({ list: 'exam', token: 'not a token' })).toBe(400);
    expect(await status({ list: 'exam', token: 'x'.repeat(65) })).toBe(400);
    expect(await status({ list: 'sms', token: tokens.exam })).toBe(404);
    expect(await status({ list: 'newsletter', token: 'B'.repeat(32) })).toBe(404);
    expect(await status({ list: 'exam', token: 'B'.repeat(32) })).toBe(404);
    expect(await status({ list: 'newsletter', token: tokens.newsletter }, oneClick('x'.repeat(10_000)))).toBe(413);
    expect(await stillSubscribed()).toEqual({ exam: true, college: true, community: true, newsletter: true });
  });

  it('POST unsubscribes at once, with or without the RFC 8058 body, and answers in plain, uncached text', async () => {
    const bodies: Record<UnsubscribeList, BodyInit | null> = {
      exam: 'List-Unsubscribe=One-Click',
      college: null,
      community: 'List-Unsubscribe=One-Click',
      newsletter: (() => {
        const form = new FormData();
        form.set('List-Unsubscribe', 'One-Click');
        return form;
      })(),
    };
    for (const list of ['exam', 'college', 'community', 'newsletter'] as const) {
      const request = new Request('http://site.test/', { method: 'POST', body: bodies[list] });
      const response = await oneClickPost(request, { list, token: tokens[list] }, host);
      expect(response.status, list).toBe(200);
      expect(await response.text()).toBe(ONE_CLICK_MESSAGES.done);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await stillSubscribed()).toEqual({ exam: false, college: false, community: false, newsletter: false });
  });

  it('a second POST: the newsletter and the community still say unsubscribed; stopped reminders name nothing any more', async () => {
    const again = async (list: UnsubscribeList) => (await oneClickPost(oneClick(), { list, token: tokens[list] }, host)).status;
    expect(await again('newsletter')).toBe(200);
    expect(await again('community')).toBe(200);
    expect(await again('exam')).toBe(404);
    expect(await again('college')).toBe(404);
  });

  it('answers 503, not a throw, when the database cannot be reached', async () => {
    await stack.suspend();
    try {
      const response = await oneClickPost(oneClick(), { list: 'newsletter', token: tokens.newsletter }, host);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(ONE_CLICK_MESSAGES.failed);
    } finally {
      await stack.resume();
    }
  });
});
