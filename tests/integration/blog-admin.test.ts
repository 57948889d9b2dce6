import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { blogAdminActions } from '@/lib/blog/blog-admin.handlers';
import type { LocalStack } from '@/supabase/local';
import { service, startFormsStack, uniq, visitor, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// Blog posts written from the back-office: the actions over supabase-js clients signed in as each role, what
// the database does on insert and update (spec §7), scheduled posts under row-level security, slug redirects,
// and the refusals of everyone who may not manage content.

let stack: LocalStack;
let editor: { client: Client; id: string };
let superAdmin: { client: Client; id: string };
let counselor: { client: Client; id: string };
let member: { client: Client; id: string };
let anon: Client;
/** The client the next action call runs as. */
let caller: Client;
let now = new Date();
const report = vi.fn();

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

function actions() {
  const chain = createActionChain({
    visitor: async () => ({ ip: '198.51.100.7', userAgent: 'vitest' }),
    client: async () => caller,
    user: userFromClaims,
    report,
  });
  return blogAdminActions(chain, { now: () => now, supabaseUrl: () => stack.url });
}

/** A complete form submission with a unique title. */
const form = (over: Record<string, string> = {}) => ({
  title: `Scheduling test ${uniq('post')}`,
  excerpt: 'What the cards show.',
  content: 'Two hundred words would be one minute.\n\n## A heading',
  category: 'Admissions',
  tags: 'CAT',
  publication: 'publish',
  ...over,
});

async function postRow(id: string): Promise<Row> {
  const { rows } = await stack.db.query<Row>('select * from public.blog_posts where id = $1', [id]);
  return rows[0];
}

/** A post written as the database owner; `row` overrides the defaults. */
async function insertPost(row: Row = {}): Promise<string> {
  const full: Row = { slug: uniq('post'), title: 'Owner post', category: 'Admissions', content: 'Body', ...row };
  const columns = Object.keys(full);
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.blog_posts (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    columns.map((c) => full[c]),
  );
  return rows[0].id;
}

const visibleTo = async (client: Client, id: string) =>
  (await client.from('blog_posts').select('id').eq('id', id)).data?.length === 1;

beforeAll(async () => {
  stack = await startFormsStack();
  editor = await staff(stack, 'editor', 'Ananya Iyer');
  superAdmin = await staff(stack, 'super_admin', 'Rohan Mehta');
  counselor = await staff(stack, 'counselor', 'Priya Nair');
  member = await staff(stack, 'member', 'Aditya Verma');
  anon = visitor(stack, '198.51.100.8');
}, 120_000);
afterAll(() => stack?.stop());

describe('the editor writes posts (spec §7)', () => {
  it('an insert sets author_id to the editor and published_at to now, with the reading time', async () => {
    caller = editor.client;
    now = new Date();
    const before = Date.now();
    const result = await actions().create(form());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await postRow(result.data.id!);
    expect(row).toMatchObject({ author_id: editor.id, status: 'published', reading_time_minutes: 1, category: 'Admissions' });
    expect(ms(row.published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(row.slug).toBe(result.data.slug);
    expect(result.data.message).toBe(`Post published. Its address is /blog/${row.slug}.`);
    expect(await visibleTo(anon, result.data.id!)).toBe(true);
  });

  it('names another member of staff as the author, and refuses someone who is not staff', async () => {
    caller = editor.client;
    now = new Date();
    const named = await actions().create(form({ author_id: superAdmin.id }));
    expect(named.ok && (await postRow(named.data.id!)).author_id).toBe(superAdmin.id);
    const refused = await actions().create(form({ author_id: member.id }));
    expect(refused).toMatchObject({ ok: false, code: 'VALIDATION' });
  });

  it('an update sets updated_at and keeps the first published date', async () => {
    caller = editor.client;
    now = new Date();
    const created = await actions().create(form());
    if (!created.ok) throw new Error(created.message);
    const first = await postRow(created.data.id!);
    await sleep(30);
    now = new Date();
    const updated = await actions().update({
      ...form({ title: 'Renamed title only' }),
      id: created.data.id!,
      slug: String(first.slug),
    });
    expect(updated.ok).toBe(true);
    const row = await postRow(created.data.id!);
    expect(row.title).toBe('Renamed title only');
    expect(ms(row.updated_at)).toBeGreaterThan(ms(first.updated_at));
    expect(ms(row.published_at)).toBe(ms(first.published_at));
  });

  it('makes a unique slug from the title, and a renamed post leaves a redirect from its old slug', async () => {
    caller = editor.client;
    now = new Date();
    const title = `Same title ${uniq('t')}`;
    const a = await actions().create(form({ title }));
    const b = await actions().create(form({ title }));
    if (!a.ok || !b.ok) throw new Error('create failed');
    expect(b.data.slug).toBe(`${a.data.slug}-2`);

    const renamed = await actions().update({ ...form({ title }), id: b.data.id!, slug: `${a.data.slug}-renamed` });
    expect(renamed.ok && renamed.data.slug).toBe(`${a.data.slug}-renamed`);
    const { data } = await anon.from('slug_redirects').select('new_slug').eq('kind', 'blog').eq('old_slug', b.data.slug!);
    expect(data).toEqual([{ new_slug: `${a.data.slug}-renamed` }]);
  });

  it('deletes a post', async () => {
    caller = editor.client;
    now = new Date();
    const created = await actions().create(form());
    if (!created.ok) throw new Error(created.message);
    const removed = await actions().remove({ id: created.data.id! });
    expect(removed).toMatchObject({ ok: true });
    expect(await postRow(created.data.id!)).toBeUndefined();
    expect(await actions().remove({ id: created.data.id! })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('scheduled posts', () => {
  it('are invisible to anon and members before their time and visible after it', async () => {
    caller = editor.client;
    now = new Date();
    const inTwoMinutes = new Date(Date.now() + 120_000);
    const ist = new Date(inTwoMinutes.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16);
    const result = await actions().create(form({ publication: 'schedule', publish_at: ist }));
    if (!result.ok) throw new Error(result.message);
    const id = result.data.id!;
    expect(result.data.message).toMatch(
      /^Post scheduled for \d+ \w+ \d{4}, \d+:\d{2} [ap]m IST\. Its address will be \/blog\/scheduling-test-/,
    );
    const row = await postRow(id);
    expect(row.status).toBe('published');
    expect(Math.abs(ms(row.published_at) - inTwoMinutes.getTime())).toBeLessThan(60_000);

    expect(await visibleTo(anon, id)).toBe(false);
    expect(await visibleTo(member.client, id)).toBe(false);
    expect(await visibleTo(counselor.client, id)).toBe(false);
    expect(await visibleTo(editor.client, id)).toBe(true);

    // Its time comes: published_at just past.
    await stack.db.query(`update public.blog_posts set published_at = now() - interval '1 second' where id = $1`, [id]);
    expect(await visibleTo(anon, id)).toBe(true);
    expect(await visibleTo(member.client, id)).toBe(true);
  });

  it('refuses a schedule in the past and changes nothing', async () => {
    caller = editor.client;
    now = new Date();
    const title = `Past schedule ${uniq('t')}`;
    const result = await actions().create(form({ title, publication: 'schedule', publish_at: '2020-01-01T10:00' }));
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { publish_at: ['The publish time must be in the future.'] },
    });
    const { rows } = await stack.db.query('select 1 from public.blog_posts where title = $1', [title]);
    expect(rows).toHaveLength(0);
  });

  it('drafts are visible only to content managers', async () => {
    caller = superAdmin.client;
    now = new Date();
    const result = await actions().create(form({ publication: 'draft' }));
    if (!result.ok) throw new Error(result.message);
    expect(await postRow(result.data.id!)).toMatchObject({ status: 'draft', published_at: null, author_id: superAdmin.id });
    expect(await visibleTo(anon, result.data.id!)).toBe(false);
    expect(await visibleTo(member.client, result.data.id!)).toBe(false);
    expect(await visibleTo(editor.client, result.data.id!)).toBe(true);
  });
});

describe('who may not write posts', () => {
  it('the actions refuse a counsellor and a member with FORBIDDEN, before reading the input', async () => {
    for (const client of [counselor.client, member.client]) {
      caller = client;
      now = new Date();
      const title = `Refused ${uniq('t')}`;
      expect(await actions().create(form({ title }))).toEqual({ ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      expect(await actions().update({ id: 'not-an-id' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect(await actions().remove({ id: 'not-an-id' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect((await stack.db.query('select 1 from public.blog_posts where title = $1', [title])).rows).toHaveLength(0);
    }
    caller = anon;
    expect(await actions().create(form())).toMatchObject({ ok: false, code: 'NOT_AUTHENTICATED' });
  });

  it('row-level security refuses every blog write by a counsellor, a member and anon', async () => {
    const id = await insertPost({ status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() });
    for (const client of [counselor.client, member.client, anon]) {
      const inserted = await client
        .from('blog_posts')
        .insert({ slug: uniq('refused'), title: 'Refused', category: 'Admissions' });
      expect(inserted.error).not.toBeNull();
      await client.from('blog_posts').update({ title: 'Defaced' }).eq('id', id);
      await client.from('blog_posts').delete().eq('id', id);
    }
    expect(await postRow(id)).toMatchObject({ title: 'Owner post' });
    // The service role (back-office jobs) is not refused: the check above is about the roles, not the table.
    expect((await service(stack).from('blog_posts').update({ title: 'Owner post' }).eq('id', id)).error).toBeNull();
  });
});
