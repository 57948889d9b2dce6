import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { proveMailbox } from './support/my-data';

// The my-data API (20261124000600) through supabase-js, as the app calls it: a visitor asks for a link, the link
// arrives in private.email_outbox, opening it yields a session token, and the session lists, exports, withdraws
// and erases one address's data. The stack believes X-Forwarded-For from 127.0.0.1, as a gateway believes the
// app's servers, so each test visitor has an address of its own.

type Client = SupabaseClient<Database>;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: LocalStack;
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;
const newAddress = () => `${uniq('person')}@mydata.test`;
let nextIp = 10;
const freshIp = () => `198.51.100.${nextIp++}`;

function visitor(ip = freshIp()): Client {
  return createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { headers: { 'x-forwarded-for': ip } } });
}

interface Seeded {
  email: string;
  leadId: string;
  submissionId: string;
  subscriptionId: string;
}

/** A lead, a contact submission, a newsletter subscription and two granted consents for `email`. */
async function seedPerson(email: string): Promise<Seeded> {
  const lead = await stack.db.query<{ id: string }>(
    `insert into public.leads (name, email, phone, message, ip_address, user_agent, browser_info, form_data, status, newsletter_subscribed)
     values ('Asha Rao', $1, '+919876543210', 'Which IIM suits me?', '203.0.113.9', 'Mozilla/5.0', '{"language":"en-IN"}',
             '{"graduation":"B.Com"}', 'contacted', true)
     returning id`,
    [email],
  );
  const leadId = lead.rows[0].id;
  const submission = await stack.db.query<{ id: string }>(
    `insert into public.contact_submissions (name, email, message, lead_id) values ('Asha Rao', $1, 'Which IIM suits me?', $2)
     returning id`,
    // Stored as typed: lookups must not depend on the case the visitor used.
    [email.toUpperCase(), leadId],
  );
  const subscription = await stack.db.query<{ id: string }>(
    `insert into public.newsletter_subscribers (email, source) values ($1, 'footer') returning id`,
    [email],
  );
  await stack.db.query(
    `insert into public.lead_consents (email, lead_id, purpose, granted, notice_version, label, context, ip_address, user_agent)
     values ($1, $2, 'enquiry_contact', true, 'v1', 'Call or message me about this enquiry', 'contact', '203.0.113.9', 'Mozilla/5.0'),
            ($1, $2, 'newsletter', true, 'v1', 'Send me the newsletter', 'contact', '203.0.113.9', 'Mozilla/5.0')`,
    [email, leadId],
  );
  return { email, leadId, submissionId: submission.rows[0].id, subscriptionId: subscription.rows[0].id };
}

async function outbox(email: string) {
  const { rows } = await stack.db.query<{ subject: string; text: string; kind: string }>(
    `select subject, text, kind from private.email_outbox where to_email = $1 order by created_at`,
    [email],
  );
  return rows;
}

/** The token of the newest link e-mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = await outbox(email);
  const match = /\/my-data\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no my-data link was e-mailed to ${email}`);
  return match[1];
}

/** Requests a link for `email` and opens it: the session token a visitor's cookie would hold. */
async function sessionFor(email: string, client: Client = visitor()): Promise<string> {
  const requested = await client.rpc('my_data_request_link', { email });
  expect(requested.error).toBeNull();
  const opened = await client.rpc('my_data_open_link', { link_token: await linkTokenFor(email) });
  expect(opened.error).toBeNull();
  return (opened.data as { session_token: string }).session_token;
}

interface Listing {
  email: string;
  leads: { id: string; email: string; name: string }[];
  contact_submissions: { id: string }[];
  newsletter_subscriptions: { id: string; status: string }[];
  consents: { id: string; purpose: string; granted: boolean; context: string }[];
}

async function listing(session: string | null, client: Client = visitor()): Promise<Listing> {
  const { data, error } = await client.rpc('my_data_list', session === null ? {} : { session_token: session });
  if (error) throw new Error(`my_data_list: ${error.code} ${error.message}`);
  return data as unknown as Listing;
}

