import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { fromEveryAddress, provenKey, signFormsWithKeyOf } from './support/enquiries';

// "A closed schema": what anon and members can no longer do through the API (supabase-js, as the app and an
// attacker would), and what still works.

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: LocalStack;
let service: SupabaseClient;
let anon: SupabaseClient;
let member: SupabaseClient;
let memberId: string;
let editorId: string;
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;

async function createUser(email: string) {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: 'Demo@12345',
    email_confirm: true,
    user_metadata: { name: email.split('@')[0] },
  });
  if (error) throw error;
  return data.user.id;
}

async function signIn(email: string) {
  const c = createClient(stack.url, stack.anonKey, opts);
  const { error } = await c.auth.signInWithPassword({ email, password: 'Demo@12345' });
  if (error) throw error;
  return c;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
  await signFormsWithKeyOf(stack);
  service = createClient(stack.url, stack.serviceRoleKey, opts);
  anon = createClient(stack.url, stack.anonKey, opts);
  memberId = await createUser('member@closed.test');
  member = await signIn('member@closed.test');
  editorId = await createUser('editor@closed.test');
  await stack.db.query(`update public.profiles set role = 'editor', is_admin = true, phone = '+91 98765 43210' where id = $1`, [
    editorId,
  ]);
}, 120_000);
afterAll(() => stack?.stop());

