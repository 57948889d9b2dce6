import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { fromEveryAddress, provenKey, signFormsWithKeyOf } from './support/enquiries';

// A signed-in member probing the API as an attacker would, through supabase-js: staff contact details, forged
// CRM fields, bucket and object listings, internal functions. Each attempt is refused, and the test names the
// exact refusal (error code and status, or the empty answer row-level security gives). closed-schema.test.ts
// holds the first probe of each kind; these are the ways around it.

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: LocalStack;
let service: SupabaseClient;
let anon: SupabaseClient;
let member: SupabaseClient;
let memberToken: string;
const ids = { member: '', editor: '', counselor: '' };
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;

async function createUser(email: string) {
  const { data, error } = await service.auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: true });
  if (error) throw error;
  return data.user.id;
}

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await service.from(table).insert(row).select('id').single();
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return (data as { id: string }).id;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
  await signFormsWithKeyOf(stack);
  service = createClient(stack.url, stack.serviceRoleKey, opts);
  anon = createClient(stack.url, stack.anonKey, opts);
  ids.member = await createUser('member@probe.test');
  ids.editor = await createUser('editor@probe.test');
  ids.counselor = await createUser('counselor@probe.test');
  await stack.db.query(`update public.profiles set role = 'editor', is_admin = true, phone = '+91 98765 43210' where id = $1`, [
    ids.editor,
  ]);
  await stack.db.query(`update public.profiles set role = 'counselor', is_admin = true where id = $1`, [ids.counselor]);
  member = createClient(stack.url, stack.anonKey, opts);
  const { data, error } = await member.auth.signInWithPassword({ email: 'member@probe.test', password: 'Demo@12345' });
  if (error) throw error;
  memberToken = data.session.access_token;
}, 120_000);
afterAll(() => stack?.stop());

describe('staff contact details', () => {
  let postId: string;
  let threadId: string;
  let replyId: string;
  beforeAll(async () => {
    postId = await insert('blog_posts', {
      slug: uniq('p'),
      title: 'ROI',
      category: 'Careers',
      author_id: ids.editor,
      status: 'published',
    });
    threadId = await insert('community_threads', { title: 'Ask the editor', body: 'Hi', author_id: ids.editor });
    replyId = await insert('community_replies', { thread_id: threadId, body: 'Hello', author_id: ids.editor });
    // The counselor role gave the account its counsellors row (sync_counselor); it gets a phone to protect.
    await stack.db.query(`update public.counselors set phone = '+91 90000 11111' where profile_id = $1`, [ids.counselor]);
  });

  it("refuses a member every other person's profile row: only their own comes back", async () => {
    const all = await member.from('profiles').select('id, email, phone, role, is_admin');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ id: ids.member, email: 'member@probe.test', phone: '', role: 'member', is_admin: false }]);
    const staff = await member.from('profiles').select('email, phone').in('id', [ids.editor, ids.counselor]);
    expect(staff).toMatchObject({ error: null, data: [] });
  });

  it('refuses them through every embed of an author: the author comes back null', async () => {
    for (const [table, id] of [
      ['blog_posts', postId],
      ['community_threads', threadId],
      ['community_replies', replyId],
    ]) {
      const { data, error } = await member
        .from(table)
        .select('id, author:profiles!author_id(email, phone, role, is_admin)')
        .eq('id', id)
        .single();
      expect(error, table).toBeNull();
      expect(data, table).toEqual({ id, author: null });
    }
  });

  it('keeps the public byline to id, name and avatar: any other column is an unknown column (400, 42703)', async () => {
    const byline = await member.from('public_profiles').select('*').eq('id', ids.editor).single();
    expect(byline.error).toBeNull();
    expect(Object.keys(byline.data as object).sort()).toEqual(['avatar_url', 'id', 'name']);
    for (const column of ['email', 'phone', 'role', 'is_admin']) {
      const { data, error, status } = await member.from('public_profiles').select(column).eq('id', ids.editor);
      expect({ code: error?.code, status, data }, column).toEqual({ code: '42703', status: 400, data: null });
      const embedded = await member.from('blog_posts').select(`id, author:public_profiles!author_id(${column})`).eq('id', postId);
      expect({ code: embedded.error?.code, status: embedded.status }, column).toEqual({ code: '42703', status: 400 });
    }
  });

  it("refuses a member the counsellors' list (names, e-mails, phones): no rows", async () => {
    expect(await member.from('counselors').select('name, email, phone')).toMatchObject({ error: null, data: [] });
  });

  it("refuses a member's token on the Auth admin API, which lists every user's e-mail: 403 not_admin", async () => {
    const asMember = createClient(stack.url, stack.anonKey, {
      ...opts,
      global: { headers: { Authorization: `Bearer ${memberToken}` } },
    });
    const { data, error } = await asMember.auth.admin.listUsers();
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 403, code: 'not_admin' });
    expect(data.users).toEqual([]);
    const one = await asMember.auth.admin.getUserById(ids.editor);
    expect({ status: one.error?.status, code: one.error?.code }).toEqual({ status: 403, code: 'not_admin' });
  });
});