async function auditFor(email: string) {
  const { rows } = await stack.db.query<{ action: string; actor: string; actor_id: string | null; ip_address: string | null }>(
    `select action, actor, actor_id, ip_address from private.my_data_audit
      where subject_hash = private.my_data_subject_hash($1) order by id`,
    [email],
  );
  return rows;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
}, 120_000);
afterAll(() => stack?.stop());

describe('asking for a link', () => {
  it('e-mails a one-time link to a known address and keeps only its hash', async () => {
    const { email } = await seedPerson(newAddress());
    const { data, error } = await visitor().rpc('my_data_request_link', { email: `  ${email.toUpperCase()} ` });
    expect({ data, error }).toEqual({ data: null, error: null });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ kind: 'my_data', subject: 'Your data at MBA Disha' });
    expect(mail.text).toMatch(/works once and expires in 30 minutes/);
    const token = await linkTokenFor(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await stack.db.query<{ token_hash: string }>(`select token_hash from private.my_data_links where email = $1`, [
      email,
    ]);
    expect(stored.rows).toEqual([{ token_hash: expect.not.stringContaining(token) }]);
    const hashed = await stack.db.query(
      `select 1 from private.my_data_links where token_hash = encode(extensions.digest($1, 'sha256'), 'hex')`,
      [token],
    );
    expect(hashed.rows).toHaveLength(1);
  });

  it('answers an unknown address exactly as a known one, and still sends it an e-mail (that holds no link)', async () => {
    const known = await seedPerson(newAddress());
    const unknown = newAddress();
    const strip = ({ data, error, status }: { data: unknown; error: unknown; status: number }) => ({ data, error, status });
    const forKnown = strip(await visitor().rpc('my_data_request_link', { email: known.email }));
    const forUnknown = strip(await visitor().rpc('my_data_request_link', { email: unknown }));
    expect(forUnknown).toEqual(forKnown);
    const [mail] = await outbox(unknown);
    expect(mail).toMatchObject({ kind: 'my_data', subject: 'Your data at MBA Disha' });
    expect(mail.text).toContain(`We hold no enquiries, newsletter subscriptions or consent records for ${unknown}`);
    expect(mail.text).not.toMatch(/\/my-data\//);
    expect(await auditFor(unknown)).toEqual([
      { action: 'request_link', actor: 'visitor', actor_id: null, ip_address: expect.any(String) },
    ]);
  });

  it('refuses an invalid address with 22023 and the field name', async () => {
    const { error } = await visitor().rpc('my_data_request_link', { email: 'not-an-address' });
    expect({ code: error?.code, hint: error?.hint }).toEqual({ code: '22023', hint: 'email' });
  });

  it('allows five requests per visitor in 15 minutes (HINT ip) and three per address an hour (HINT email)', async () => {
    const client = visitor();
    const codes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await client.rpc('my_data_request_link', { email: newAddress() });
      codes.push(error ? `${error.code}/${error.hint}` : null);
    }
    expect(codes).toEqual([null, null, null, null, null, 'P0429/ip']);

    const target = newAddress();
    const perAddress: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const { error } = await visitor().rpc('my_data_request_link', { email: target });
      perAddress.push(error ? `${error.code}/${error.hint}` : null);
    }
    expect(perAddress).toEqual([null, null, null, 'P0429/email']);
    expect(await outbox(target)).toHaveLength(3);
  });
});