describe('leads: a visitor writes only visitor fields', () => {
  const visitorLead = () => ({
    name: 'Asha',
    email: `${uniq('asha')}@closed.test`,
    message: 'CAT coaching?',
    source: 'organic',
    form_type: 'contact',
    utm_source: 'google',
    page_url: 'https://mbadisha.test/contact',
    referrer_url: 'https://google.com/',
    user_agent: 'Mozilla/5.0',
    browser_info: { language: 'en-IN' },
    device_info: { timezone: 'Asia/Kolkata' },
    form_data: { exam: 'CAT' },
    notice_version: NOTICE_VERSION,
    consents: [{ purpose: 'enquiry_contact', granted: true, label: 'Call me about this' }],
  });
  // App servers for many visitors: each request comes from a new address, so the per-address limit stays out of
  // the way (enquiries.test.ts tests it).
  let visitors: SupabaseClient;
  let memberVisitors: SupabaseClient;
  beforeAll(async () => {
    visitors = createClient(stack.url, stack.anonKey, { ...opts, global: { fetch: fromEveryAddress } });
    memberVisitors = createClient(stack.url, stack.anonKey, { ...opts, global: { fetch: fromEveryAddress } });
    const { error } = await memberVisitors.auth.signInWithPassword({ email: 'member@closed.test', password: 'Demo@12345' });
    if (error) throw error;
  });
  const submit = (client: SupabaseClient, lead: Record<string, unknown>) =>
    client.rpc('submit_enquiry', { submission: { ...lead, ...provenKey() } });
  const stored = async (email: string) =>
    (await service.from('leads').select('id, status, priority, lead_score, user_id').eq('email', email)).data;

  it('accepts what a visitor fills, through submit_enquiry, as anon and as a member', async () => {
    const [asAnon, asMember] = [visitorLead(), visitorLead()];
    expect((await submit(visitors, asAnon)).error).toBeNull();
    expect((await submit(memberVisitors, asMember)).error).toBeNull();
    expect(await stored(asAnon.email)).toEqual([expect.objectContaining({ status: 'new', user_id: null })]);
    expect(await stored(asMember.email)).toEqual([expect.objectContaining({ status: 'new', user_id: memberId })]);
  });

  it('refuses a direct insert into the tables the form functions write, as anon and as a member', async () => {
    for (const client of [anon, member]) {
      const email = `${uniq('direct')}@closed.test`;
      const rows: [string, Record<string, unknown>][] = [
        ['leads', { name: 'Asha', email }],
        ['contact_submissions', { name: 'Asha', email, message: 'Hi' }],
        ['newsletter_subscribers', { email }],
        ['lead_consents', { email, purpose: 'newsletter', granted: true, notice_version: 'x', label: 'x', context: 'contact' }],
      ];
      for (const [table, row] of rows) {
        expect((await client.from(table).insert(row)).error?.code, table).toBe('42501');
        expect((await service.from(table).select('id').eq('email', email)).data, table).toEqual([]);
      }
    }
  });

  it("ignores a visitor's (or member's) attempt to forge CRM fields through the function", async () => {
    const forged: Record<string, unknown>[] = [
      { priority: 'urgent' },
      { lead_score: 100 },
      { qualified_at: '2020-01-01T00:00:00Z' },
      { converted_at: '2020-01-01T00:00:00Z' },
      { created_at: '2020-01-01T00:00:00Z' },
      { next_follow_up_at: '2020-01-01T00:00:00Z' },
    ];
    for (const client of [visitors, memberVisitors]) {
      for (const extra of forged) {
        const lead = { ...visitorLead(), ...extra };
        expect((await submit(client, lead)).error, JSON.stringify(extra)).toBeNull();
        const { data } = await service
          .from('leads')
          .select('priority, lead_score, qualified_at, converted_at, created_at, next_follow_up_at')
          .eq('email', lead.email)
          .single();
        expect(data, JSON.stringify(extra)).toMatchObject({
          priority: 'medium',
          lead_score: 25,
          qualified_at: null,
          converted_at: null,
          next_follow_up_at: null,
        });
        expect(data!.created_at, JSON.stringify(extra)).not.toBe('2020-01-01T00:00:00+00:00');
      }
    }
  });

  it('keeps page_url and referrer_url to http(s) addresses', async () => {
    for (const bad of [{ page_url: 'javascript:alert(1)' }, { referrer_url: 'data:text/html,hi' }, { page_url: '/contact' }]) {
      const { error } = await submit(visitors, { ...visitorLead(), ...bad });
      expect({ code: error?.code, hint: error?.hint }, JSON.stringify(bad)).toEqual({
        code: '22023',
        hint: Object.keys(bad)[0],
      });
    }
    expect((await submit(visitors, { ...visitorLead(), page_url: 'http://localhost:3000/contact?x=1' })).error).toBeNull();
    // The table keeps its own check for every other writer.
    await expect(
      stack.db.query(`insert into public.leads (name, email, page_url) values ('A', 'a@closed.test', 'javascript:alert(1)')`),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('default privileges: objects a later migration creates are closed', () => {
  it('refuses anon and members a new table and function until a migration grants them', async () => {
    const t = `later_${n++}`;
    await stack.db.exec(`
      create table public.${t} (id int primary key, secret text);
      alter table public.${t} enable row level security;
      create policy "${t} open" on public.${t} for select using (true);
      insert into public.${t} values (1, 'hidden');
      create function public.${t}_fn() returns text language sql as $$ select 'ran' $$;
      notify pgrst, 'reload schema';
    `);
    await stack.reloadSchema();
    for (const client of [anon, member]) {
      // Refused (42501), or not even listed for this role (PostgREST's not-found codes): either way closed.
      const read = await client.from(t).select('*');
      expect(['42501', 'PGRST205']).toContain(read.error?.code);
      expect(read.data).toBeNull();
      const call = await client.rpc(`${t}_fn`);
      expect(['42501', 'PGRST202']).toContain(call.error?.code);
      expect(call.data).toBeNull();
    }
    const own = await service.from(t).select('secret');
    expect(own.data).toEqual([{ secret: 'hidden' }]);
    expect((await service.rpc(`${t}_fn`)).data).toBe('ran');
  });
});

describe('profile e-mail follows the sign-in e-mail', () => {
  it("refuses a member's attempt to take someone else's address", async () => {
    const { error } = await member.from('profiles').update({ email: 'editor@closed.test', bio: 'hi' }).eq('id', memberId);
    expect(error).toBeNull();
    const { data } = await service.from('profiles').select('email, bio').eq('id', memberId).single();
    expect(data).toEqual({ email: 'member@closed.test', bio: 'hi' });
  });

  it('copies a changed sign-in e-mail to the profile', async () => {
    const id = await createUser(`${uniq('mover')}@closed.test`);
    const { error } = await service.auth.admin.updateUserById(id, { email: 'moved@closed.test', email_confirm: true });
    expect(error).toBeNull();
    const { data } = await service.from('profiles').select('email').eq('id', id).single();
    expect(data).toEqual({ email: 'moved@closed.test' });
  });
});

describe("another person's profile: only id, name and avatar", () => {
  let postId: string;
  beforeAll(async () => {
    const { data, error } = await service
      .from('blog_posts')
      .insert({ slug: uniq('byline'), title: 'MBA ROI', category: 'Careers', author_id: editorId, status: 'published' })
      .select('id')
      .single();
    if (error) throw error;
    postId = data.id as string;
  });

  it("refuses a member's attempt to read staff contact details through a blog byline", async () => {
    const { data, error } = await member
      .from('blog_posts')
      .select('id, author:profiles(email, phone, role, is_admin)')
      .eq('id', postId)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toEqual({ id: postId, author: null });
    const direct = await member.from('profiles').select('email, phone, role, is_admin').eq('id', editorId);
    expect(direct.data ?? []).toEqual([]);
  });

  it('refuses anon any column of profiles', async () => {
    const { error } = await anon.from('blog_posts').select('id, author:profiles(email, phone)').eq('id', postId);
    expect(error?.code).toBe('42501');
    expect((await anon.from('profiles').select('id, name')).error?.code).toBe('42501');
  });

  it('shows anyone the byline (id, name, avatar) and nothing else', async () => {
    for (const client of [anon, member]) {
      const { data, error } = await client
        .from('blog_posts')
        .select('id, author:public_profiles!author_id(id, name, avatar_url)')
        .eq('id', postId)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ id: postId, author: { id: editorId, name: 'editor', avatar_url: '' } });
      const email = await client.from('public_profiles').select('email').eq('id', editorId);
      expect(email.error).not.toBeNull();
    }
  });

  it('still lets a member read and update their whole own profile', async () => {
    const cols = 'id, name, email, phone, role, is_admin, bio, avatar_url, updated_at';
    const { data, error } = await member.from('profiles').select(cols).eq('id', memberId).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: memberId, email: 'member@closed.test', role: 'member', is_admin: false });
    const upd = await member.from('profiles').update({ phone: '+91 90000 00000' }).eq('id', memberId).select(cols).single();
    expect(upd.error).toBeNull();
    expect(upd.data).toMatchObject({ phone: '+91 90000 00000', email: 'member@closed.test' });
  });
});

describe('storage: public files by path, no listing', () => {
  let otherId: string;
  let other: SupabaseClient;
  beforeAll(async () => {
    otherId = await createUser('other@closed.test');
    other = await signIn('other@closed.test');
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    for (const [client, id] of [
      [member, memberId],
      [other, otherId],
    ] as const) {
      const { error } = await client.storage.from('avatars').upload(`${id}/me.png`, png, { contentType: 'image/png' });
      if (error) throw error;
    }
    const { error } = await service.storage.from('media').upload('colleges/logo.png', png, { contentType: 'image/png' });
    if (error) throw error;
  });

  it("refuses anon's attempt to list the avatars or media buckets", async () => {
    for (const [bucket, prefix] of [
      ['avatars', ''],
      ['avatars', memberId],
      ['media', ''],
      ['media', 'colleges'],
    ]) {
      const { data } = await anon.storage.from(bucket).list(prefix);
      expect(data ?? [], `${bucket}/${prefix}`).toEqual([]);
    }
  });

  it("lets a member list only their own avatar folder, not another member's or media", async () => {
    const own = await member.storage.from('avatars').list(memberId);
    expect(own.error).toBeNull();
    expect(own.data?.map((o) => o.name)).toEqual(['me.png']);
    expect((await member.storage.from('avatars').list(otherId)).data ?? []).toEqual([]);
    expect((await member.storage.from('avatars').list('')).data?.map((o) => o.name) ?? []).not.toContain(otherId);
    expect((await member.storage.from('media').list('colleges')).data ?? []).toEqual([]);
  });

  it('keeps public files readable by their exact path', async () => {
    for (const [bucket, path] of [
      ['avatars', `${otherId}/me.png`],
      ['media', 'colleges/logo.png'],
    ]) {
      const url = anon.storage.from(bucket).getPublicUrl(path).data.publicUrl;
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      await res.arrayBuffer();
    }
  });
});

describe('internal functions are not API', () => {
  it("refuses a member's (and anon's) attempt to call an internal function over REST: 404 PGRST202", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['is_admin', {}],
      ['current_user_role', {}],
      ['has_role', { roles: ['member'] }],
      ['has_admin_role', { roles: ['super_admin'] }],
      ['can_manage_content', {}],
      ['can_manage_leads', {}],
      ['can_moderate', {}],
      ['can_manage_system', {}],
      ['sign_in_email', {}],
      ['visitor_hash', {}],
    ];
    for (const client of [member, anon]) {
      for (const [fn, args] of calls) {
        const { data, error, status } = await client.rpc(fn, args);
        expect(error?.code, fn).toBe('PGRST202');
        expect(status, fn).toBe(404);
        expect(data).toBeNull();
      }
    }
  });

  it('keeps the policies that use the helpers working (staff still staff, members still members)', async () => {
    const editor = await signIn('editor@closed.test');
    const draft = { slug: uniq('draft'), title: 'Draft', category: 'News', status: 'draft' };
    expect((await editor.from('blog_posts').insert(draft)).error).toBeNull();
    expect((await member.from('blog_posts').insert({ ...draft, slug: uniq('draft') })).error?.code).toBe('42501');
  });
});

