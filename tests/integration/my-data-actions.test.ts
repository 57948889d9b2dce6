import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { listMyData } from '@/lib/data/my-data';
import type { Database } from '@/lib/database.types';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import { myDataActions } from '@/lib/my-data/my-data.handlers';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { memberLinkTokenFor } from './support/my-data';

// The my-data server actions (lib/my-data/my-data.handlers.ts) on the action chain, against the local stack: what a
// visitor's form gets back, word for word, for each case the pages show. The caller is injected as in
// actions.test.ts: an address, and optionally a signed-in account.

type Client = SupabaseClient<Database>;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: LocalStack;
let actions: ReturnType<typeof myDataActions>;
let caller: { ip: string; client: Client | null } = { ip: '203.0.113.1', client: null };
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;
const newAddress = () => `${uniq('person')}@actions.test`;
let nextIp = 10;

function visitorClient(ip: string): Client {
  return createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { headers: { 'x-forwarded-for': ip } } });
}

/** The next actions run for a fresh address (or `client`, signed in). */
function as(client: Client | null = null) {
  caller = { ip: `203.0.113.${nextIp++}`, client };
}

async function seedPerson(email: string) {
  const lead = await stack.db.query<{ id: string }>(`insert into public.leads (name, email) values ('Ravi', $1) returning id`, [
    email,
  ]);
  await stack.db.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [email]);
  await stack.db.query(
    `insert into public.lead_consents (email, lead_id, purpose, granted, notice_version, label, context)
     values ($1, $2, 'newsletter', true, 'v1', 'Send me the newsletter', 'newsletter')`,
    [email, lead.rows[0].id],
  );
}

