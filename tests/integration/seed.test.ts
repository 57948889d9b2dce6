import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_TYPES, LEAD_PRIORITIES, LEAD_SOURCES, LEAD_STATUSES } from '@/lib/leads/lead-fields';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// supabase/seed.sql on a fresh in-memory stack: enough realistic data for every screen, demo accounts that can
// sign in with their roles, and the honesty rules for real institutions (no package without its year and source).

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
});
afterAll(() => stack?.stop());

async function rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
  return (await stack.db.query<T>(sql, params)).rows;
}
async function count(sql: string): Promise<number> {
  const [r] = await rows<{ n: number }>(`select (${sql})::int as n`);
  return r.n;
}
async function distinct(table: string, column: string): Promise<string[]> {
  return (await rows<{ v: string }>(`select distinct ${column} as v from public.${table} order by 1`)).map((r) => r.v);
}

describe('seed', () => {
  it('was applied', () => {
    expect(stack.migrations.seeded).toBe(true);
  });

  it('has at least 60 colleges in at least 8 states, including the five state filters of spec §7', async () => {
    expect(await count('select count(*) from public.colleges')).toBeGreaterThanOrEqual(60);
    expect(await count('select count(distinct state) from public.colleges')).toBeGreaterThanOrEqual(8);
    for (const key of ['maharashtra', 'gujarat', 'karnataka', 'delhi', 'telangana']) {
      // The app's state filter matches the key case-insensitively against the location text.
      const n = await count(`select count(*) from public.colleges where location ilike '%${key}%'`);
      expect(n, key).toBeGreaterThan(0);
    }
  });

  it('gives every college at least one program, and exactly one flagship', async () => {
    const bad = await rows<{ slug: string; programs: number; flagships: number }>(`
      select c.slug, count(p.id)::int as programs, count(p.id) filter (where p.is_flagship)::int as flagships
        from public.colleges c left join public.college_programs p on p.college_id = c.id
       group by c.slug
      having count(p.id) = 0 or count(p.id) filter (where p.is_flagship) <> 1`);
    expect(bad).toEqual([]);
  });

  it('never shows a package without its year and source, nor a NIRF rank without its year', async () => {
    const packages = await rows(`
      select slug from public.colleges
       where (average_package is not null or highest_package is not null or median_package is not null)
         and (coalesce(btrim(placement_year), '') = '' or coalesce(btrim(placement_source), '') = '')`);
    expect(packages).toEqual([]);
    expect(await count('select count(*) from public.colleges where nirf_rank is not null and nirf_year is null')).toBe(0);
    expect(await count(`select count(*) from public.colleges where total_fees = 0 or average_package = 0`)).toBe(0);
    // Every published fee figure names where it came from.
    const fees = await rows(`
      select slug from public.colleges
       where (total_fees is not null or fees_min is not null)
         and not exists (select 1 from jsonb_array_elements(data_sources) d where d ->> 'label' = 'fees')`);
    expect(fees).toEqual([]);
  });

  it('labels every cut-off with its kind, exam and source', async () => {
    const bad = await rows(`
      select c.slug, x from public.colleges c, jsonb_array_elements(c.cutoffs) x
       where x ->> 'kind' is null or x ->> 'exam' is null or coalesce(x ->> 'source', '') = ''`);
    expect(bad).toEqual([]);
  });

  it('has the five exams with their patterns', async () => {
    const exams = await rows<{ name: string; difficulty: string | null; sections: unknown[]; total_questions: number }>(
      'select name, difficulty, sections, total_questions from public.exams order by name',
    );
    expect(exams.map((e) => e.name)).toEqual(['CAT', 'MAT', 'NMAT', 'SNAP', 'XAT']);
    const byName = Object.fromEntries(exams.map((e) => [e.name, e]));
    expect(byName.CAT.difficulty).toBe('High');
    expect(byName.XAT.difficulty).toBe('Medium');
    expect(byName.NMAT.difficulty).toBe('Medium');
    expect(byName.SNAP.difficulty).toBe('Easy');
    expect(byName.CAT.total_questions).toBe(68);
    for (const e of exams) expect(e.sections.length, e.name).toBeGreaterThan(0);
  });

  it('has at least 12 published posts in at least 4 categories, each with a real body', async () => {
    const published = `from public.blog_posts where status = 'published' and published_at <= now()`;
    expect(await count(`select count(*) ${published}`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(distinct category) ${published}`)).toBeGreaterThanOrEqual(4);
    expect(await count(`select count(*) ${published} and (length(content) < 2000 or content not like '%## %')`)).toBe(0);
    expect(await count(`select count(*) ${published} and author_id is null`)).toBe(0);
  });

  it('has videos, FAQs, testimonials and scholarships', async () => {
    expect(await count('select count(*) from public.videos where is_active')).toBeGreaterThanOrEqual(6);
    expect(await count('select count(*) from public.videos where is_featured and is_active')).toBeGreaterThan(0);
    expect(await count('select count(*) from public.videos where not is_free and price in (299, 499)')).toBeGreaterThan(0);
    expect(await count('select count(*) from public.faqs where is_active')).toBeGreaterThanOrEqual(10);
    expect(await distinct('faqs', 'category')).toEqual(expect.arrayContaining(['general', 'admissions']));
    expect(await count('select count(*) from public.testimonials')).toBe(6);
    expect(await count('select count(*) from public.scholarships')).toBeGreaterThanOrEqual(6);
  });

  it('has published mock tests whose questions all have an answer key', async () => {
    expect(await count('select count(*) from public.mock_tests where is_published')).toBeGreaterThanOrEqual(4);
    expect(
      await count(`select count(*) from public.mock_test_questions q join public.mock_tests t on t.id = q.mock_test_id
                    where t.slug = 'cat-full-length-mock-1'`),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(`select count(*) from public.mock_test_questions q
                    left join public.mock_test_answer_keys k on k.question_id = q.id
                    where k.question_id is null or coalesce(k.explanation, '') = ''`),
    ).toBe(0);
    // Each MCQ's answer is one of its option keys.
    expect(
      await count(`select count(*) from public.mock_test_questions q join public.mock_test_answer_keys k on k.question_id = q.id
                    where q.question_type = 'mcq'
                      and not exists (select 1 from jsonb_array_elements(q.options) o where o ->> 'key' = k.correct_answer)`),
    ).toBe(0);
  });

  it('has leads in every status, source and form_type, with counselors and follow-ups', async () => {
    // distinct() sorts as the database's C collation does, which for these plain ASCII values is JavaScript's sort.
    expect(await distinct('leads', 'status')).toEqual([...LEAD_STATUSES].sort());
    expect(await distinct('leads', 'source')).toEqual([...LEAD_SOURCES].sort());
    expect(await distinct('leads', 'form_type')).toEqual([...LEAD_FORM_TYPES].sort());
    expect(await distinct('leads', 'priority')).toEqual([...LEAD_PRIORITIES].sort());
    expect(await count('select count(*) from public.counselors')).toBe(5);
    expect(await count('select count(distinct assigned_counselor_id) from public.leads')).toBe(5);
    expect(await count("select count(*) from public.leads where status = 'converted' and converted_at is null")).toBe(0);
    expect(await count('select count(*) from public.leads where next_follow_up_at <= now()')).toBeGreaterThan(0);
  });

  it("gives the public settings a real business's details, and no placeholder the site would print", async () => {
    const settings = await rows<{ key: string; value: unknown }>('select key, value from public.site_settings where is_public');
    for (const { key, value } of settings) {
      const text = JSON.stringify(value);
      expect(text, key).not.toMatch(/to be configured|placeholder|\.example\b|90000 00000|lorem ipsum/i);
    }
    const [contact] = settings.filter((s) => s.key === 'contact');
    expect(contact.value).toMatchObject({ email: 'hello@mbadisha.in', address: expect.stringContaining('Pune') });
  });

  it('has community threads with replies, site settings, subscribers and contact submissions', async () => {
    expect(await count('select count(*) from public.community_threads')).toBeGreaterThanOrEqual(5);
    expect(await count('select count(*) from public.community_threads where reply_count > 0')).toBeGreaterThanOrEqual(5);
    const [stats] = await rows<{ value: Record<string, string> }>("select value from public.site_settings where key = 'stats'");
    expect(stats.value).toMatchObject({
      students: '4000+',
      college_tie_ups: '500+',
      placement_rate: '95%',
      internships: '1,200+',
      videos: '200+',
    });
    expect(await count('select count(*) from public.newsletter_subscribers')).toBeGreaterThan(0);
    expect(await count('select count(*) from public.contact_submissions')).toBeGreaterThan(0);
  });

  it('creates the five demo accounts, each able to sign in, with its role', async () => {
    const users = await rows<{
      email: string;
      ok: boolean;
      confirmed: boolean;
      identities: number;
      role: string;
      is_admin: boolean;
    }>(`
      select u.email, extensions.crypt('Demo@12345', u.encrypted_password) = u.encrypted_password as ok,
             u.email_confirmed_at is not null as confirmed,
             (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities,
             p.role, p.is_admin
        from auth.users u join public.profiles p on p.id = u.id
       where u.email like '%@demo.local' order by u.email`);
    expect(users).toEqual([
      { email: 'counselor@demo.local', ok: true, confirmed: true, identities: 1, role: 'counselor', is_admin: true },
      { email: 'editor@demo.local', ok: true, confirmed: true, identities: 1, role: 'editor', is_admin: true },
      { email: 'member@demo.local', ok: true, confirmed: true, identities: 1, role: 'member', is_admin: false },
      { email: 'moderator@demo.local', ok: true, confirmed: true, identities: 1, role: 'community_mod', is_admin: true },
      { email: 'superadmin@demo.local', ok: true, confirmed: true, identities: 1, role: 'super_admin', is_admin: true },
    ]);
  });

  it('lets a demo account sign in through the auth API', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@demo.local', password: 'Demo@12345' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token?: string; user?: { email?: string } };
    expect(body.access_token).toBeTruthy();
    expect(body.user?.email).toBe('editor@demo.local');
  });
});
