import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { CAMPAIGN_ERRORS } from '@/lib/data/newsletter-campaigns';
import type { CheckValues } from '@/lib/database.types';
import { newsletterCampaignActions } from '@/lib/newsletter/campaign-admin.handlers';
import { CAMPAIGN_MESSAGES } from '@/lib/newsletter/campaign-schema';
import type { LocalStack } from '@/supabase/local';
import { address, signedIn, startFormsStack, uniq, visitor, type Client } from './support/enquiries';

// Newsletter campaigns (issue 35) through supabase-js as each role, and through the app's action chain: editors
// and super admins write drafts and send them once, to active unsuppressed subscribers only; everyone else is
// refused by the table's policies, by each function, and by the actions before any database call.

interface Person {
  client: Client;
  id: string;
  email: string;
}

let stack: LocalStack;
let editor: Person;
let superAdmin: Person;
const refused: Record<'counselor' | 'community_mod' | 'member' | 'anon', Client> = {} as never;

async function person(role: string): Promise<Person> {
  const { client, id } = await signedIn(stack, role, address());
  const { rows } = await stack.db.query<{ email: string }>('select email from public.profiles where id = $1', [id]);
  return { client, id, email: rows[0].email };
}

beforeAll(async () => {
  stack = await startFormsStack();
  [editor, superAdmin] = [await person('editor'), await person('super_admin')];
  for (const role of ['counselor', 'community_mod', 'member'] as const) refused[role] = (await person(role)).client;
  refused.anon = visitor(stack, address());
}, 120_000);
afterAll(() => stack?.stop());

const draft = (over: Record<string, string> = {}) => ({
  subject: uniq('CAT 2026 update'),
  body: '## What changed\n\nThe registration window opens on **1 August**. [See the dates](/exams/cat).',
  ...over,
});

async function createDraft(as: Person = editor): Promise<string> {
  const { data, error } = await as.client.from('newsletter_campaigns').insert(draft()).select('id').single();
  if (error) throw error;
  return data.id;
}

async function subscriber(status: (typeof CheckValues.public.newsletter_subscribers.status)[number] = 'active'): Promise<string> {
  const email = `${uniq('reader')}@campaigns.test`;
  await stack.db.query(`insert into public.newsletter_subscribers (email, status, source) values ($1, $2, 'footer')`, [
    email,
    status,
  ]);
  return email;
}

const suppress = (email: string) =>
  stack.db.query(`insert into private.email_suppressions (email, reason, source) values ($1, 'hard_bounce', 'webhook')`, [email]);

async function outboxOf(campaign: string) {
  const { rows } = await stack.db.query<{
    to_email: string;
    kind: string;
    subject: string;
    text: string;
    unsubscribe_path: string;
  }>(
    `select to_email, kind, subject, text, unsubscribe_path from private.email_outbox where campaign_id = $1 order by to_email`,
    [campaign],
  );
  return rows;
}

async function outboxTo(email: string) {
  const { rows } = await stack.db.query<{ kind: string; subject: string; campaign_id: string | null }>(
    `select kind, subject, campaign_id from private.email_outbox where to_email = $1`,
    [email],
  );
  return rows;
}

async function campaignRow(id: string) {
  const { rows } = await stack.db.query(
    'select subject, status, recipients, sent_by, sent_at from public.newsletter_campaigns where id = $1',
    [id],
  );
  return rows[0] as Record<string, unknown> | undefined;
}

async function audience(as: Person = editor) {
  const { data, error } = await as.client.rpc('newsletter_audience_counts');
  if (error) throw error;
  return data[0];
}