describe('forged CRM fields on a lead', () => {
  const lead = () => ({ name: 'Asha', email: `${uniq('asha')}@probe.test`, message: 'CAT coaching?' });
  /** A complete contact form around `row`, as the app's action sends it. */
  const enquiry = (row: Record<string, unknown>) => ({
    form_type: 'contact',
    notice_version: NOTICE_VERSION,
    consents: [{ purpose: 'enquiry_contact', granted: true, label: 'Call me about this' }],
    ...provenKey(),
    ...row,
  });
  // Every column a visitor's form does not fill. closed-schema.test.ts tries priority, lead_score, qualified_at,
  // converted_at, created_at and next_follow_up_at; these are the rest.
  const forged: Record<string, unknown>[] = [
    { id: '00000000-0000-4000-8000-00000000f00d' },
    { status: 'converted' },
    { contact_attempts: 9 },
    { assigned_counselor_id: '00000000-0000-4000-8000-000000000001' },
    { assigned_at: '2020-01-01T00:00:00Z' },
    { notes: 'VIP, call first' },
    { internal_notes: 'Waive the fee' },
    { first_contacted_at: '2020-01-01T00:00:00Z' },
    { last_contacted_at: '2020-01-01T00:00:00Z' },
    { conversion_value: 500000 },
    { updated_at: '2020-01-01T00:00:00Z' },
  ];

  it('refuses each on a direct insert with 42501 (the public has no INSERT on leads at all) and stores nothing', async () => {
    // PostgREST answers 42501 with 403 to a signed-in caller and 401 to an anonymous one.
    for (const [client, refused] of [
      [member, 403],
      [anon, 401],
    ] as const) {
      for (const extra of forged) {
        const row = { ...lead(), ...extra };
        const { error, status } = await client.from('leads').insert(row);
        expect({ code: error?.code, status }, JSON.stringify(extra)).toEqual({ code: '42501', status: refused });
        const stored = await service.from('leads').select('id').eq('email', row.email);
        expect(stored.data).toEqual([]);
      }
    }
  });

  it("refuses setting them on someone else's behalf or by upsert over an existing lead", async () => {
    const other = await member.from('leads').insert({ ...lead(), user_id: ids.editor });
    expect(other.error?.code).toBe('42501');
    const existing = await insert('leads', { ...lead(), priority: 'low' });
    const upsert = await member.from('leads').upsert({ ...lead(), id: existing, priority: 'urgent' });
    expect(upsert.error?.code).toBe('42501');
    const { data } = await service.from('leads').select('priority').eq('id', existing).single();
    expect(data).toEqual({ priority: 'low' });
  });

  it('ignores each when sent to submit_enquiry, the only public way to write a lead', async () => {
    // Each request from a new visitor address, so the per-address limit stays out of the way.
    const visitors = createClient(stack.url, stack.anonKey, { ...opts, global: { fetch: fromEveryAddress } });
    const members = createClient(stack.url, stack.anonKey, { ...opts, global: { fetch: fromEveryAddress } });
    const { error: signInError } = await members.auth.signInWithPassword({ email: 'member@probe.test', password: 'Demo@12345' });
    if (signInError) throw signInError;
    for (const [client, owner] of [
      [members, ids.member],
      [visitors, null],
    ] as const) {
      for (const extra of forged) {
        const row = { ...lead(), ...extra };
        const { data, error } = await client.rpc('submit_enquiry', { submission: enquiry(row) });
        expect(error, JSON.stringify(extra)).toBeNull();
        const { data: stored } = await service.from('leads').select('*').eq('email', row.email).single();
        expect(stored, JSON.stringify(extra)).toMatchObject({
          id: (data as { lead_id: string }).lead_id,
          status: 'new',
          contact_attempts: 0,
          assigned_counselor_id: null,
          assigned_at: null,
          notes: null,
          internal_notes: null,
          first_contacted_at: null,
          last_contacted_at: null,
          conversion_value: null,
          user_id: owner,
        });
        expect(stored.id).not.toBe('00000000-0000-4000-8000-00000000f00d');
        expect(stored.updated_at).not.toBe('2020-01-01T00:00:00+00:00');
      }
    }
  });

  it("refuses a member's update of the lead they submitted: no row changes", async () => {
    const email = `${uniq('mine')}@probe.test`;
    expect((await member.rpc('submit_enquiry', { submission: enquiry({ ...lead(), email }) })).error).toBeNull();
    const update = await member
      .from('leads')
      .update({ priority: 'urgent', status: 'converted', lead_score: 100, internal_notes: 'mine' })
      .eq('email', email)
      .select('id');
    expect(update).toMatchObject({ error: null, data: [] });
    const { data } = await service
      .from('leads')
      .select('priority, status, lead_score, internal_notes, user_id')
      .eq('email', email)
      .single();
    expect(data).toEqual({ priority: 'medium', status: 'new', lead_score: 25, internal_notes: null, user_id: ids.member });
  });
});