describe('opening a link', () => {
  it('works once: the first opening gets a session, every later one nothing', async () => {
    const { email } = await seedPerson(newAddress());
    const client = visitor();
    await client.rpc('my_data_request_link', { email });
    const token = await linkTokenFor(email);
    expect((await client.rpc('my_data_link_is_live', { link_token: token })).data).toBe(true);
    const first = await client.rpc('my_data_open_link', { link_token: token });
    expect(first.data).toEqual({ session_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) });
    const again = await visitor().rpc('my_data_open_link', { link_token: token });
    expect({ data: again.data, error: again.error }).toEqual({ data: null, error: null });
    expect((await client.rpc('my_data_link_is_live', { link_token: token })).data).toBe(false);
  });

  it('opens once even when opened many times at once', async () => {
    const { email } = await seedPerson(newAddress());
    await visitor().rpc('my_data_request_link', { email });
    const token = await linkTokenFor(email);
    const results = await Promise.all(Array.from({ length: 6 }, () => visitor().rpc('my_data_open_link', { link_token: token })));
    expect(results.filter((r) => r.data !== null)).toHaveLength(1);
  });

  it('expires after 30 minutes, and a session 30 minutes after opening', async () => {
    const { email } = await seedPerson(newAddress());
    const session = await sessionFor(email);
    const expiries = await stack.db.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from private.my_data_links where email = $1
       union all
       select round(extract(epoch from expires_at - created_at) / 60)::int from private.my_data_sessions where email = $1`,
      [email],
    );
    expect(expiries.rows).toEqual([{ minutes: 30 }, { minutes: 30 }]);

    await visitor().rpc('my_data_request_link', { email });
    const token = await linkTokenFor(email);
    await stack.db.query(
      `update private.my_data_links set expires_at = now() - interval '1 second' where used_at is null and email = $1`,
      [email],
    );
    expect((await visitor().rpc('my_data_link_is_live', { link_token: token })).data).toBe(false);
    expect((await visitor().rpc('my_data_open_link', { link_token: token })).data).toBeNull();

    await stack.db.query(`update private.my_data_sessions set expires_at = now() - interval '1 second' where email = $1`, [
      email,
    ]);
    const { data, error } = await visitor().rpc('my_data_list', { session_token: session });
    expect({ data, code: error?.code }).toEqual({ data: null, code: '28000' });
  });

  it('reveals nothing for a wrong link or session: the same empty answers as for a used one', async () => {
    const wrong = 'A'.repeat(43);
    expect((await visitor().rpc('my_data_link_is_live', { link_token: wrong })).data).toBe(false);
    const opened = await visitor().rpc('my_data_open_link', { link_token: wrong });
    expect({ data: opened.data, error: opened.error }).toEqual({ data: null, error: null });
    for (const fn of ['my_data_list', 'my_data_export', 'my_data_erase'] as const) {
      const { data, error } = await visitor().rpc(fn, { session_token: wrong });
      expect({ data, code: error?.code, message: error?.message }, fn).toEqual({
        data: null,
        code: '28000',
        message: 'This page has expired',
      });
    }
    const { error } = await visitor().rpc('my_data_list', {});
    expect(error?.code).toBe('28000');
  });
});

describe('a session', () => {
  it("lists exactly its own address's leads, submissions, subscriptions and consents, never another's", async () => {
    const mine = await seedPerson(newAddress());
    const theirs = await seedPerson(newAddress());
    const data = await listing(await sessionFor(mine.email));
    expect(data.email).toBe(mine.email);
    expect(data.leads.map((l) => l.id)).toEqual([mine.leadId]);
    expect(data.leads[0]).toMatchObject({ name: 'Asha Rao', email: mine.email });
    expect(data.contact_submissions.map((s) => s.id)).toEqual([mine.submissionId]);
    expect(data.newsletter_subscriptions.map((s) => s.id)).toEqual([mine.subscriptionId]);
    expect(data.consents.map((c) => c.purpose).sort()).toEqual(['enquiry_contact', 'newsletter']);
    expect(JSON.stringify(data)).not.toContain(theirs.email);
    expect(JSON.stringify(data)).not.toContain('lead_score');
  });

  it('exports the same data and records each view and export', async () => {
    const { email } = await seedPerson(newAddress());
    const session = await sessionFor(email);
    const listed = await listing(session);
    const exported = await visitor().rpc('my_data_export', { session_token: session });
    expect({ ...(exported.data as object), generated_at: null }).toEqual({ ...listed, generated_at: null });
    expect((await auditFor(email)).map((a) => `${a.action}/${a.actor}`)).toEqual([
      'request_link/visitor',
      'open_link/link',
      'view/session',
      'export/session',
    ]);
  });

  it('withdraws a granted consent by appending a record, unsubscribing for the newsletter, and only once', async () => {
    const { email } = await seedPerson(newAddress());
    const session = await sessionFor(email);
    const withdraw = () =>
      visitor('192.0.2.77').rpc('my_data_withdraw_consent', {
        consent_purpose: 'newsletter',
        session_token: session,
        user_agent: 'Mozilla/5.0 (withdraw)',
      });
    expect((await withdraw()).data).toEqual({ withdrawn: true });
    const consents = await stack.db.query(
      `select purpose, granted, context, label, notice_version, ip_address, user_agent from public.lead_consents
        where email = $1 order by created_at`,
      [email],
    );
    expect(consents.rows).toHaveLength(3);
    expect(consents.rows[2]).toEqual({
      purpose: 'newsletter',
      granted: false,
      context: 'my_data',
      label: 'Withdraw',
      notice_version: 'v1',
      ip_address: '192.0.2.77',
      user_agent: 'Mozilla/5.0 (withdraw)',
    });
    const subscription = await stack.db.query(
      `select status, unsubscribed_at is not null as dated from public.newsletter_subscribers where email = $1`,
      [email],
    );
    expect(subscription.rows).toEqual([{ status: 'unsubscribed', dated: true }]);
    const lead = await stack.db.query(`select newsletter_subscribed from public.leads where email = $1`, [email]);
    expect(lead.rows).toEqual([{ newsletter_subscribed: false }]);

    expect((await withdraw()).data).toEqual({ withdrawn: false });
    const after = await stack.db.query(`select count(*)::int as n from public.lead_consents where email = $1`, [email]);
    expect(after.rows).toEqual([{ n: 3 }]);
    expect((await auditFor(email)).filter((a) => a.action === 'withdraw')).toHaveLength(1);
  });

  it('refuses an unknown purpose', async () => {
    const { email } = await seedPerson(newAddress());
    const { error } = await visitor().rpc('my_data_withdraw_consent', {
      consent_purpose: 'telemarketing',
      session_token: await sessionFor(email),
    });
    expect({ code: error?.code, hint: error?.hint }).toEqual({ code: '22023', hint: 'purpose' });
  });

  it('erases: leads anonymised with their status kept, submissions and subscriptions deleted, consents kept without the address', async () => {
    const mine = await seedPerson(newAddress());
    const theirs = await seedPerson(newAddress());
    const session = await sessionFor(mine.email);
    // A counsellor's e-mail naming the person, and one naming a longer address that merely contains theirs.
    const notices = await stack.db.query<{ id: string }>(
      `insert into private.email_outbox (to_email, subject, text, kind)
       values ('counselor@mydata.test', 'New lead', 'New lead: Asha Rao <' || $1 || '>.', 'lead_assigned'),
              ('counselor@mydata.test', 'New lead', 'New lead: x' || $1 || 'm.', 'lead_assigned')
       returning id`,
      [mine.email],
    );
    const { data, error } = await visitor().rpc('my_data_erase', { session_token: session });
    expect(error).toBeNull();
    expect(data).toEqual({ leads: 1, contact_submissions: 1, newsletter_subscriptions: 1, consents: 2 });

    const lead = await stack.db.query(`select * from public.leads where id = $1`, [mine.leadId]);
    expect(lead.rows[0]).toMatchObject({
      name: '',
      email: expect.stringMatching(/^erased-[0-9a-f]{64}@erased\.invalid$/),
      phone: null,
      message: null,
      ip_address: null,
      user_agent: null,
      browser_info: {},
      device_info: {},
      form_data: {},
      status: 'contacted',
    });
    expect(
      (await stack.db.query(`select 1 from public.contact_submissions where id = $1`, [mine.submissionId])).rows,
    ).toHaveLength(0);
    expect(
      (await stack.db.query(`select 1 from public.newsletter_subscribers where id = $1`, [mine.subscriptionId])).rows,
    ).toHaveLength(0);
    const consents = await stack.db.query(
      `select email, purpose, granted, label, ip_address from public.lead_consents where lead_id = $1`,
      [mine.leadId],
    );
    expect(consents.rows).toHaveLength(2);
    for (const row of consents.rows) {
      expect(row).toMatchObject({ email: lead.rows[0].email, granted: true, ip_address: null, label: expect.any(String) });
    }
    const mails = await stack.db.query<{ id: string }>(
      `select id from private.email_outbox where to_email in ($1, 'counselor@mydata.test') order by created_at`,
      [mine.email],
    );
    expect(mails.rows).toEqual([notices.rows[1]]);
    expect((await auditFor(mine.email)).at(-1)).toMatchObject({ action: 'erase', actor: 'session' });
    const trail = await stack.db.query(`select 1 from private.my_data_audit where subject_hash = $1`, [mine.email]);
    expect(trail.rows).toHaveLength(0);

    // The session ended with the data, and the other person's data is untouched.
    expect((await visitor().rpc('my_data_list', { session_token: session })).error?.code).toBe('28000');
    const other = await listing(await sessionFor(theirs.email));
    expect(other.leads).toHaveLength(1);
    expect(other.contact_submissions).toHaveLength(1);
    expect(other.newsletter_subscriptions).toHaveLength(1);
    expect(other.consents).toHaveLength(2);
  });
});

describe('a signed-in user', () => {
  async function signedIn(email: string, confirmed = true): Promise<Client> {
    const service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
    const created = await service.auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: confirmed });
    if (created.error) throw created.error;
    const client = visitor();
    const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
    if (error) throw error;
    return client;
  }

  it('reaches the data of their own address once its mailbox is proved, and withdraws with context profile', async () => {
    const mine = await seedPerson(newAddress());
    const other = await seedPerson(newAddress());
    const client = await signedIn(mine.email);
    // A confirmed account alone is not proof of the mailbox (issue 34): my-data-mailbox-proof.test.ts.
    expect((await client.rpc('my_data_list', {})).error).toMatchObject({ code: '28000', hint: 'mailbox' });
    await proveMailbox(stack, client, mine.email);
    const data = await listing(null, client);
    expect(data.leads.map((l) => l.id)).toEqual([mine.leadId]);
    expect(JSON.stringify(data)).not.toContain(other.email);
    const { data: withdrawn } = await client.rpc('my_data_withdraw_consent', { consent_purpose: 'enquiry_contact' });
    expect(withdrawn).toEqual({ withdrawn: true });
    const latest = await stack.db.query(
      `select granted, context from public.lead_consents where email = $1 and purpose = 'enquiry_contact' order by created_at desc limit 1`,
      [mine.email],
    );
    expect(latest.rows).toEqual([{ granted: false, context: 'profile' }]);
    expect((await auditFor(mine.email)).map((a) => `${a.action}/${a.actor}`)).toEqual([
      'request_link/user',
      'open_link/user',
      'view/user',
      'withdraw/user',
    ]);
  });

  it('cannot reach another address through their own session, and erases their own', async () => {
    const mine = await seedPerson(newAddress());
    const client = await signedIn(mine.email);
    await proveMailbox(stack, client, mine.email);
    const { data } = await client.rpc('my_data_erase', {});
    expect(data).toMatchObject({ leads: 1, contact_submissions: 1, newsletter_subscriptions: 1 });
    expect((await listing(null, client)).leads).toEqual([]);
  });
});

describe('closed tables', () => {
  const TABLES = ['my_data_links', 'my_data_sessions', 'my_data_audit', 'my_data_secret'];

  it('are not reachable over the API, by a visitor or a signed-in user', async () => {
    for (const table of TABLES) {
      const { data, error } = await visitor()
        .schema('private' as 'public')
        .from(table as 'leads')
        .select('*');
      expect({ data, code: error?.code }, table).toEqual({ data: null, code: 'PGRST106' });
    }
  });

  it('grant the API roles nothing, even with the schema exposed', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const table of TABLES) {
        const refused = await stack.db
          .transaction(async (tx) => {
            await tx.query(`set local role ${role}`);
            await tx.query(`select * from private.${table}`);
          })
          .then(
            () => null,
            (e: { code?: string }) => e.code,
          );
        expect(refused, `${role} ${table}`).toBe('42501');
      }
    }
  });

  it('keep the audit trail append-only', async () => {
    await visitor().rpc('my_data_request_link', { email: newAddress() });
    const code = await stack.db.query(`delete from private.my_data_audit`).then(
      () => null,
      (e: { code?: string }) => e.code,
    );
    expect(code).toBe('42501');
  });
});
