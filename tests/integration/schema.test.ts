import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES } from '@/lib/auth/roles';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import { issueFormGuard } from '@/lib/leads/form-guard';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import type { Tx } from '@/supabase/local/db';

// The schema checked directly in Postgres, as PostgREST would run requests: SET ROLE plus request.jwt.claims.
// The full matrix through supabase-js lives in rls-matrix.test.ts.

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
});
afterAll(() => stack?.stop());

type Role = 'anon' | 'authenticated' | 'service_role';

/** Runs fn as an API role (optionally as a user), in a transaction that commits unless fn throws. */
function as<T>(role: Role, userId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const claims: Record<string, unknown> = { role };
  if (userId) claims.sub = userId;
  return stack.db.asRequest({ role, claims }, fn);
}

/** The Postgres error code fn fails with, or null when it succeeds. */
async function errorCode(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
}

async function createUser(opts: { email?: string | null; meta?: Record<string, unknown>; phone?: string } = {}) {
  const id = randomUUID();
  const email = opts.email === undefined ? `u-${id.slice(0, 8)}@example.com` : opts.email;
  await stack.db.query(
    `insert into auth.users (id, aud, role, email, phone, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, '{"provider":"email"}', now(), now())`,
    [id, email, opts.phone ?? null, JSON.stringify(opts.meta ?? {})],
  );
  return id;
}

async function createStaff(role: string, isAdmin = true) {
  const id = await createUser();
  await stack.db.query('update public.profiles set role = $2, is_admin = $3 where id = $1', [id, role, isAdmin]);
  return id;
}

describe('schema', () => {
  it('enables row-level security with at least one policy on every public table', async () => {
    const { rows } = await stack.db.query<{ table: string; rls: boolean; policies: number }>(`
      select c.relname as table, c.relrowsecurity as rls,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
       order by 1`);
    const tables = rows.map((r) => r.table);
    for (const t of [
      'profiles',
      'counselors',
      'colleges',
      'college_programs',
      'exams',
      'blog_posts',
      'videos',
      'faqs',
      'scholarships',
      'testimonials',
      'user_college_favorites',
      'user_blog_favorites',
      'contact_submissions',
      'newsletter_subscribers',
      'leads',
      'lead_consents',
      'mock_tests',
      'mock_test_questions',
      'mock_test_answer_keys',
      'mock_test_attempts',
      'community_threads',
      'community_replies',
      'community_votes',
      'community_reports',
      'community_suspensions',
      'community_moderation_events',
      'media',
      'site_settings',
    ]) {
      expect(tables).toContain(t);
    }
    for (const r of rows) {
      expect(r, r.table).toMatchObject({ rls: true });
      expect(r.policies, r.table).toBeGreaterThan(0);
    }
  });

  it('keeps updated_at current on every table that has one', async () => {
    const { rows } = await stack.db.query<{ table: string; has_trigger: boolean }>(`
      select c.table_name as table,
             exists (select 1 from information_schema.triggers t
                      where t.event_object_schema = 'public' and t.event_object_table = c.table_name
                        and t.trigger_name = 'set_updated_at') as has_trigger
        from information_schema.columns c
       where c.table_schema = 'public' and c.column_name = 'updated_at'`);
    expect(rows.length).toBeGreaterThan(15);
    for (const r of rows) expect(r.has_trigger, r.table).toBe(true);
  });

  it('enforces the lead enumerations', async () => {
    const insert = (col: string, value: string) =>
      errorCode(stack.db.query(`insert into public.leads (name, email, ${col}) values ('A', 'a@example.com', $1)`, [value]));
    expect(await insert('source', 'tiktok')).toBe('23514');
    expect(await insert('form_type', 'call')).toBe('23514');
    expect(await insert('status', 'pending')).toBe('23514');
    expect(await insert('priority', 'critical')).toBe('23514');
    expect(await insert('inquiry_type', 'other')).toBe('23514');
    const { rows } = await stack.db.query<Record<string, unknown>>(
      `insert into public.leads (name, email) values ('Asha', ' Asha@Example.com ') returning *`,
    );
    expect(rows[0]).toMatchObject({
      email: 'asha@example.com',
      source: 'website',
      form_type: 'contact',
      status: 'new',
      priority: 'medium',
      inquiry_type: 'general',
      lead_score: 0,
      contact_attempts: 0,
      target_exams: [],
      browser_info: {},
    });
    expect(await errorCode(stack.db.query(`update public.leads set lead_score = 101 where email = 'asha@example.com'`))).toBe(
      '23514',
    );
  });
});