describe('buckets and objects', () => {
  beforeAll(async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    const own = await member.storage.from('avatars').upload(`${ids.member}/me.png`, png, { contentType: 'image/png' });
    if (own.error) throw own.error;
    for (const [bucket, path] of [
      ['avatars', `${ids.editor}/me.png`],
      ['media', 'drafts/cover.png'],
    ]) {
      const { error } = await service.storage.from(bucket).upload(path, png, { contentType: 'image/png' });
      if (error) throw error;
    }
  });

  it('refuses anon and a member the list of buckets: an empty list, and each bucket reads as missing', async () => {
    expect((await service.storage.listBuckets()).data?.map((b) => b.id).sort()).toEqual(['avatars', 'media', 'review-documents']);
    for (const client of [member, anon]) {
      expect(await client.storage.listBuckets()).toEqual({ data: [], error: null });
      for (const bucket of ['avatars', 'media', 'review-documents']) {
        const { data, error } = await client.storage.getBucket(bucket);
        expect(data).toBeNull();
        expect(error?.message, bucket).toBe('Bucket not found');
      }
    }
  });

  it("lists a member only their own avatar folder at the bucket's root, and nothing of media", async () => {
    const avatars = await member.storage.from('avatars').list('');
    expect(avatars.error).toBeNull();
    expect(avatars.data?.map((o) => o.name)).toEqual([ids.member]);
    expect((await member.storage.from('avatars').list('', { search: ids.editor.slice(0, 8) })).data).toEqual([]);
    for (const prefix of ['', 'drafts']) {
      expect(await member.storage.from('media').list(prefix)).toEqual({ data: [], error: null });
    }
  });

  it('refuses the storage tables over REST: the schema is not exposed (406, PGRST106)', async () => {
    for (const table of ['buckets', 'objects']) {
      const { data, error, status } = await member.schema('storage').from(table).select('*');
      expect({ code: error?.code, status, data }, table).toEqual({ code: 'PGRST106', status: 406, data: null });
    }
  });
});