describe('view counters and FAQ votes count visitors, not requests', () => {
  let faqId: string;
  let videoId: string;
  let postId: string;
  let threadId: string;
  beforeAll(async () => {
    const one = async (table: string, row: Record<string, unknown>) => {
      const { data, error } = await service.from(table).insert(row).select('id').single();
      if (error) throw error;
      return data.id as string;
    };
    faqId = await one('faqs', { question: 'Is CAT hard?', answer: 'It is competitive.' });
    videoId = await one('videos', { title: 'CAT tips', video_url: 'https://youtu.be/abcdefghijk' });
    postId = await one('blog_posts', { slug: uniq('counted'), title: 'Counted', category: 'News', status: 'published' });
    threadId = await one('community_threads', { title: 'Counted thread', body: 'Hello', author_id: memberId });
  });

  it('counts one view per visitor per item per day', async () => {
    const cases: [string, Record<string, string>][] = [
      ['increment_blog_views', { post_id: postId }],
      ['increment_video_views', { video_id: videoId }],
      ['increment_faq_views', { faq_id: faqId }],
      ['increment_thread_views', { thread_id: threadId }],
    ];
    for (const [fn, args] of cases) {
      const counts: unknown[] = [];
      for (let i = 0; i < 3; i++) counts.push((await member.rpc(fn, args)).data);
      counts.push((await anon.rpc(fn, args)).data);
      counts.push((await anon.rpc(fn, args)).data);
      expect(counts, fn).toEqual([1, 1, 1, 2, 2]);
    }
  });

  it('counts a FAQ helpful vote once per visitor', async () => {
    for (let i = 0; i < 3; i++) expect((await member.rpc('vote_faq', { faq_id: faqId, helpful: true })).error).toBeNull();
    for (let i = 0; i < 3; i++) await anon.rpc('vote_faq', { faq_id: faqId, helpful: true });
    const { data } = await service.from('faqs').select('helpful_votes, not_helpful_votes').eq('id', faqId).single();
    expect(data).toEqual({ helpful_votes: 2, not_helpful_votes: 0 });
    // Changing one's mind moves the vote.
    await member.rpc('vote_faq', { faq_id: faqId, helpful: false });
    const after = await service.from('faqs').select('helpful_votes, not_helpful_votes').eq('id', faqId).single();
    expect(after.data).toEqual({ helpful_votes: 1, not_helpful_votes: 1 });
  });

  it('stores only a salted hash of the visitor', async () => {
    const { rows } = await stack.db.query<{ visitor_hash: string }>('select visitor_hash from private.view_events');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