async function linkTokenFor(email: string): Promise<string> {
  const { rows } = await stack.db.query<{ text: string }>(
    `select text from private.email_outbox where to_email = $1 order by created_at desc limit 1`,
    [email],
  );
  const token = /\/my-data\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no link for ${email}`);
  return token;
}

async function openedSession(email: string): Promise<string> {
  as();
  expect((await actions.requestLink({ email })).ok).toBe(true);
  const opened = await actions.openLink({ token: await linkTokenFor(email) });
  if (!opened.ok) throw new Error(opened.message);
  return opened.data.session;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
  actions = myDataActions(
    createActionChain({
      visitor: async () => ({ ip: caller.ip, userAgent: 'Mozilla/5.0 (integration)' }),
      client: async (visitor) => caller.client ?? visitorClient(visitor.ip ?? ''),
      user: userFromClaims,
      report: vi.fn(),
    }),
  );
}, 120_000);
afterAll(() => stack?.stop());

describe('asking for a link', () => {
  it('answers a known and an unknown address with the same words', async () => {
    const known = newAddress();
    await seedPerson(known);
    as();
    const forKnown = await actions.requestLink({ email: known });
    as();
    const forUnknown = await actions.requestLink({ email: newAddress() });
    expect(forKnown).toEqual({ ok: true, data: { message: MY_DATA_MESSAGES.linkSent } });
    expect(forUnknown).toEqual(forKnown);
  });

  it('refuses an invalid address under its field', async () => {
    as();
    expect(await actions.requestLink({ email: 'asha@' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('says when an address has had too many links, from whichever visitor asks', async () => {
    const email = newAddress();
    for (let i = 0; i < 3; i++) {
      as();
      expect((await actions.requestLink({ email })).ok).toBe(true);
    }
    as();
    expect(await actions.requestLink({ email })).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: MY_DATA_MESSAGES.emailRateLimited,
    });
  });

  it('says when one visitor has asked too often', async () => {
    as();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await actions.requestLink({ email: newAddress() }));
    expect(results.at(-1)).toEqual({ ok: false, code: 'RATE_LIMITED', message: DATA_ERRORS.RATE_LIMITED });
  });
});

describe('with an opened link', () => {
  it('opens once, then says the link has ended', async () => {
    const email = newAddress();
    await seedPerson(email);
    as();
    await actions.requestLink({ email });
    const token = await linkTokenFor(email);
    expect(await actions.openLink({ token })).toMatchObject({ ok: true, data: { session: expect.any(String) } });
    expect(await actions.openLink({ token })).toEqual({ ok: false, code: 'NOT_FOUND', message: MY_DATA_MESSAGES.linkEnded });
  });

  it('withdraws once, then says it already was; an unknown session has ended', async () => {
    const email = newAddress();
    await seedPerson(email);
    const session = await openedSession(email);
    expect(await actions.withdrawWithLink({ purpose: 'newsletter', collegeId: '', session })).toEqual({
      ok: true,
      data: { message: MY_DATA_MESSAGES.withdrawn },
    });
    expect(await actions.withdrawWithLink({ purpose: 'newsletter', collegeId: '', session })).toEqual({
      ok: true,
      data: { message: MY_DATA_MESSAGES.alreadyWithdrawn },
    });
    const { rows } = await stack.db.query(`select user_agent from public.lead_consents where email = $1 and not granted`, [
      email,
    ]);
    expect(rows).toEqual([{ user_agent: 'Mozilla/5.0 (integration)' }]);
    expect(await actions.withdrawWithLink({ purpose: 'newsletter', session: 'B'.repeat(43) })).toEqual({
      ok: false,
      code: 'NOT_AUTHENTICATED',
      message: MY_DATA_MESSAGES.sessionEnded,
    });
  });

  it('erases only once the box is ticked', async () => {
    const email = newAddress();
    await seedPerson(email);
    const session = await openedSession(email);
    expect(await actions.eraseWithLink({ session })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { confirm: [MY_DATA_MESSAGES.confirmErase] },
    });
    expect(await actions.eraseWithLink({ confirm: 'yes', session })).toEqual({
      ok: true,
      data: {
        message: MY_DATA_MESSAGES.erased,
        counts: { leads: 1, contact_submissions: 0, newsletter_subscriptions: 1, consents: 1 },
      },
    });
  });

  it('ends the session on Done', async () => {
    const email = newAddress();
    await seedPerson(email);
    const session = await openedSession(email);
    expect((await actions.endSession({ session })).ok).toBe(true);
    await expect(listMyData(visitorClient('203.0.113.250'), session)).rejects.toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });
});

describe('signed in', () => {
  it('needs a signed-in user who proved the mailbox, then acts on their own address', async () => {
    const email = newAddress();
    await seedPerson(email);
    as();
    expect(await actions.withdrawAsMember({ purpose: 'newsletter' })).toEqual({
      ok: false,
      code: 'NOT_AUTHENTICATED',
      message: DATA_ERRORS.NOT_AUTHENTICATED,
    });

    const service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
    const created = await service.auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: true });
    if (created.error) throw created.error;
    const client = visitorClient('203.0.113.251');
    const signedIn = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
    if (signedIn.error) throw signedIn.error;
    as(client);
    // Not before the mailbox is proved: the page offers the link instead.
    expect(await actions.withdrawAsMember({ purpose: 'newsletter' })).toEqual({
      ok: false,
      code: 'NOT_AUTHENTICATED',
      message: MY_DATA_MESSAGES.mailboxUnproven,
    });
    expect(await actions.requestMemberLink({})).toEqual({ ok: true, data: { message: MY_DATA_MESSAGES.memberLinkSent } });
    const token = await memberLinkTokenFor(stack, email);
    expect(await actions.confirmMemberLink({ token: 'B'.repeat(43) })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: MY_DATA_MESSAGES.memberLinkEnded,
    });
    expect(await actions.confirmMemberLink({ token })).toEqual({ ok: true, data: { message: MY_DATA_MESSAGES.mailboxProven } });
    expect(await actions.withdrawAsMember({ purpose: 'newsletter' })).toEqual({
      ok: true,
      data: { message: MY_DATA_MESSAGES.withdrawn },
    });
    expect(await actions.eraseAsMember({ confirm: 'yes' })).toMatchObject({
      ok: true,
      data: { message: MY_DATA_MESSAGES.erased },
    });
    expect((await listMyData(client, null)).leads).toEqual([]);
  });
});
