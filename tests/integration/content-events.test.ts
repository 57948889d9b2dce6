import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { service, startFormsStack, uniq, visitor, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// public.content_events: every change to public content, media and settings, with who made it and the row before
// and after (triggers), readable by content managers and never changed through the API. public.slug_redirects:
// the old addresses of renamed colleges and posts.

let stack: LocalStack;
let editor: Client;
let editorId = '';
let superAdmin: Client;
let counselor: Client;
let member: Client;
let anon: Client;

beforeAll(async () => {
  stack = await startFormsStack();
  ({ client: editor, id: editorId } = await staff(stack, 'editor', 'Ananya Iyer'));
  superAdmin = (await staff(stack, 'super_admin', 'Rohan Mehta')).client;
  counselor = (await staff(stack, 'counselor', 'Priya Nair')).client;
  member = (await staff(stack, 'member', 'Aditya Verma')).client;
  anon = visitor(stack, '192.0.2.9');
}, 120_000);
afterAll(() => stack?.stop());

async function history(subjectTable: string, subjectId: string): Promise<Row[]> {
  const { rows } = await stack.db.query<Row>(
    `select table_name, action, actor_id, actor_name, changed_fields, before, after
       from public.content_events where subject_table = $1 and subject_id = $2 order by id`,
    [subjectTable, subjectId],
  );
  return rows;
}

async function newCollege(client: Client, over: Row = {}): Promise<{ id: string; slug: string }> {
  const slug = uniq('college');
  const { data, error } = await client
    .from('colleges')
    .insert({ slug, name: `College ${slug}`, location: 'Pune, Maharashtra', ...over })
    .select('id, slug')
    .single();
  if (error) throw error;
  return data;
}

describe('content history', () => {
  it('records a college insert, an edit with its changed fields, and its programs under the college', async () => {
    const college = await newCollege(editor);
    expect((await editor.from('colleges').update({ total_seats: 120 }).eq('id', college.id)).error).toBeNull();
    const program = await editor.from('college_programs').insert({ college_id: college.id, name: 'PGDM' }).select('id').single();
    expect(program.error).toBeNull();

    const events = await history('colleges', college.id);
    expect(events.map((e) => [e.table_name, e.action, e.actor_id, e.actor_name])).toEqual([
      ['colleges', 'insert', editorId, 'Ananya Iyer'],
      ['colleges', 'update', editorId, 'Ananya Iyer'],
      ['college_programs', 'insert', editorId, 'Ananya Iyer'],
    ]);
    expect(events[1].changed_fields).toEqual(['total_seats']);
    expect((events[1].before as Row).total_seats).toBeNull();
    expect((events[1].after as Row).total_seats).toBe(120);
  });

  it('records a delete with the row as it was', async () => {
    const college = await newCollege(editor);
    expect((await editor.from('colleges').delete().eq('id', college.id)).error).toBeNull();
    const events = await history('colleges', college.id);
    expect(events.at(-1)).toMatchObject({ action: 'delete', after: null, before: { slug: college.slug } });
  });

  it('does not record a view counted on a post', async () => {
    const slug = uniq('post');
    const post = await editor.from('blog_posts').insert({ slug, title: 'Counted', category: 'cat' }).select('id').single();
    expect(post.error).toBeNull();
    await stack.db.query('update public.blog_posts set views = views + 1 where id = $1', [post.data!.id]);
    expect((await history('blog_posts', post.data!.id)).map((e) => e.action)).toEqual(['insert']);
  });

  it('shows content history to content managers only, and settings history to super admins only', async () => {
    const college = await newCollege(editor);
    const key = `test.${uniq('setting').toLowerCase()}`;
    await stack.db.query(`insert into public.site_settings (key, value) values ($1, '"x"'::jsonb)`, [key]);

    const read = async (client: Client, table: string, id: string) =>
      (await client.from('content_events').select('id').eq('subject_table', table).eq('subject_id', id)).data ?? [];
    expect(await read(editor, 'colleges', college.id)).toHaveLength(1);
    expect(await read(superAdmin, 'colleges', college.id)).toHaveLength(1);
    expect(await read(counselor, 'colleges', college.id)).toHaveLength(0);
    expect(await read(member, 'colleges', college.id)).toHaveLength(0);
    expect(await read(anon, 'colleges', college.id)).toHaveLength(0);
    expect(await read(superAdmin, 'site_settings', key)).toHaveLength(1);
    expect(await read(editor, 'site_settings', key)).toHaveLength(0);
  });

  it('refuses every change to the history through the API, even to a super admin and the service role', async () => {
    const college = await newCollege(editor);
    for (const client of [superAdmin, editor, service(stack)]) {
      const insert = await client
        .from('content_events')
        .insert({ table_name: 'colleges', row_id: 'x', subject_table: 'colleges', subject_id: 'x', action: 'insert' });
      expect(insert.error).not.toBeNull();
      await client.from('content_events').update({ actor_name: 'Someone else' }).eq('subject_id', college.id);
      await client.from('content_events').delete().eq('subject_id', college.id);
    }
    expect(await history('colleges', college.id)).toMatchObject([{ actor_name: 'Ananya Iyer' }]);
  });
});

describe('content writes by role', () => {
  const writes: Record<string, Row> = {
    colleges: { slug: 'refused-college', name: 'Refused', location: 'Pune, Maharashtra' },
    exams: { slug: 'refused-exam', name: 'REFUSED' },
    blog_posts: { slug: 'refused-post', title: 'Refused', category: 'cat' },
    videos: { title: 'Refused', video_url: 'https://example.com/v' },
    faqs: { question: 'Refused?', answer: 'Yes.' },
    scholarships: { slug: 'refused-scholarship', name: 'Refused', provider: 'Nobody' },
    testimonials: { name: 'Refused', college: 'Nowhere', content: 'No.' },
    media: { storage_path: 'refused.png', file_name: 'refused.png' },
    site_settings: { key: 'refused.setting', value: 'x' },
  };

  it.each(Object.keys(writes))('refuses a counselor, a member and a visitor any write to %s', async (table) => {
    // Untyped: one loop over tables of different shapes.
    const from = (client: Client) => (client as unknown as SupabaseClient).from(table);
    for (const client of [counselor, member, anon]) {
      const insert = await from(client).insert(writes[table]);
      expect(insert.error, `${table} insert`).not.toBeNull();
    }
    const { rows } = await stack.db.query<{ id: string }>(
      table === 'site_settings' ? `select key as id from public.site_settings limit 1` : `select id from public.${table} limit 1`,
    );
    const before = await stack.db.query<Row>(`select count(*)::int as n from public.${table}`);
    for (const client of [counselor, member, anon]) {
      if (rows[0]) {
        const key = table === 'site_settings' ? 'key' : 'id';
        const update = await from(client).update({ updated_at: new Date().toISOString() }).eq(key, rows[0].id).select();
        expect(update.data ?? [], `${table} update`).toHaveLength(0);
        await from(client).delete().eq(key, rows[0].id);
      }
    }
    expect((await stack.db.query<Row>(`select count(*)::int as n from public.${table}`)).rows).toEqual(before.rows);
  });
});

describe('slug redirects', () => {
  const redirectOf = async (client: Client, kind: string, slug: string) =>
    (await client.from('slug_redirects').select('new_slug').eq('kind', kind).eq('old_slug', slug).maybeSingle()).data?.new_slug ??
    null;

  it('keeps every old slug of a renamed college pointing at the current one', async () => {
    const college = await newCollege(editor);
    const second = uniq('second');
    const third = uniq('third');
    expect((await editor.from('colleges').update({ slug: second }).eq('id', college.id)).error).toBeNull();
    expect(await redirectOf(anon, 'college', college.slug)).toBe(second);
    expect((await editor.from('colleges').update({ slug: third }).eq('id', college.id)).error).toBeNull();
    expect(await redirectOf(anon, 'college', college.slug)).toBe(third);
    expect(await redirectOf(anon, 'college', second)).toBe(third);
  });

  it('stops redirecting a slug that a college takes again, and drops redirects of a deleted college', async () => {
    const college = await newCollege(editor);
    const renamed = uniq('renamed');
    await editor.from('colleges').update({ slug: renamed }).eq('id', college.id);
    const other = await newCollege(editor, { slug: college.slug });
    expect(await redirectOf(anon, 'college', college.slug)).toBeNull();
    expect(other.slug).toBe(college.slug);

    const gone = await newCollege(editor);
    const goneRenamed = uniq('gone');
    await editor.from('colleges').update({ slug: goneRenamed }).eq('id', gone.id);
    await editor.from('colleges').delete().eq('id', gone.id);
    expect(await redirectOf(editor, 'college', gone.slug)).toBeNull();
  });

  it('does not show visitors where a draft post moved', async () => {
    const slug = uniq('draft');
    const post = await editor
      .from('blog_posts')
      .insert({ slug, title: 'Draft', category: 'cat', status: 'draft' })
      .select('id')
      .single();
    const moved = uniq('draft-moved');
    await editor.from('blog_posts').update({ slug: moved }).eq('id', post.data!.id);
    expect(await redirectOf(editor, 'blog', slug)).toBe(moved);
    expect(await redirectOf(anon, 'blog', slug)).toBeNull();
    await editor.from('blog_posts').update({ status: 'published' }).eq('id', post.data!.id);
    expect(await redirectOf(anon, 'blog', slug)).toBe(moved);
  });

  it('refuses anyone writing a redirect through the API', async () => {
    for (const client of [editor, superAdmin, anon]) {
      const { error } = await client.from('slug_redirects').insert({ kind: 'college', old_slug: 'a', new_slug: 'b' });
      expect(error).not.toBeNull();
    }
  });
});
