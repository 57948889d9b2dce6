import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { listEmailMessages } from '@/lib/data/email-admin';
import { outboxAdminActions } from '@/lib/email/outbox-admin.handlers';
import { OUTBOX_MESSAGES } from '@/lib/email/outbox-schema';
import type { LocalStack } from '@/supabase/local';
import { address, signedIn, startFormsStack, uniq, visitor, type Client } from '../support/enquiries';

// /admin/email (issue 35) as each role: a super admin lists every message with filters and a keyset cursor,
// retries a failed one and keeps the suppression list; an editor, a counsellor, a member and a visitor are
// refused by the action chain before any database call and by every database function.

let stack: LocalStack;
let superAdmin: Client;
const refused: Record<'editor' | 'counselor' | 'member' | 'anon', Client> = {} as never;
const domain = `${uniq('admin-email')}.test`;

beforeAll(async () => {
  stack = await startFormsStack();
  superAdmin = (await signedIn(stack, 'super_admin', address())).client;
  for (const role of ['editor', 'counselor', 'member'] as const) refused[role] = (await signedIn(stack, role, address())).client;
  refused.anon = visitor(stack, address());
}, 120_000);
afterAll(() => stack?.stop());

async function message(over: { kind?: string; to?: string; status?: string; attempts?: number; error?: string } = {}) {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into private.email_outbox (kind, to_email, subject, text, status, attempts, last_error, delivered_at)
     values ($1, $2, $3, 'Body', $4, $5, $6, case when $4 = 'sent' then now() end) returning id`,
    [
      over.kind ?? 'lead_assigned',
      over.to ?? `${uniq('to')}@${domain}`,
      uniq('Subject'),
      over.status ?? 'queued',
      over.attempts ?? 0,
      over.error ?? null,
    ],
  );
  return rows[0].id;
}

const outboxRow = async (id: string) =>
  (await stack.db.query('select status, attempts from private.email_outbox where id = $1', [id])).rows[0];
const suppressed = async (email: string) =>
  (await stack.db.query('select reason, source, detail from private.email_suppressions where email = $1', [email])).rows[0];

const reports: unknown[] = [];
let caller: Client;
const actions = outboxAdminActions(
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

describe('the message list', () => {
  it('filters by state, kind and recipient and pages newest first without overlap', async () => {
    const to = `${uniq('reader')}@${domain}`;
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await message({ to, kind: 'exam_reminder', status: i === 2 ? 'failed' : 'sent' }));
    await message({ to, kind: 'newsletter', status: 'sent' });

    const filter = { status: null, kind: 'exam_reminder', to: to.toUpperCase(), before: null };
    const first = await listEmailMessages(superAdmin, filter, 2);
    expect(first.more).toBe(true);
    const last = first.rows.at(-1)!;
    const second = await listEmailMessages(superAdmin, { ...filter, before: { at: last.createdAt, id: last.id } }, 2);
    const third = await listEmailMessages(
      superAdmin,
      { ...filter, before: { at: second.rows.at(-1)!.createdAt, id: second.rows.at(-1)!.id } },
      2,
    );
    expect(third.more).toBe(false);
    const seen = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(seen).toEqual([...ids].reverse());

    const failed = await listEmailMessages(superAdmin, { ...filter, status: 'failed' }, 50);
    expect(failed.rows.map((row) => row.id)).toEqual([ids[2]]);
    expect(failed.rows[0]).toMatchObject({ toEmail: to, kind: 'exam_reminder', status: 'failed' });
  });

  it('is refused to everyone but a super admin by the database functions', async () => {
    for (const [role, client] of Object.entries(refused)) {
      for (const [fn, args] of [
        ['admin_email_messages', {}],
        ['admin_email_counts', {}],
        ['admin_email_suppressions', {}],
        ['retry_email', { message: await message({ status: 'failed' }) }],
        ['suppress_email', { address: `${uniq('x')}@${domain}` }],
        ['unsuppress_email', { address: `${uniq('x')}@${domain}` }],
      ] as const) {
        const { data, error } = await client.rpc(fn, args as never);
        expect(error, `${fn} as ${role}`).not.toBeNull();
        expect(data, `${fn} as ${role}`).toBeNull();
        expect(error?.code, `${fn} as ${role}`).toMatch(role === 'anon' ? /^(42501|PGRST202)$/ : /^42501$/);
      }
    }
  });
});

describe('the actions', () => {
  it('retry a failed message with fresh tries, and say why when it is not failed', async () => {
    const id = await message({ status: 'failed', attempts: 8, error: '550 5.1.1 mailbox unavailable' });
    expect(await as(superAdmin).retry({ id })).toEqual({
      ok: true,
      data: { message: 'The message is queued again and will be sent in a moment.' },
    });
    expect(await outboxRow(id)).toEqual({ status: 'queued', attempts: 0 });
    expect(await as(superAdmin).retry({ id })).toMatchObject({ ok: false, code: 'CONFLICT', message: OUTBOX_MESSAGES.notFailed });
    expect(await as(superAdmin).retry({ id: 'not-a-uuid' })).toMatchObject({ ok: false, code: 'VALIDATION' });
  });

  it('suppress and unsuppress an address, refusing bad input and repeats in words', async () => {
    const email = `${uniq('Blocked')}@${domain}`;
    const stored = email.toLowerCase();
    expect(await as(superAdmin).suppress({ email: `  ${email} `, note: 'Asked by phone to stop all e-mail' })).toEqual({
      ok: true,
      data: { message: `${stored} gets no newsletter, reminders or reply notices from now on.` },
    });
    expect(await suppressed(stored)).toEqual({ reason: 'manual', source: 'staff', detail: 'Asked by phone to stop all e-mail' });
    expect(await as(superAdmin).suppress({ email: stored })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: OUTBOX_MESSAGES.alreadySuppressed,
    });

    const bad = await as(superAdmin).suppress({ email: 'not an address', note: 'x'.repeat(501) });
    expect(bad).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(bad.ok ? null : bad.fieldErrors).toMatchObject({ note: [OUTBOX_MESSAGES.noteTooLong] });

    expect(await as(superAdmin).unsuppress({ email: stored })).toEqual({
      ok: true,
      data: { message: `${stored} may get optional e-mail again.` },
    });
    expect(await suppressed(stored)).toBeUndefined();
    expect(await as(superAdmin).unsuppress({ email: stored })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: OUTBOX_MESSAGES.notSuppressed,
    });
  });

  it('are refused to every other role before any database call, and change nothing', async () => {
    const id = await message({ status: 'failed', attempts: 3 });
    const email = `${uniq('kept')}@${domain}`;
    for (const client of [refused.editor, refused.counselor, refused.member]) {
      expect(await as(client).retry({ id })).toMatchObject({ ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      expect(await as(client).suppress({ email })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect(await as(client).unsuppress({ email })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    expect(await as(refused.anon).retry({ id })).toMatchObject({ ok: false, code: 'NOT_AUTHENTICATED' });
    expect(await outboxRow(id)).toEqual({ status: 'failed', attempts: 3 });
    expect(await suppressed(email)).toBeUndefined();
  });
});