describe('an editor’s campaign, through the table and the functions', () => {
  it('refuses to send when nobody would receive it, and leaves the draft a draft', async () => {
    expect(await audience()).toEqual({ active: 0, suppressed: 0 });
    const id = await createDraft();
    const { data, error } = await editor.client.rpc('send_newsletter_campaign', { campaign: id });
    expect({ data, code: error?.code, hint: error?.hint }).toEqual({ data: null, code: 'P0001', hint: 'no_audience' });
    expect(await campaignRow(id)).toMatchObject({ status: 'draft', recipients: 0, sent_at: null });
    expect(await outboxOf(id)).toEqual([]);
  });

  it('creates a draft as its author, edits it, and cannot mark it sent itself', async () => {
    const { data, error } = await editor.client.from('newsletter_campaigns').insert(draft()).select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'draft', recipients: 0, created_by: editor.id, sent_at: null });
    const edited = await editor.client
      .from('newsletter_campaigns')
      .update({ subject: 'Edited subject' })
      .eq('id', data!.id)
      .select('subject');
    expect(edited).toMatchObject({ data: [{ subject: 'Edited subject' }], error: null });
    const listed = await superAdmin.client.from('newsletter_campaigns').select('id').eq('id', data!.id);
    expect(listed.data).toEqual([{ id: data!.id }]);

    // Only subject and body are the editor's: the state and its columns are the send function's.
    for (const values of [{ status: 'sent' }, { recipients: 5 }, { sent_at: new Date().toISOString() }]) {
      const inserted = await editor.client.from('newsletter_campaigns').insert({ ...draft(), ...values });
      expect(inserted.error?.code, JSON.stringify(values)).toBe('42501');
      const updated = await editor.client.from('newsletter_campaigns').update(values).eq('id', data!.id);
      expect(updated.error?.code, JSON.stringify(values)).toBe('42501');
    }
    expect(await campaignRow(data!.id)).toMatchObject({ status: 'draft', recipients: 0, sent_at: null });
  });

  it('counts who the next campaign reaches: active subscribers, less the suppressed addresses', async () => {
    const before = await audience();
    await subscriber();
    await suppress(await subscriber());
    await subscriber('unsubscribed');
    await suppress(await subscriber('bounced'));
    expect(await audience()).toEqual({ active: before.active + 1, suppressed: before.suppressed + 1 });
    expect(await audience(superAdmin)).toEqual(await audience());
  });

  it('queues one newsletter per active, unsuppressed subscriber, each with its own unsubscribe page, and records the send', async () => {
    const active = [await subscriber(), await subscriber()];
    const suppressed = await subscriber();
    await suppress(suppressed);
    const unsubscribed = await subscriber('unsubscribed');
    const bounced = await subscriber('bounced');
    const reach = (await audience()).active;
    const id = await createDraft();

    const { data, error } = await editor.client.rpc('send_newsletter_campaign', { campaign: id });
    expect(error).toBeNull();
    expect(data).toBe(reach);
    const { subject, body } = (
      await stack.db.query<{ subject: string; body: string }>(
        'select subject, body from public.newsletter_campaigns where id = $1',
        [id],
      )
    ).rows[0];
    const rows = await outboxOf(id);
    expect(rows).toHaveLength(reach);
    const { rows: audienceRows } = await stack.db.query<{ email: string; unsubscribe_token: string }>(
      `select s.email, s.unsubscribe_token from public.newsletter_subscribers s
        where s.status = 'active' and not exists (select 1 from private.email_suppressions x where x.email = s.email)
        order by s.email`,
    );
    expect(rows).toEqual(
      audienceRows.map((s) => ({
        to_email: s.email,
        kind: 'newsletter',
        subject,
        text: body,
        unsubscribe_path: `/newsletter/unsubscribe/${s.unsubscribe_token}`,
      })),
    );
    for (const email of active) expect(rows.map((r) => r.to_email)).toContain(email);
    for (const email of [suppressed, unsubscribed, bounced]) expect(await outboxTo(email), email).toEqual([]);
    expect(await campaignRow(id)).toMatchObject({
      status: 'sent',
      recipients: reach,
      sent_by: editor.id,
      sent_at: expect.any(Date),
    });
  });

  it('sends a campaign once: a second press, or two at the same time, is refused and queues nothing more', async () => {
    await subscriber();
    const id = await createDraft();
    const both = await Promise.all([
      editor.client.rpc('send_newsletter_campaign', { campaign: id }),
      superAdmin.client.rpc('send_newsletter_campaign', { campaign: id }),
    ]);
    expect(both.filter((r) => r.error === null)).toHaveLength(1);
    const loser = both.find((r) => r.error !== null)!;
    expect({ code: loser.error?.code, hint: loser.error?.hint, message: loser.error?.message }).toEqual({
      code: 'P0001',
      hint: 'already_sent',
      message: CAMPAIGN_ERRORS.alreadySent,
    });
    const queued = (await outboxOf(id)).length;
    expect(queued).toBe(both.find((r) => r.error === null)!.data);
    const again = await editor.client.rpc('send_newsletter_campaign', { campaign: id });
    expect(again.error?.hint).toBe('already_sent');
    expect(await outboxOf(id)).toHaveLength(queued);
  });

  it('keeps a sent campaign as it went: no edit and no delete, for its author or a super admin', async () => {
    await subscriber();
    const id = await createDraft();
    expect((await editor.client.rpc('send_newsletter_campaign', { campaign: id })).error).toBeNull();
    const before = await campaignRow(id);
    for (const who of [editor, superAdmin]) {
      const updated = await who.client
        .from('newsletter_campaigns')
        .update({ subject: 'Rewritten after sending' })
        .eq('id', id)
        .select('id');
      expect(updated.data ?? []).toEqual([]);
      const deleted = await who.client.from('newsletter_campaigns').delete().eq('id', id).select('id');
      expect(deleted.data ?? []).toEqual([]);
    }
    expect(await campaignRow(id)).toEqual(before);
    const missing = await editor.client.rpc('send_newsletter_campaign', { campaign: crypto.randomUUID() });
    expect(missing.error?.code).toBe('P0002');
  });

  it('reports each sent campaign’s delivery and the unsubscribes after it; drafts have no results', async () => {
    const reader = await subscriber();
    const id = await createDraft();
    const draftId = await createDraft();
    const { data: recipients } = await editor.client.rpc('send_newsletter_campaign', { campaign: id });
    const stats = async () =>
      ((await editor.client.rpc('newsletter_campaign_stats')).data ?? []).find((r) => r.campaign_id === id);
    expect(await stats()).toEqual({ campaign_id: id, queued: recipients, sent: 0, failed: 0, suppressed: 0, unsubscribed: 0 });

    // What the worker does as it delivers, and a reader leaving through the e-mail's link.
    const others = (await outboxOf(id)).map((r) => r.to_email).filter((e) => e !== reader);
    await stack.db.query(`update private.email_outbox set status = 'sent' where campaign_id = $1 and to_email = $2`, [
      id,
      reader,
    ]);
    await stack.db.query(`update private.email_outbox set status = 'failed' where campaign_id = $1 and to_email = $2`, [
      id,
      others[0],
    ]);
    await stack.db.query(`update private.email_outbox set status = 'suppressed' where campaign_id = $1 and to_email = $2`, [
      id,
      others[1],
    ]);
    const { rows } = await stack.db.query<{ token: string }>(
      'select unsubscribe_token as token from public.newsletter_subscribers where email = $1',
      [reader],
    );
    expect((await refused.anon.rpc('unsubscribe_newsletter', { token: rows[0].token })).data).toBe('unsubscribed');

    expect(await stats()).toEqual({
      campaign_id: id,
      queued: recipients! - 3,
      sent: 1,
      failed: 1,
      suppressed: 1,
      unsubscribed: 1,
    });
    const all = (await superAdmin.client.rpc('newsletter_campaign_stats')).data ?? [];
    expect(all.some((r) => r.campaign_id === draftId)).toBe(false);
  });

  it('sends a test only to the caller’s own address, marked as a test, leaving the campaign a draft', async () => {
    const subscribers = [await subscriber(), await subscriber()];
    const id = await createDraft();
    for (const who of [editor, superAdmin]) {
      const { data, error } = await who.client.rpc('send_newsletter_test', { campaign: id });
      expect({ data, error }).toEqual({ data: who.email, error: null });
    }
    const { subject } = (await campaignRow(id)) as { subject: string };
    expect(await outboxTo(editor.email)).toContainEqual({
      kind: 'newsletter_test',
      subject: `[Test] ${subject}`,
      campaign_id: null,
    });
    expect(await outboxTo(superAdmin.email)).toContainEqual({
      kind: 'newsletter_test',
      subject: `[Test] ${subject}`,
      campaign_id: null,
    });
    for (const email of subscribers) expect(await outboxTo(email)).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
    expect(await campaignRow(id)).toMatchObject({ status: 'draft', recipients: 0 });
  });

  it('allows 20 tests an hour per person; the 21st is refused with HINT newsletter_test', async () => {
    const keen = await person('editor');
    const id = await createDraft(keen);
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) {
      const { error } = await keen.client.rpc('send_newsletter_test', { campaign: id });
      codes.push(error ? `${error.code}/${error.hint}` : 'ok');
    }
    expect(codes).toEqual([...Array<string>(20).fill('ok'), 'P0429/newsletter_test']);
    expect((await outboxTo(keen.email)).filter((r) => r.kind === 'newsletter_test')).toHaveLength(20);
  });
});

