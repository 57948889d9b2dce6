import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PAGE_MESSAGES, unsubscribePageActions } from '@/lib/email/unsubscribe.handlers';
import { hostileFormFrom, hostileString } from '../support/hostile-values';
import { checkAction, DEMO, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Real e-mail, hostile input: the buttons of the exam-reminder, college-reminder and newsletter unsubscribe pages
// answer any input (markup, SQL, NUL bytes, huge strings, wrong types, missing and extra fields) with a success or
// a refusal a person can read, never a throw; a real token stops what it names, and only that.

let world: HostileWorld;
const tokens = { exam: '', college: '', newsletter: '' };
let subscriber: string;

beforeAll(async () => {
  world = await startHostileWorld();
  const db = world.stack.db;
  await db.query('delete from public.exam_reminder_subscriptions where user_id = $1', [DEMO.member.id]);
  tokens.exam = (
    await db.query<{ token: string }>(
      `insert into public.exam_reminder_subscriptions (user_id, exam) values ($1, 'cat') returning token`,
      [DEMO.member.id],
    )
  ).rows[0].token;
  tokens.college = (
    await db.query<{ token: string }>(
      `insert into public.college_applications (user_id, college_id)
       select $1, c.id from public.colleges c where c.slug = 'iim-ahmedabad'
       on conflict (user_id, college_id) do update set reminders = true returning reminder_token as token`,
      [DEMO.member.id],
    )
  ).rows[0].token;
  subscriber = `hostile-unsubscribe-${Date.now()}@example.com`;
  tokens.newsletter = (
    await db.query<{ token: string }>(
      `insert into public.newsletter_subscribers (email, status) values ($1, 'active') returning unsubscribe_token as token`,
      [subscriber],
    )
  ).rows[0].token;
}, 120_000);
afterAll(() => world?.stack.stop());

const inputsFor = (token: string) =>
  fc.oneof(hostileFormFrom({ token: 'A'.repeat(32) }), fc.record({ token: hostileString }), fc.constant({ token }));

describe('the unsubscribe pages’ buttons', () => {
  const actions = () => unsubscribePageActions(world.chain);

  it("'unsubscribePageActions.exam', 'unsubscribePageActions.college' and 'unsubscribePageActions.newsletter' answer hostile input in words", async () => {
    await checkAction(world, 'exam', ['anon', 'member'], actions().exam, inputsFor(tokens.exam), 30);
    await checkAction(world, 'college', ['anon', 'member'], actions().college, inputsFor(tokens.college), 30);
    await checkAction(world, 'newsletter', ['anon', 'member'], actions().newsletter, inputsFor(tokens.newsletter), 30);
  });

  it('a real token stops what it names; pressed again it says there is nothing left to stop', async () => {
    world.as('anon');
    await world.stack.db.query(
      `insert into public.exam_reminder_subscriptions (user_id, exam) values ($1, 'xat') on conflict do nothing`,
      [DEMO.member.id],
    );
    const xat = (
      await world.stack.db.query<{ token: string }>(
        `select token from public.exam_reminder_subscriptions where user_id = $1 and exam = 'xat'`,
        [DEMO.member.id],
      )
    ).rows[0].token;
    expect(await actions().exam({ token: xat })).toMatchObject({ ok: true, data: { title: 'XAT reminders stopped' } });
    expect(await actions().exam({ token: xat })).toMatchObject({ ok: true, data: { title: 'No reminders to stop' } });
    expect(await actions().exam({ token: 'short' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { token: [UNSUBSCRIBE_PAGE_MESSAGES.invalid] },
    });
  });

  it('the newsletter: unsubscribed (twice is still fine), an unknown token is refused as an invalid link', async () => {
    world.as('anon');
    const { rows } = await world.stack.db.query<{ token: string }>(
      `insert into public.newsletter_subscribers (email, status) values ($1, 'active') returning unsubscribe_token as token`,
      [`second-${subscriber}`],
    );
    const token = rows[0].token;
    const done = { ok: true, data: { title: 'You are unsubscribed.', text: 'You will get no more newsletters from MBA Disha.' } };
    expect(await actions().newsletter({ token })).toMatchObject(done);
    expect(await actions().newsletter({ token })).toMatchObject(done);
    const status = await world.stack.db.query<{ status: string }>(
      'select status from public.newsletter_subscribers where unsubscribe_token = $1',
      [token],
    );
    expect(status.rows).toEqual([{ status: 'unsubscribed' }]);
    expect(await actions().newsletter({ token: 'B'.repeat(32) })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: UNSUBSCRIBE_PAGE_MESSAGES.newsletterUnknown,
    });
  });
});