describe('internal functions over REST', () => {
  // The RPCs the app calls; SECURITY DEFINER because they reach, each for one narrow purpose, rows the caller cannot:
  // a counter, the rate-limit hits, mock-test percentiles (two numbers per own attempt), the caller's own mock-test
  // attempt (start, open a section, save, submit, settle: the clock and the score are the database's), the public
  // forms' rows (one transaction each), one address's
  // own data (my_data_*), the append-only lead history (record_lead_access, staff only), and a community reply
  // e-mail's one-click unsubscribe (one subscription row, found by its token), the exam reminders' unsubscribe
  // (likewise, and stop_application_reminders for a tracked college's reminders) and the reminder job
  // send_exam_reminders (executable by the service role only), and the moderation notes of one thread that the
  // caller may read (community_moderation_notes: a moderator's, or an author's of their own hidden post).
  // E-mail (issue 35): the outbox view and the suppression list of /admin/email (admin_email_*, retry_email,
  // suppress_email, unsuppress_email: super admins only), the newsletter campaigns' sending and counts (content
  // managers only), the newsletter's one-click unsubscribe (by its token), the queue's health (the oldest waiting
  // job's age), and the provider's bounce reports and the pruning job (service role only).
  const DEFINER_API = [
    'admin_email_counts',
    'admin_email_messages',
    'admin_email_suppressions',
    'community_moderation_notes',
    'confirm_review_email_link',
    'decide_review_document',
    'hit_rate_limit',
    'increment_blog_views',
    'increment_faq_views',
    'increment_thread_views',
    'increment_video_views',
    'mark_review_document_removed',
    'mock_test_percentiles',
    'my_data_confirm_member_link',
    'my_data_end_session',
    'my_data_erase',
    'my_data_export',
    'my_data_link_is_live',
    'my_data_list',
    'my_data_open_link',
    'my_data_request_link',
    'my_data_request_member_link',
    'my_data_withdraw_consent',
    'newsletter_audience_counts',
    'newsletter_campaign_stats',
    'prune_expired_records',
    'queue_health',
    'record_email_event',
    'record_lead_access',
    'request_review_email_link',
    'retry_email',
    'revoke_review_tie',
    'save_mock_answer',
    'send_exam_reminders',
    'send_newsletter_campaign',
    'send_newsletter_test',
    'server_channel_key',
    'settle_mock_attempt',
    'start_mock_attempt',
    'start_mock_section',
    'stop_application_reminders',
    'submit_enquiry',
    'submit_mock_attempt',
    'submit_mock_section',
    'subscribe_newsletter',
    'suppress_email',
    'unsubscribe_community_thread',
    'unsubscribe_exam_reminders',
    'unsubscribe_newsletter',
    'unsuppress_email',
    'vote_faq',
  ];

  it('refuses a member and a visitor the e-mail functions of staff and of the service role, changing nothing', async () => {
    const { rows: before } = await stack.db.query('select count(*)::int as n from private.email_suppressions');
    const calls: [string, Record<string, unknown>][] = [
      ['admin_email_messages', {}],
      ['admin_email_counts', {}],
      ['admin_email_suppressions', {}],
      ['retry_email', { message: '00000000-0000-4000-8000-000000000000' }],
      ['suppress_email', { address: 'probe@member-probes.test' }],
      ['unsuppress_email', { address: 'probe@member-probes.test' }],
      ['newsletter_audience_counts', {}],
      ['newsletter_campaign_stats', {}],
      ['send_newsletter_campaign', { campaign: '00000000-0000-4000-8000-000000000000' }],
      ['send_newsletter_test', { campaign: '00000000-0000-4000-8000-000000000000' }],
      ['record_email_event', { address: 'probe@member-probes.test', event: 'complaint' }],
      ['prune_expired_records', {}],
    ];
    for (const client of [member, anon]) {
      for (const [fn, args] of calls) {
        const { data, error } = await client.rpc(fn as never, args as never);
        expect(data, fn).toBeNull();
        expect(error?.code, fn).toMatch(/^(42501|PGRST202)$/);
      }
    }
    const { rows: after } = await stack.db.query('select count(*)::int as n from private.email_suppressions');
    expect(after).toEqual(before);
  });

  it('refuses every function of schema private as an RPC of public (404, PGRST202) and by its own schema (406, PGRST106)', async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace s on s.oid = p.pronamespace
        where s.nspname = 'private' order by 1`,
    );
    const names = rows.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['has_admin_role', 'handle_new_user', 'first_view_today', 'sync_profile_email']),
    );
    for (const client of [member, anon]) {
      for (const fn of names) {
        const viaPublic = await client.rpc(fn, {});
        expect({ code: viaPublic.error?.code, status: viaPublic.status, data: viaPublic.data }, fn).toEqual({
          code: 'PGRST202',
          status: 404,
          data: null,
        });
        const viaPrivate = await client.schema('private').rpc(fn, {});
        expect({ code: viaPrivate.error?.code, status: viaPrivate.status }, fn).toEqual({ code: 'PGRST106', status: 406 });
      }
    }
  });

  it('exposes no SECURITY DEFINER function in public but the counters, the FAQ vote, the rate limit, the mock-test percentiles and attempt functions, the public forms, my-data, the lead access record, the community and exam-reminder unsubscribes, the reminder job (service role only), the moderation notes, the e-mail functions and the verified-review ones', async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace s on s.oid = p.pronamespace
        where s.nspname = 'public' and p.prosecdef order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(DEFINER_API);
  });

  it("refuses a member's call of a trigger function of public: triggers are not RPCs (404, PGRST202)", async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace s on s.oid = p.pronamespace
        where s.nspname = 'public' and p.prorettype = 'trigger'::regtype order by 1`,
    );
    expect(rows.map((r) => r.name)).toContain('guard_profile_privileges');
    for (const { name } of rows) {
      const { data, error, status } = await member.rpc(name, {});
      expect({ code: error?.code, status, data }, name).toEqual({ code: 'PGRST202', status: 404, data: null });
    }
  });
});