describe('profile trigger (spec §4)', () => {
  it('creates a member profile named from sign-up data', async () => {
    const id = await createUser({ email: 'riya@example.com', meta: { name: 'Riya Mehta', phone: '+919876543210' } });
    const { rows } = await stack.db.query<Record<string, unknown>>('select * from public.profiles where id = $1', [id]);
    expect(rows[0]).toMatchObject({
      name: 'Riya Mehta',
      email: 'riya@example.com',
      phone: '+919876543210',
      role: 'member',
      is_admin: false,
      bio: '',
      career_goals: '',
      current_education: '',
      budget_range: '',
      avatar_url: '',
      target_exams: [],
      preferred_locations: [],
    });
    expect(Number(rows[0].work_experience)).toBe(0);
  });

  it('falls back to the part of the e-mail before @, then to "User"', async () => {
    const a = await createUser({ email: 'arjun.k@example.com' });
    const b = await createUser({ email: 'kavya@example.com', meta: { name: '   ' } });
    const c = await createUser({ email: null, phone: '919800000001' });
    const { rows } = await stack.db.query<{ id: string; name: string; email: string; phone: string }>(
      'select id, name, email, phone from public.profiles where id = any($1)',
      [[a, b, c]],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[a]).toMatchObject({ name: 'arjun.k', email: 'arjun.k@example.com', phone: '' });
    expect(byId[b].name).toBe('kavya');
    expect(byId[c]).toMatchObject({ name: 'User', email: '', phone: '919800000001' });
  });

  it('removes the profile with its user', async () => {
    const id = await createUser();
    await stack.db.query('delete from auth.users where id = $1', [id]);
    const { rows } = await stack.db.query('select 1 from public.profiles where id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});

describe('profiles and roles', () => {
  it('lets a member edit their own profile but never their role or admin flag', async () => {
    const me = await createUser({ meta: { name: 'Member One' } });
    const other = await createUser({ meta: { name: 'Member Two' } });

    const updated = await as('authenticated', me, (tx) =>
      tx.query<{ name: string }>(
        `update public.profiles set name = 'Renamed', target_exams = '{CAT,XAT}' where id = $1 returning name`,
        [me],
      ),
    );
    expect(updated.rows).toEqual([{ name: 'Renamed' }]);

    for (const set of [`role = 'super_admin'`, `is_admin = true`, `role = 'editor', is_admin = true`]) {
      const code = await errorCode(
        as('authenticated', me, (tx) => tx.query(`update public.profiles set ${set} where id = $1`, [me])),
      );
      expect(code, set).toBe('42501');
    }
    const { rows } = await stack.db.query('select role, is_admin from public.profiles where id = $1', [me]);
    expect(rows[0]).toEqual({ role: 'member', is_admin: false });

    // Another member's row is invisible, so updating it changes nothing.
    const res = await as('authenticated', me, (tx) => tx.query(`update public.profiles set name = 'x' where id = $1`, [other]));
    expect(res.affectedRows).toBe(0);
    const seen = await as('authenticated', me, (tx) => tx.query('select id from public.profiles'));
    expect(seen.rows).toEqual([{ id: me }]);
  });

  it('refuses a self-made staff profile on insert', async () => {
    const id = await createUser();
    await stack.db.query('delete from public.profiles where id = $1', [id]);
    const code = await errorCode(
      as('authenticated', id, (tx) =>
        tx.query(`insert into public.profiles (id, name, role, is_admin) values ($1, 'X', 'editor', true)`, [id]),
      ),
    );
    expect(code).toBe('42501');
    await as('authenticated', id, (tx) =>
      tx.query(`insert into public.profiles (id, name, email) values ($1, 'X', 'x@example.com')`, [id]),
    );
    const { rows } = await stack.db.query('select role, is_admin from public.profiles where id = $1', [id]);
    expect(rows[0]).toEqual({ role: 'member', is_admin: false });
  });

  it('lets a super admin change roles; staff without is_admin get no capability', async () => {
    const admin = await createStaff('super_admin');
    const target = await createUser();
    await as('authenticated', admin, (tx) =>
      tx.query(`update public.profiles set role = 'editor', is_admin = true where id = $1`, [target]),
    );
    const { rows } = await stack.db.query('select role, is_admin from public.profiles where id = $1', [target]);
    expect(rows[0]).toEqual({ role: 'editor', is_admin: true });

    const editorNoAdmin = await createStaff('editor', false);
    const caps = await as('authenticated', editorNoAdmin, (tx) =>
      tx.query('select private.has_role(array[$1]) as has_role, private.can_manage_content() as content', ['editor']),
    );
    expect(caps.rows[0]).toEqual({ has_role: true, content: false });
  });

  it('evaluates the role helpers without recursion, agreeing with the UI capability module for every role', async () => {
    // Spec §6 as the UI applies it (lib/auth/roles.ts); the database's helpers must grant exactly the same.
    expect(ROLES).toHaveLength(5);
    const expected = Object.fromEntries(
      ROLES.map((role) => [
        role,
        [
          can(role, 'manageContent'),
          can(role, 'manageLeads'),
          can(role, 'moderate'),
          can(role, 'manageSystem'),
          can(role, 'moderateReviews'),
        ],
      ]),
    );
    expect(expected.editor).toEqual([true, true, true, false, false]);
    for (const [role, caps] of Object.entries(expected)) {
      const id = role === 'member' ? await createUser() : await createStaff(role);
      const { rows } = await as('authenticated', id, async (tx) => {
        // Policies on profiles call the helpers; reading profiles must not raise 42P17.
        await tx.query('select count(*) from public.profiles');
        await tx.query('select count(*) from public.blog_posts');
        return tx.query<Record<string, unknown>>(`
          select private.current_user_role() as role, private.can_manage_content() as content,
                 private.can_manage_leads() as leads, private.can_moderate() as moderate,
                 private.can_manage_system() as system, private.can_moderate_reviews() as reviews`);
      });
      expect(rows[0]).toEqual({ role, content: caps[0], leads: caps[1], moderate: caps[2], system: caps[3], reviews: caps[4] });
    }
    const anon = await as('anon', null, (tx) =>
      tx.query<Record<string, unknown>>(
        'select private.current_user_role() as role, private.is_admin() as admin, private.can_manage_system() as system',
      ),
    );
    expect(anon.rows[0]).toEqual({ role: null, admin: false, system: false });
  });
});

describe('public content and counters', () => {
  it('increments views of published posts for anon without touching updated_at', async () => {
    const author = await createStaff('editor');
    await stack.db.query(
      `insert into public.blog_posts (slug, title, category, author_id, status, updated_at) values
         ('cat-prep-plan', 'CAT plan', 'Exam Prep', $1, 'published', now() - interval '1 day'),
         ('draft-post', 'Draft', 'Exam Prep', $1, 'draft', now())`,
      [author],
    );
    const { rows: posts } = await stack.db.query<{ id: string; slug: string; published_at: string | null; updated_at: string }>(
      'select id, slug, published_at, updated_at from public.blog_posts',
    );
    const published = posts.find((p) => p.slug === 'cat-prep-plan')!;
    const draft = posts.find((p) => p.slug === 'draft-post')!;
    expect(published.published_at).not.toBeNull();

    const r1 = await as('anon', null, (tx) =>
      tx.query<{ v: number }>('select public.increment_blog_views($1) as v', [published.id]),
    );
    const r2 = await as('anon', null, (tx) =>
      tx.query<{ v: number }>('select public.increment_blog_views($1) as v', [published.id]),
    );
    // One view per visitor per post per day: the same anonymous visitor's second view is not counted.
    expect([r1.rows[0].v, r2.rows[0].v]).toEqual([1, 1]);
    const r3 = await as('anon', null, (tx) =>
      tx.query<{ v: number | null }>('select public.increment_blog_views($1) as v', [draft.id]),
    );
    expect(r3.rows[0].v).toBeNull();

    const { rows } = await stack.db.query<{ views: number; updated_at: string }>(
      'select views, updated_at from public.blog_posts where id = $1',
      [published.id],
    );
    expect(rows[0].views).toBe(1);
    expect(String(rows[0].updated_at)).toBe(String(published.updated_at));

    // Anon sees the published post and its author's name, but not the draft nor the author's e-mail.
    const visible = await as('anon', null, (tx) => tx.query<{ slug: string }>('select slug from public.blog_posts'));
    expect(visible.rows.map((r) => r.slug)).toEqual(['cat-prep-plan']);
    // The byline comes from the public_profiles view (id, name, avatar_url); profiles itself is closed to anon.
    const byline = await as('anon', null, (tx) =>
      tx.query('select name, avatar_url from public.public_profiles where id = $1', [author]),
    );
    expect(byline.rows).toHaveLength(1);
    expect(await errorCode(as('anon', null, (tx) => tx.query('select email from public.profiles')))).toBe('42501');
    // Anon cannot change a post directly.
    expect(await errorCode(as('anon', null, (tx) => tx.query('update public.blog_posts set views = 1000')))).toBe('42501');
  });

  it('increments video and FAQ views and FAQ votes for anon, active rows only', async () => {
    const { rows: v } = await stack.db.query<{ id: string }>(
      `insert into public.videos (title, video_url) values ('CAT strategy', 'https://youtu.be/abcdefghijk'),
         ('Hidden', 'https://youtu.be/abcdefghijl') returning id`,
    );
    await stack.db.query('update public.videos set is_active = false where id = $1', [v[1].id]);
    const { rows: f } = await stack.db.query<{ id: string }>(
      `insert into public.faqs (question, answer) values ('What is CAT?', 'The Common Admission Test.') returning id`,
    );
    await as('anon', null, async (tx) => {
      expect((await tx.query<{ n: number }>('select public.increment_video_views($1) as n', [v[0].id])).rows[0].n).toBe(1);
      expect(
        (await tx.query<{ n: number | null }>('select public.increment_video_views($1) as n', [v[1].id])).rows[0].n,
      ).toBeNull();
      expect((await tx.query<{ n: number }>('select public.increment_faq_views($1) as n', [f[0].id])).rows[0].n).toBe(1);
      await tx.query('select public.vote_faq($1, true)', [f[0].id]);
      await tx.query('select public.vote_faq($1, false)', [f[0].id]);
    });
    const { rows } = await stack.db.query('select views, helpful_votes, not_helpful_votes from public.faqs where id = $1', [
      f[0].id,
    ]);
    // One vote per visitor: voting the other way moves that visitor's vote rather than adding one.
    expect(rows[0]).toEqual({ views: 1, helpful_votes: 0, not_helpful_votes: 1 });
  });
});

describe('public forms and leads', () => {
  it('lets anon submit leads, contact messages and newsletter sign-ups through the form functions only, and never read them', async () => {
    const visitor = {
      role: 'anon' as const,
      claims: { role: 'anon' },
      settings: { 'request.headers': '{"x-forwarded-for":"203.0.113.5"}' },
    };
    const consents = [{ purpose: 'enquiry_contact', granted: true, label: 'Call me about this' }];
    const form = { name: 'Neha', email: 'neha@example.com', notice_version: NOTICE_VERSION, consents };
    // The site's proof, as the app adds it: a token signed with the database's own key and an empty honeypot.
    const { rows: keys } = await stack.db.query<{ key: string }>('select key from private.server_key');
    const proven = (purpose: 'form-guard' | 'newsletter') => {
      const idempotency_key = randomUUID();
      const { token } = issueFormGuard(keys[0].key, Date.now() - 10_000, idempotency_key, purpose);
      return { idempotency_key, form_token: token, website: '' };
    };
    const subscribe = (email: string) =>
      stack.db.asRequest(visitor, (tx) =>
        tx.query<{ r: { status: string } }>('select public.subscribe_newsletter($1) as r', [
          JSON.stringify({
            email,
            source: 'footer',
            notice_version: NOTICE_VERSION,
            ...proven('newsletter'),
          }),
        ]),
      );
    await stack.db.asRequest(visitor, async (tx) => {
      const enquiry = (fields: Record<string, unknown>) =>
        tx.query('select public.submit_enquiry($1)', [JSON.stringify({ ...form, ...fields, ...proven('form-guard') })]);
      await enquiry({
        form_type: 'consultation',
        phone: '+919812345678',
        source: 'google_ads',
        browser_info: { language: 'en-IN' },
      });
      await enquiry({ form_type: 'contact', subject: 'Fees', message: 'Query' });
    });
    expect((await subscribe('Neha@Example.com')).rows[0].r.status).toBe('subscribed');
    const { rows } = await stack.db.query(
      `select form_type, ip_address from public.leads where email = 'neha@example.com' order by form_type`,
    );
    expect(rows).toEqual([
      { form_type: 'consultation', ip_address: '203.0.113.5' },
      { form_type: 'contact', ip_address: '203.0.113.5' },
    ]);

    for (const t of ['leads', 'contact_submissions', 'newsletter_subscribers', 'lead_consents']) {
      expect(await errorCode(as('anon', null, (tx) => tx.query(`select * from public.${t}`))), t).toBe('42501');
      expect(await errorCode(as('anon', null, (tx) => tx.query(`delete from public.${t}`))), t).toBe('42501');
    }
    // No direct writes, not even of the columns a form fills.
    const member = await createUser();
    for (const [role, user] of [
      ['anon', null],
      ['authenticated', member],
    ] as const) {
      for (const insert of [
        `insert into public.leads (name, email) values ('r', 'r@example.com')`,
        `insert into public.contact_submissions (name, email, message) values ('a', 'a@example.com', 'm')`,
        `insert into public.newsletter_subscribers (email) values ('n@example.com')`,
        `insert into public.lead_consents (email, purpose, granted, notice_version, label, context)
           values ('n@example.com', 'newsletter', true, 'v1', 'x', 'newsletter')`,
      ]) {
        expect(await errorCode(as(role, user, (tx) => tx.query(insert))), `${role}: ${insert}`).toBe('42501');
      }
    }
    // The same address in another case is the same subscriber (spec §8's 'already subscribed').
    expect((await subscribe('NEHA@example.com ')).rows[0].r.status).toBe('already_subscribed');

    const seen = await as('authenticated', member, (tx) => tx.query('select * from public.leads'));
    expect(seen.rows).toHaveLength(0);
  });

  it('stamps lead timestamps on status changes and assignment (spec §4)', async () => {
    const counselorUser = await createStaff('counselor');
    // Managers assign (a counsellor may not): the editor gives the lead to the counsellor's own row.
    const editorUser = await createStaff('editor');
    const { rows: c } = await stack.db.query<{ id: string }>(`select id from public.counselors where profile_id = $1`, [
      counselorUser,
    ]);
    const { rows: l } = await stack.db.query<{ id: string }>(
      `insert into public.leads (name, email) values ('Vikram', 'vikram@example.com') returning id`,
    );
    const lead = l[0].id;
    const get = async () =>
      (await stack.db.query<Record<string, unknown>>('select * from public.leads where id = $1', [lead])).rows[0];

    await as('authenticated', counselorUser, (tx) =>
      tx.query(`update public.leads set status = 'contacted' where id = $1`, [lead]),
    );
    let row = await get();
    expect(row.first_contacted_at).not.toBeNull();
    expect(row.last_contacted_at).not.toBeNull();
    const first = String(row.first_contacted_at);

    await stack.db.query(`update public.leads set status = 'working' where id = $1`, [lead]);
    await stack.db.query(`update public.leads set status = 'contacted' where id = $1`, [lead]);
    row = await get();
    expect(String(row.first_contacted_at)).toBe(first);

    await stack.db.query(`update public.leads set status = 'qualified' where id = $1`, [lead]);
    expect((await get()).qualified_at).not.toBeNull();
    await stack.db.query(`update public.leads set status = 'converted', conversion_value = 150000 where id = $1`, [lead]);
    expect((await get()).converted_at).not.toBeNull();

    await stack.db.query(`update public.leads set last_contacted_at = null where id = $1`, [lead]);
    await as('authenticated', editorUser, (tx) =>
      tx.query('update public.leads set assigned_counselor_id = $2 where id = $1', [lead, c[0].id]),
    );
    row = await get();
    expect(row.assigned_at).not.toBeNull();
    expect(row.last_contacted_at).not.toBeNull();

    // An explicit value wins over the trigger's now().
    await stack.db.query(`update public.leads set status = 'lost', last_contacted_at = '2025-01-01T00:00:00Z' where id = $1`, [
      lead,
    ]);
    expect(new Date(String((await get()).last_contacted_at)).toISOString()).toBe('2025-01-01T00:00:00.000Z');

    // The counselor sees leads and the counselor list; an editor too; a community moderator neither.
    const mod = await createStaff('community_mod');
    const asMod = await as('authenticated', mod, (tx) =>
      tx.query('select id from public.leads union all select id from public.counselors'),
    );
    expect(asMod.rows).toHaveLength(0);
  });
});

describe('mock tests', () => {
  it("keeps answers closed until submission and attempts in the server's hands", async () => {
    const { rows: t } = await stack.db.query<{ id: string }>(
      `insert into public.mock_tests (slug, title, total_questions, duration_minutes, difficulty, is_published)
       values ('cat-mini-1', 'CAT mini mock', 2, 10, 'High', true) returning id`,
    );
    const test = t[0].id;
    const { rows: q } = await stack.db.query<{ id: string; question_number: number }>(
      `insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks)
       values ($1, 'QA', 1, 'mcq', '2+2?', '[{"key":"A","text":"3"},{"key":"B","text":"4"}]', 3, 1),
              ($1, 'QA', 2, 'tita', '10/4?', '[]', 3, 0)
       returning id, question_number`,
      [test],
    );
    const qid = Object.fromEntries(q.map((r) => [r.question_number, r.id]));
    await stack.db.query(`insert into public.mock_test_answer_keys (question_id, correct_answer) values ($1, 'B'), ($2, '2.5')`, [
      qid[1],
      qid[2],
    ]);

    const user = await createUser();
    const other = await createUser();
    // Questions are public, answers are not.
    expect(
      (await as('anon', null, (tx) => tx.query('select id from public.mock_test_questions where mock_test_id = $1', [test])))
        .rows,
    ).toHaveLength(2);
    expect(await errorCode(as('anon', null, (tx) => tx.query('select * from public.mock_test_answer_keys')))).toBe('42501');

    // The owner cannot start, move, re-time or forge an attempt: only the server writes them.
    expect(
      await errorCode(
        as('authenticated', user, (tx) => tx.query('insert into public.mock_test_attempts (mock_test_id) values ($1)', [test])),
      ),
    ).toBe('42501');
    const { rows: a } = await stack.db.query<{ id: string }>(
      `insert into public.mock_test_attempts (user_id, mock_test_id) values ($1, $2) returning id`,
      [user, test],
    );
    const attempt = a[0].id;
    for (const sql of [
      `update public.mock_test_attempts set started_at = now() + interval '1 hour' where id = $1`,
      `update public.mock_test_attempts set status = 'submitted', submitted_at = now(), score = 99 where id = $1`,
      `insert into public.mock_test_section_runs (attempt_id, section, position) values ($1, 'QA', 1)`,
      `insert into public.mock_test_attempt_answers (attempt_id, question_id, answer) values ($1, '${qid[1]}', 'B')`,
    ]) {
      expect(await errorCode(as('authenticated', user, (tx) => tx.query(sql, [attempt]))), sql).toBe('42501');
    }

    // Started and abandoned: still no answer keys.
    expect((await as('authenticated', user, (tx) => tx.query('select * from public.mock_test_answer_keys'))).rows).toHaveLength(
      0,
    );
    await stack.db.query(
      `insert into public.mock_test_attempt_answers (attempt_id, question_id, answer, outcome, marks) values ($1, $2, 'B', 'correct', 3)`,
      [attempt, qid[1]],
    );
    await stack.db.query(
      `update public.mock_test_attempts set status = 'submitted', submitted_at = now(), score = 3 where id = $1`,
      [attempt],
    );
    expect((await as('authenticated', user, (tx) => tx.query('select * from public.mock_test_answer_keys'))).rows).toHaveLength(
      2,
    );
    // After submission the owner may log why they missed a question, and nothing else of the row.
    const logged = await as('authenticated', user, (tx) =>
      tx.query(`update public.mock_test_attempt_answers set miss_reason = 'concept' where attempt_id = $1`, [attempt]),
    );
    expect(logged.affectedRows).toBe(1);
    expect(
      await errorCode(
        as('authenticated', user, (tx) =>
          tx.query(`update public.mock_test_attempt_answers set outcome = 'correct', marks = 3 where attempt_id = $1`, [attempt]),
        ),
      ),
    ).toBe('42501');

    // Another user sees nothing of it, and cannot log on it.
    expect((await as('authenticated', other, (tx) => tx.query('select * from public.mock_test_attempts'))).rows).toHaveLength(0);
    expect(
      (await as('authenticated', other, (tx) => tx.query('select * from public.mock_test_attempt_answers'))).rows,
    ).toHaveLength(0);
    const foreign = await as('authenticated', other, (tx) =>
      tx.query(`update public.mock_test_attempt_answers set miss_reason = 'time' where attempt_id = $1`, [attempt]),
    );
    expect(foreign.affectedRows).toBe(0);
  });
});

describe('community', () => {
  it('lets members post and reply but only moderators pin, hide or lock', async () => {
    const author = await createUser();
    const replier = await createUser();
    const mod = await createStaff('community_mod');
    const { rows } = await as('authenticated', author, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.community_threads (title, body) values ('IIM calls with 95%ile?', 'Thoughts?') returning id`,
      ),
    );
    const thread = rows[0].id;
    expect(
      await errorCode(
        as('authenticated', author, (tx) =>
          tx.query('update public.community_threads set is_pinned = true where id = $1', [thread]),
        ),
      ),
    ).toBe('42501');
    await as('authenticated', author, (tx) =>
      tx.query(`update public.community_threads set body = 'Edited' where id = $1`, [thread]),
    );

    await as('authenticated', replier, (tx) =>
      tx.query(`insert into public.community_replies (thread_id, body) values ($1, 'Likely, with good academics')`, [thread]),
    );
    let t = (
      await stack.db.query<Record<string, unknown>>('select reply_count, is_pinned from public.community_threads where id = $1', [
        thread,
      ])
    ).rows[0];
    expect(t).toEqual({ reply_count: 1, is_pinned: false });

    await as('authenticated', mod, (tx) =>
      tx.query('update public.community_threads set is_pinned = true, is_locked = true where id = $1', [thread]),
    );
    expect(
      await errorCode(
        as('authenticated', replier, (tx) =>
          tx.query(`insert into public.community_replies (thread_id, body) values ($1, 'late')`, [thread]),
        ),
      ),
    ).toBe('42501');
    await as('authenticated', mod, (tx) =>
      tx.query(`update public.community_replies set status = 'hidden' where thread_id = $1`, [thread]),
    );
    t = (
      await stack.db.query<Record<string, unknown>>('select reply_count, is_pinned from public.community_threads where id = $1', [
        thread,
      ])
    ).rows[0];
    expect(t).toEqual({ reply_count: 0, is_pinned: true });
    expect(
      (await as('anon', null, (tx) => tx.query('select id from public.community_replies where thread_id = $1', [thread]))).rows,
    ).toHaveLength(0);

    // Deleting the thread takes its replies with it.
    await as('authenticated', author, (tx) => tx.query('delete from public.community_threads where id = $1', [thread]));
    expect((await stack.db.query('select id from public.community_replies where thread_id = $1', [thread])).rows).toHaveLength(0);
  });
});

describe('storage', () => {
  it('creates the public media and avatars buckets with object policies', async () => {
    const { rows } = await stack.db.query<{ id: string; public: boolean }>('select id, public from storage.buckets order by id');
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: 'avatars', public: true },
        { id: 'media', public: true },
      ]),
    );
    const member = await createUser();
    const editor = await createStaff('editor');
    const put = (user: string, bucket: string, name: string) =>
      errorCode(
        as('authenticated', user, (tx) =>
          tx.query('insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]),
        ),
      );
    expect(await put(member, 'media', 'x.png')).toBe('42501');
    expect(await put(editor, 'media', 'colleges/x.png')).toBeNull();
    expect(await put(member, 'avatars', `${member}/me.png`)).toBeNull();
    expect(await put(member, 'avatars', `${editor}/me.png`)).toBe('42501');
  });
});
