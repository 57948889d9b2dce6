import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims, type ActionChain } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import type { Database } from '@/lib/database.types';
import { FAQ_ORDER_SAVED, faqAdminActions } from '@/lib/faq/faq-admin.handlers';
import { testimonialAdminActions } from '@/lib/testimonials/testimonials-admin.handlers';
import { VIDEO_MESSAGES } from '@/lib/video/admin-schema';
import { videoAdminActions } from '@/lib/video/video-admin.handlers';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// Issue 12's testimonials, videos and FAQs back-office: what row-level security refuses a counsellor, a member
// and a visitor on each table, the actions' capability check (FORBIDDEN) and their effect for an editor, and
// the FAQ order saved in one call.

type Client = SupabaseClient<Database>;
type Actor = 'anon' | 'member' | 'counselor' | 'editor';
type Table = 'testimonials' | 'videos' | 'faqs';

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PASSWORD = 'Tvf-Passw0rd!';

let stack: LocalStack;
let service: Client;
const clients = {} as Record<Actor, Client>;
let caller: Actor = 'anon';
let chain: ActionChain;
const tag = () => `tvf-${randomUUID().slice(0, 8)}`;

const NEW_ROW: Record<Table, () => Record<string, unknown>> = {
  testimonials: () => ({ name: tag(), college: 'IIM Udaipur', content: 'A story.', rating: 5 }),
  videos: () => ({ title: tag(), video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }),
  faqs: () => ({ question: `${tag()}?`, answer: 'An answer.' }),
};
const TEXT_COLUMN: Record<Table, string> = { testimonials: 'name', videos: 'title', faqs: 'question' };

async function signedIn(role: 'member' | 'counselor' | 'editor'): Promise<Client> {
  const email = `${role}-${randomUUID().slice(0, 8)}@tvf.test`;
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  if (role !== 'member') {
    const update = await service.from('profiles').update({ role, is_admin: true }).eq('id', data.user.id);
    if (update.error) throw update.error;
  }
  const client = createClient<Database>(stack.url, stack.anonKey, opts);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return client;
}

async function insertAsService(table: Table, row: Record<string, unknown> = NEW_ROW[table]()): Promise<{ id: string }> {
  const { data, error } = await service
    .from(table)
    .insert(row as never)
    .select('id')
    .single();
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return data as { id: string };
}

async function rowOf(table: Table, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as Record<string, unknown> | null;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
  service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  clients.anon = createClient<Database>(stack.url, stack.anonKey, opts);
  [clients.member, clients.counselor, clients.editor] = await Promise.all([
    signedIn('member'),
    signedIn('counselor'),
    signedIn('editor'),
  ]);
  chain = createActionChain({
    visitor: async () => ({ ip: '198.51.100.12', userAgent: 'Mozilla/5.0 (integration)' }),
    client: async () => clients[caller],
    user: userFromClaims,
    report: () => undefined,
  });
}, 120_000);
afterAll(() => stack?.stop());

describe('row-level security on testimonials, videos and FAQs', () => {
  for (const table of ['testimonials', 'videos', 'faqs'] as const) {
    for (const actor of ['anon', 'member', 'counselor'] as const) {
      it(`refuses ${actor} every write on ${table}`, async () => {
        const client = clients[actor];
        const row = NEW_ROW[table]();
        const insert = await client.from(table).insert(row as never);
        expect(insert.error?.code, 'insert').toBe('42501');
        const text = row[TEXT_COLUMN[table]] as string;
        expect(
          (
            await service
              .from(table)
              .select('id')
              .eq(TEXT_COLUMN[table] as never, text as never)
          ).data,
        ).toEqual([]);

        const { id } = await insertAsService(table);
        const before = await rowOf(table, id);
        await client
          .from(table)
          .update({ [TEXT_COLUMN[table]]: 'changed', is_active: false } as never)
          .eq('id', id);
        expect(await rowOf(table, id), 'update').toEqual(before);
        await client.from(table).delete().eq('id', id);
        expect(await rowOf(table, id), 'delete').toEqual(before);
      });
    }

    it(`lets an editor insert, update and delete ${table}`, async () => {
      const { data, error } = await clients.editor
        .from(table)
        .insert(NEW_ROW[table]() as never)
        .select('id')
        .single();
      expect(error).toBeNull();
      const id = (data as { id: string }).id;
      await clients.editor.from(table).update({ is_active: false }).eq('id', id);
      expect((await rowOf(table, id))?.is_active).toBe(false);
      await clients.editor.from(table).delete().eq('id', id);
      expect(await rowOf(table, id)).toBeNull();
    });
  }
});

