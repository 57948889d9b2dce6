import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { memberLinkTokenFor, proveMailbox } from './support/my-data';

// Issue 34, the attacker's requests through supabase-js: whoever claims another person's address — by signing
// up with it, by moving their own account to it, or on a project that auto-confirms — never reaches that
// person's enquiries, phone, IP or consent records through my_data_* (nor /profile/data, which calls them).
// The member's own data opens only after a link e-mailed to the account's address has been opened while
// signed in to it (20261203000400_mailbox_proof.sql).

type Client = SupabaseClient<Database>;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PASSWORD = 'Attacker#2026';

let stack: LocalStack;
let n = 0;
const newAddress = (p = 'person') => `${p}-${Date.now().toString(36)}-${n++}@mailbox.test`;
let nextIp = 10;

function anon(): Client {
  return createClient<Database>(stack.url, stack.anonKey, {
    ...opts,
    global: { headers: { 'x-forwarded-for': `198.51.100.${nextIp++}` } },
  });
}
const service = () => createClient<Database>(stack.url, stack.serviceRoleKey, opts);

/** A victim's enquiry, with a phone, an IP address and a consent record, written as the database owner. */
async function seedVictim(email: string): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.leads (name, email, phone, message, ip_address) values ('Asha Rao', $1, '+919876543210',
       'Which IIM suits me?', '203.0.113.9') returning id`,
    [email],
  );
  await stack.db.query(
    `insert into public.lead_consents (email, lead_id, purpose, granted, notice_version, label, context, ip_address)
     values ($1, $2, 'enquiry_contact', true, 'v1', 'Call me about this enquiry', 'contact', '203.0.113.9')`,
    [email, rows[0].id],
  );
  return rows[0].id;
}

/** What a victim's data looks like while untouched: the lead keeps its phone, the consent its address. */
async function victimUntouched(email: string): Promise<void> {
  const lead = await stack.db.query('select phone, ip_address from public.leads where email = $1', [email]);
  expect(lead.rows).toEqual([{ phone: '+919876543210', ip_address: '203.0.113.9' }]);
  const consents = await stack.db.query('select count(*)::int as n from public.lead_consents where email = $1', [email]);
  expect(consents.rows).toEqual([{ n: 1 }]);
}

/** Every my_data_* call a signed-in member makes for their own address, and the SQLSTATE and HINT each got. */
async function memberCalls(client: Client) {
  const calls = [
    client.rpc('my_data_list', {}),
    client.rpc('my_data_export', {}),
    client.rpc('my_data_withdraw_consent', { consent_purpose: 'enquiry_contact' }),
    client.rpc('my_data_erase', {}),
  ];
  return (await Promise.all(calls)).map(({ data, error }) => ({ data, code: error?.code, hint: error?.hint ?? null }));
}

const REFUSED_UNPROVEN = { data: null, code: '28000', hint: 'mailbox' };
const REFUSED = { data: null, code: '28000', hint: null };

async function signIn(email: string, password = PASSWORD): Promise<Client> {
  const client = anon();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function confirmedAccount(email: string): Promise<Client> {
  const created = await service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  return signIn(email);
}

/** The links Auth mailed to `email` for an e-mail change (the stack's own mailbox). */
const changeLinks = (email: string) =>
  stack.mailbox
    .list(email)
    .filter((m) => m.type === 'email_change')
    .map((m) => m.links[0]);

beforeAll(async () => {
  // Confirmations are the default; trusting the tests' loopback gives each visitor its own address.
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
}, 120_000);
afterAll(() => stack?.stop());

describe("signing up with a victim's address", () => {
  it('gets no session, cannot sign in, and cannot list, export, withdraw or erase', async () => {
    const victim = newAddress('victim');
    await seedVictim(victim);
    const attacker = anon();
    const { data, error } = await attacker.auth.signUp({ email: victim, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect((await attacker.auth.signInWithPassword({ email: victim, password: PASSWORD })).error?.code).toBe(
      'email_not_confirmed',
    );
    expect(await memberCalls(attacker)).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);
    await victimUntouched(victim);
  });

  it('on a project that auto-confirms (mailer_autoconfirm), gets a session but still no data', async () => {
    const victim = newAddress('victim');
    await seedVictim(victim);
    // As a hosted project with "Confirm email" off: the finding's setting. Sign-up confirms at once.
    stack.config.confirmEmail = false;
    try {
      const attacker = anon();
      const { data, error } = await attacker.auth.signUp({ email: victim, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.session?.user.email_confirmed_at).toBeTruthy();
      expect(await memberCalls(attacker)).toEqual([REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN]);
      // The proof link goes to the victim's mailbox, which the attacker cannot read; guessing a token proves nothing.
      expect((await attacker.rpc('my_data_request_member_link')).error).toBeNull();
      expect(await memberLinkTokenFor(stack, victim)).not.toBeNull();
      const guess = await attacker.rpc('my_data_confirm_member_link', { link_token: 'A'.repeat(43) });
      expect(guess).toMatchObject({ data: false, error: null });
      expect((await attacker.rpc('my_data_list', {})).error).toMatchObject({ code: '28000', hint: 'mailbox' });
    } finally {
      stack.config.confirmEmail = true;
    }
    await victimUntouched(victim);
  });
});

describe("moving one's own account to a victim's address", () => {
  it('leaves the address unchanged until both links are followed, and my_data_* refuse meanwhile', async () => {
    const victim = newAddress('victim');
    await seedVictim(victim);
    const own = newAddress('attacker');
    const attacker = await confirmedAccount(own);
    const { data, error } = await attacker.auth.updateUser({ email: victim });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: own, new_email: victim });

    // The attacker follows the link in their own mailbox; the victim's stays unread.
    const [ownLink] = changeLinks(own);
    expect((await fetch(ownLink, { redirect: 'manual' })).status).toBe(303);
    const { rows } = await stack.db.query('select email from auth.users where email = $1 or email = $2', [own, victim]);
    expect(rows).toEqual([{ email: own }]);
    const refreshed = await attacker.auth.refreshSession();
    expect(refreshed.data.user?.email).toBe(own);
    expect(await memberCalls(attacker)).toEqual([REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN]);
    // Even a proof of their own mailbox reaches only their own (empty) data.
    await proveMailbox(stack, attacker, own);
    const listed = await attacker.rpc('my_data_list', {});
    expect(listed.error).toBeNull();
    expect(listed.data).toMatchObject({ email: own, leads: [], consents: [] });
    await victimUntouched(victim);
  });

  it('does not carry a proof to the new address once a change completes', async () => {
    const before = newAddress('mover');
    const after = newAddress('mover');
    await seedVictim(after);
    const member = await confirmedAccount(before);
    await proveMailbox(stack, member, before);
    expect((await member.rpc('my_data_list', {})).error).toBeNull();

    expect((await member.auth.updateUser({ email: after })).error).toBeNull();
    for (const link of [...changeLinks(before), ...changeLinks(after)]) await fetch(link, { redirect: 'manual' });
    const moved = await signIn(after);
    expect(await memberCalls(moved)).toEqual([REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN]);
    // The token issued before the change names the old address: it reaches nothing now.
    expect((await member.rpc('my_data_list', {})).error).toMatchObject({ code: '28000' });

    // A link sent before the move, to the old address, does not prove the new one.
    const stale = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from private.my_data_member_proofs p join auth.users u on u.id = p.user_id
        where u.email = $1 and p.email = $1`,
      [after],
    );
    expect(stale.rows).toEqual([{ n: 0 }]);
    await proveMailbox(stack, moved, after);
    expect(((await moved.rpc('my_data_list', {})).data as { leads: unknown[] }).leads).toHaveLength(1);
  });

  it('moved by an admin, the account needs a new proof too', async () => {
    const before = newAddress('admin-moved');
    const after = newAddress('admin-moved');
    const member = await confirmedAccount(before);
    await proveMailbox(stack, member, before);
    const { data } = await member.auth.getUser();
    expect((await service().auth.admin.updateUserById(data.user!.id, { email: after, email_confirm: true })).error).toBeNull();
    expect(await memberCalls(await signIn(after))).toEqual([
      REFUSED_UNPROVEN,
      REFUSED_UNPROVEN,
      REFUSED_UNPROVEN,
      REFUSED_UNPROVEN,
    ]);
  });
});