describe('everyone else', () => {
  const ROLES = ['counselor', 'community_mod', 'member', 'anon'] as const;

  it('is refused every read and write of the table', async () => {
    const id = await createDraft();
    const before = await campaignRow(id);
    for (const role of ROLES) {
      const client = refused[role];
      const read = await client.from('newsletter_campaigns').select('id');
      // Signed-in people see no rows; visitors have no grant at all.
      if (role === 'anon') expect(read.error?.code, role).toBe('42501');
      else expect(read, role).toMatchObject({ data: [], error: null });
      const inserted = await client.from('newsletter_campaigns').insert(draft()).select('id');
      expect(inserted.error?.code, role).toBe('42501');
      const updated = await client.from('newsletter_campaigns').update({ subject: 'Hijacked subject' }).eq('id', id).select('id');
      expect(updated.data ?? [], role).toEqual([]);
      const deleted = await client.from('newsletter_campaigns').delete().eq('id', id).select('id');
      expect(deleted.data ?? [], role).toEqual([]);
    }
    expect(await campaignRow(id)).toEqual(before);
    const { rows } = await stack.db.query(`select 1 from public.newsletter_campaigns where subject = 'Hijacked subject'`);
    expect(rows).toEqual([]);
  });

  it('is refused by each function, and nothing is sent', async () => {
    await subscriber();
    const id = await createDraft();
    for (const role of ROLES) {
      const client = refused[role];
      const calls = {
        newsletter_audience_counts: await client.rpc('newsletter_audience_counts'),
        newsletter_campaign_stats: await client.rpc('newsletter_campaign_stats'),
        send_newsletter_campaign: await client.rpc('send_newsletter_campaign', { campaign: id }),
        send_newsletter_test: await client.rpc('send_newsletter_test', { campaign: id }),
      };
      for (const [name, { data, error }] of Object.entries(calls)) {
        expect({ data, code: error?.code }, `${role} ${name}`).toEqual({ data: null, code: '42501' });
      }
    }
    expect(await outboxOf(id)).toEqual([]);
    const { rows } = await stack.db.query(
      `select 1 from private.email_outbox where kind = 'newsletter_test' and subject like $1`,
      [`[Test] ${(await campaignRow(id))!.subject}`],
    );
    expect(rows).toEqual([]);
    expect(await campaignRow(id)).toMatchObject({ status: 'draft' });
  });
});