describe('the back-office actions (manage content only)', () => {
  const faqs = () => faqAdminActions(chain);
  const videos = () => videoAdminActions(chain);
  const testimonials = () => testimonialAdminActions(chain);

  it('refuses a counsellor every action with FORBIDDEN and changes nothing', async () => {
    caller = 'counselor';
    const faq = await insertAsService('faqs');
    const video = await insertAsService('videos');
    const story = await insertAsService('testimonials');
    const forbidden = { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
    const question = `${tag()}?`;
    expect(await faqs().create({ question, answer: 'A.', category: 'general' })).toEqual(forbidden);
    expect(await faqs().update({ id: faq.id, question, answer: 'A.' })).toEqual(forbidden);
    expect(await faqs().remove({ id: faq.id })).toEqual(forbidden);
    expect(await faqs().saveOrder({ ids: [faq.id] })).toEqual(forbidden);
    expect(
      await videos().create({
        title: tag(),
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        video_type: 'youtube',
        difficulty: 'Beginner',
        is_free: 'on',
      }),
    ).toEqual(forbidden);
    expect(await videos().remove({ id: video.id })).toEqual(forbidden);
    expect(await testimonials().create({ name: tag(), college: 'IIM Udaipur', content: 'Story', rating: '5' })).toEqual(
      forbidden,
    );
    expect(await testimonials().remove({ id: story.id })).toEqual(forbidden);
    expect((await service.from('faqs').select('id').eq('question', question)).data).toEqual([]);
    for (const [table, id] of [
      ['faqs', faq.id],
      ['videos', video.id],
      ['testimonials', story.id],
    ] as const) {
      expect(await rowOf(table, id), table).not.toBeNull();
    }
  });

  it('creates, edits and deletes a video for an editor, saving a YouTube watch link as its embed link', async () => {
    caller = 'editor';
    const title = tag();
    const created = await videos().create({
      title,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_type: 'youtube',
      difficulty: 'Intermediate',
      tags: 'CAT, DILR',
      is_free: '',
      price: '499',
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id! : '';
    expect(await rowOf('videos', id)).toMatchObject({
      title,
      video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      tags: ['CAT', 'DILR'],
      is_free: false,
      price: 499,
      is_active: false,
    });

    const updated = await videos().update({
      id,
      title: `${title} v2`,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      video_type: 'youtube',
      difficulty: 'Advanced',
      is_free: 'on',
      price: '499',
      is_active: 'on',
    });
    expect(updated).toMatchObject({ ok: true });
    expect(await rowOf('videos', id)).toMatchObject({ title: `${title} v2`, price: 0, is_free: true, difficulty: 'Advanced' });
    // The audit trail the edit page's history shows: who changed which fields.
    const { data: events } = await service
      .from('content_events')
      .select('action, changed_fields, actor_id')
      .eq('subject_table', 'videos')
      .eq('subject_id', id)
      .order('id');
    expect(events?.map((e) => e.action)).toEqual(['insert', 'update']);
    expect(events?.[1].changed_fields).toEqual(expect.arrayContaining(['title', 'difficulty', 'is_free', 'price']));
    expect(events?.[1].actor_id).not.toBeNull();
    expect(await videos().remove({ id })).toMatchObject({ ok: true, data: { message: `Deleted “${title} v2”.` } });
    expect(await rowOf('videos', id)).toBeNull();
  });

  it('refuses a bad video with a message per field and saves nothing', async () => {
    caller = 'editor';
    const title = tag();
    const result = await videos().create({
      title,
      video_url: 'https://example.com/talk',
      video_type: 'youtube',
      difficulty: 'Beginner',
      price: '',
    });
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION' });
    if (result.ok) return;
    expect(result.fieldErrors?.video_url).toEqual([VIDEO_MESSAGES.notYoutube]);
    expect(result.fieldErrors?.price).toEqual([VIDEO_MESSAGES.paidPrice]);
    expect((await service.from('videos').select('id').eq('title', title)).data).toEqual([]);
  });

  it('creates and edits a testimonial with a photo and a video for an editor', async () => {
    caller = 'editor';
    const name = tag();
    const created = await testimonials().create({
      name,
      college: 'IIM Udaipur',
      content: 'The cut-off tables helped.',
      rating: '4',
      image_url: 'http://127.0.0.1:54321/storage/v1/object/public/media/a.jpg',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      year: '2025',
      is_active: 'on',
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id! : '';
    expect(await rowOf('testimonials', id)).toMatchObject({ name, rating: 4, year: 2025, is_active: true });
    expect(Number((await rowOf('testimonials', id))?.order_index)).toBeGreaterThan(0);
    const bad = await testimonials().update({ id, name, college: 'IIM Udaipur', content: '', rating: '6', year: '1890' });
    expect(bad).toMatchObject({ ok: false, code: 'VALIDATION' });
    if (!bad.ok) expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['content', 'rating', 'year']);
    expect(await rowOf('testimonials', id)).toMatchObject({ content: 'The cut-off tables helped.', rating: 4 });
  });

  it('saves a new FAQ order in one action, reusing the order_index values the FAQs held', async () => {
    caller = 'editor';
    const category = tag().replace(/-/g, '_');
    const rows = await Promise.all(
      [700, 701, 702].map((order_index, i) =>
        insertAsService('faqs', { question: `${category} ${i}?`, answer: 'A.', category, order_index }),
      ),
    );
    const [a, b, c] = rows.map((r) => r.id);
    expect(await faqs().saveOrder({ ids: [c, a, b] })).toEqual({ ok: true, data: { message: FAQ_ORDER_SAVED } });
    const { data } = await service.from('faqs').select('id, order_index').eq('category', category).order('order_index');
    expect(data).toEqual([
      { id: c, order_index: 700 },
      { id: a, order_index: 701 },
      { id: b, order_index: 702 },
    ]);

    // A counsellor calling the database function directly is refused by row-level security, and nothing moves.
    const refused = await clients.counselor.rpc('set_faq_order', { faq_ids: [a, b, c], order_indexes: [700, 701, 702] });
    expect(refused.error?.code).toBe('42501');
    const after = await service.from('faqs').select('id').eq('category', category).order('order_index');
    expect(after.data?.map((r) => r.id)).toEqual([c, a, b]);
  });

  it('refuses to save an order naming a FAQ that no longer exists, and moves nothing', async () => {
    caller = 'editor';
    const { id } = await insertAsService('faqs', { question: `${tag()}?`, answer: 'A.', order_index: 800 });
    const result = await faqs().saveOrder({ ids: [id, randomUUID()] });
    expect(result).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await rowOf('faqs', id))?.order_index).toBe(800);
  });
});