describe('a member with a confirmed account', () => {
  it('is refused without a mailbox proof, and sees, withdraws and erases their data after the link flow', async () => {
    const email = newAddress();
    const leadId = await seedVictim(email);
    const member = await confirmedAccount(email);
    expect(await memberCalls(member)).toEqual([REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN, REFUSED_UNPROVEN]);
    await victimUntouched(email);

    expect((await member.rpc('my_data_request_member_link')).error).toBeNull();
    const [mail] = (
      await stack.db.query<{ subject: string; text: string; kind: string }>(
        'select subject, text, kind from private.email_outbox where to_email = $1',
        [email],
      )
    ).rows;
    expect(mail).toMatchObject({ kind: 'my_data', subject: 'Confirm your e-mail address to see your data' });
    expect(mail.text).toMatch(/^\/profile\/data\/confirm\/[A-Za-z0-9_-]{43}$/m);
    const token = (await memberLinkTokenFor(stack, email))!;
    // Only the token's hash is kept.
    const stored = await stack.db.query('select 1 from private.my_data_member_links where token_hash = $1', [token]);
    expect(stored.rows).toHaveLength(0);

    expect(await member.rpc('my_data_confirm_member_link', { link_token: token })).toMatchObject({ data: true, error: null });
    // A link works once.
    expect(await member.rpc('my_data_confirm_member_link', { link_token: token })).toMatchObject({ data: false, error: null });

    const listed = await member.rpc('my_data_list', {});
    expect(listed.error).toBeNull();
    expect(listed.data).toMatchObject({ email, leads: [{ id: leadId, phone: '+919876543210' }] });
    expect((await member.rpc('my_data_withdraw_consent', { consent_purpose: 'enquiry_contact' })).data).toEqual({
      withdrawn: true,
    });
    expect((await member.rpc('my_data_erase', {})).data).toMatchObject({ leads: 1 });
    const trail = await stack.db.query<{ action: string; actor: string }>(
      `select action, actor from private.my_data_audit where subject_hash = private.my_data_subject_hash($1) order by id`,
      [email],
    );
    expect(trail.rows.map((r) => `${r.action}/${r.actor}`)).toEqual([
      'request_link/user',
      'open_link/user',
      'view/user',
      'withdraw/user',
      'erase/user',
    ]);
  });

  it("cannot use another account's link, which stays usable by its owner", async () => {
    const ownerEmail = newAddress();
    const owner = await confirmedAccount(ownerEmail);
    const other = await confirmedAccount(newAddress());
    expect((await owner.rpc('my_data_request_member_link')).error).toBeNull();
    const token = (await memberLinkTokenFor(stack, ownerEmail))!;
    expect(await other.rpc('my_data_confirm_member_link', { link_token: token })).toMatchObject({ data: false, error: null });
    expect((await other.rpc('my_data_list', {})).error).toMatchObject({ code: '28000', hint: 'mailbox' });
    expect(await owner.rpc('my_data_confirm_member_link', { link_token: token })).toMatchObject({ data: true, error: null });
  });

  it('cannot have more than three links an hour sent to one address', async () => {
    const email = newAddress();
    const member = await confirmedAccount(email);
    for (let i = 0; i < 3; i++) expect((await member.rpc('my_data_request_member_link')).error).toBeNull();
    expect((await member.rpc('my_data_request_member_link')).error).toMatchObject({ code: 'P0429', hint: 'email' });
  });

  it('is not reachable signed out: the mailbox functions are for signed-in callers', async () => {
    expect((await anon().rpc('my_data_request_member_link')).error?.code).toBe('42501');
    expect((await anon().rpc('my_data_confirm_member_link', { link_token: 'A'.repeat(43) })).error?.code).toBe('42501');
  });
});