describe('the back office’s actions', () => {
  let caller: Client;
  const reports: unknown[] = [];
  const actions = newsletterCampaignActions(
    createActionChain({
      visitor: async () => ({ ip: '203.0.113.35', userAgent: 'integration' }),
      client: async () => caller,
      user: userFromClaims,
      report: (_action, cause) => reports.push(cause),
    }),
  );
  const as = (client: Client) => {
    caller = client;
    return actions;
  };

  it('let an editor write, test, send and then no longer change a campaign', async () => {
    await subscriber();
    const created = await as(editor.client).create(draft({ subject: '  Placement season notes  ' }));
    expect(created).toEqual({ ok: true, data: { message: 'Draft saved.', id: expect.any(String) } });
    const id = created.ok ? created.data.id! : '';
    expect(await campaignRow(id)).toMatchObject({ subject: 'Placement season notes', status: 'draft' });

    const updated = await as(editor.client).update({ id, ...draft({ subject: 'Placement season, week 2' }) });
    expect(updated).toEqual({ ok: true, data: { message: 'Draft saved.', id } });

    // The test saves what is on screen first, so it shows the text the editor is looking at.
    const tested = await as(editor.client).sendTest({ id, ...draft({ subject: 'Placement season, final' }) });
    expect(tested).toEqual({ ok: true, data: { message: `Test sent to ${editor.email}.`, id } });
    expect(await campaignRow(id)).toMatchObject({ subject: 'Placement season, final' });
    expect(await outboxTo(editor.email)).toContainEqual({
      kind: 'newsletter_test',
      subject: '[Test] Placement season, final',
      campaign_id: null,
    });

    const reach = (await audience()).active;
    const sent = await as(editor.client).send({ id });
    expect(sent).toEqual({ ok: true, data: { message: `Campaign sent to ${reach} subscribers.`, id, recipients: reach } });
    expect(await as(superAdmin.client).send({ id })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: CAMPAIGN_ERRORS.alreadySent,
    });
    expect(await as(editor.client).update({ id, ...draft() })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: CAMPAIGN_ERRORS.sentLocked,
    });
    expect(await as(editor.client).sendTest({ id, ...draft() })).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(await as(editor.client).remove({ id })).toEqual({ ok: false, code: 'CONFLICT', message: CAMPAIGN_ERRORS.sentLocked });
    expect(await campaignRow(id)).toMatchObject({ subject: 'Placement season, final', status: 'sent', recipients: reach });
    expect(reports).toEqual([]);
  });

  it('let a super admin delete a draft, and say when it is gone', async () => {
    const id = await createDraft();
    const removed = await as(superAdmin.client).remove({ id });
    expect(removed).toMatchObject({ ok: true, data: { id } });
    expect(await campaignRow(id)).toBeUndefined();
    expect(await as(superAdmin.client).remove({ id })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: CAMPAIGN_ERRORS.notFound,
    });
    expect(await as(editor.client).send({ id })).toEqual({ ok: false, code: 'NOT_FOUND', message: CAMPAIGN_ERRORS.notFound });
  });

  it('refuse a form the database would refuse, under its fields, before any write', async () => {
    const before = (await stack.db.query('select count(*)::int as n from public.newsletter_campaigns')).rows[0];
    const result = await as(editor.client).create({ subject: 'Hi', body: 'Too short', extra: 'ignored' });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { subject: [CAMPAIGN_MESSAGES.subject], body: [CAMPAIGN_MESSAGES.body] },
    });
    const multiline = await as(editor.client).create(draft({ subject: 'Line one\nline two' }));
    expect(multiline).toMatchObject({ ok: false, fieldErrors: { subject: [CAMPAIGN_MESSAGES.subjectLine] } });
    expect(await as(editor.client).send({ id: 'not-a-uuid' })).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect((await stack.db.query('select count(*)::int as n from public.newsletter_campaigns')).rows[0]).toEqual(before);
  });

  it('say when the test limit is reached, in words', async () => {
    const keen = await person('editor');
    const id = await createDraft(keen);
    let last;
    for (let i = 0; i < 21; i++) last = await as(keen.client).sendTest({ id, ...draft() });
    expect(last).toEqual({ ok: false, code: 'RATE_LIMITED', message: CAMPAIGN_ERRORS.testLimit });
  });

  it('refuse counsellors, moderators, members and visitors before touching the database', async () => {
    const id = await createDraft();
    const before = await campaignRow(id);
    const count = async () => (await stack.db.query('select count(*)::int as n from public.newsletter_campaigns')).rows[0];
    const campaigns = await count();
    for (const role of ['counselor', 'community_mod', 'member', 'anon'] as const) {
      const refusal =
        role === 'anon'
          ? { ok: false, code: 'NOT_AUTHENTICATED', message: 'User not authenticated' }
          : { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
      const a = as(refused[role]);
      expect(await a.create(draft()), role).toEqual(refusal);
      expect(await a.update({ id, ...draft() }), role).toEqual(refusal);
      expect(await a.sendTest({ id, ...draft() }), role).toEqual(refusal);
      expect(await a.send({ id }), role).toEqual(refusal);
      expect(await a.remove({ id }), role).toEqual(refusal);
      // Refused before the input is read: a malformed form gets the same answer, not its field errors.
      expect(await a.create({ subject: '' }), role).toEqual(refusal);
    }
    expect(await campaignRow(id)).toEqual(before);
    expect(await count()).toEqual(campaigns);
    expect(await outboxOf(id)).toEqual([]);
    expect(reports).toEqual([]);
  });
});
