import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hidePost, lockThread } from '@/lib/data/community/moderation';
import { readThread } from '@/lib/data/community/thread';
import { startCommunityWorld, type CommunityWorld, type Person } from './support/community';

// Issue 34, findings 3 and 4, each tried as the attacker's request through supabase-js: anon and members read
// the moderation stamps of published posts (now only moderators, through community_moderation_notes()), and
// Supabase's advisor flagged public_profiles as a SECURITY DEFINER view (now security_invoker, with the
// profiles' private columns as closed as before).

let world: CommunityWorld;
let author: Person;
let other: Person;
let mod: Person;
let thread: { id: string; slug: string };
let replyId = '';
let hiddenThread: { id: string; slug: string };

beforeAll(async () => {
  world = await startCommunityWorld();
  [author, other, mod] = [await world.person(), await world.person(), await world.person('community_mod')];
  thread = await world.thread(author.id, { title: 'GD-PI at IIM Indore: what to expect?' });
  replyId = await world.reply(thread.id, other.id, 'Current affairs, mostly.');
  await lockThread(mod.client, thread.id, true, 'Answered; locked to keep it on topic');
  hiddenThread = await world.thread(author.id, { title: 'Selling CAT mock answer keys' });
  await hidePost(mod.client, { kind: 'thread', id: hiddenThread.id }, 'Selling material is not allowed');
  await hidePost(mod.client, { kind: 'reply', id: replyId }, 'Off topic');
}, 120_000);
afterAll(() => world?.stack.stop());

describe('moderation fields', () => {
  it("refuse anon's and a member's read of who moderated a published thread and why (42501)", async () => {
    for (const client of [world.anon, other.client, author.client, mod.client]) {
      for (const columns of ['moderated_by', 'moderation_note', 'moderated_at', '*']) {
        const threads = await client.from('community_threads').select(columns).eq('id', thread.id);
        expect([columns, threads.error?.code, threads.data]).toEqual([columns, '42501', null]);
        const replies = await client.from('community_replies').select(columns).eq('thread_id', thread.id);
        expect([columns, replies.error?.code]).toEqual([columns, '42501']);
      }
    }
    // Everything else of a published thread stays readable, embeds included.
    const { data, error } = await world.anon
      .from('community_threads')
      .select('id, title, status, is_locked, author:public_profiles!author_id(name)')
      .eq('id', thread.id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: thread.id, status: 'published', is_locked: true, author: { name: expect.any(String) } });
  });

  it('give the notes to moderators and to an author for their own hidden post only, never to anon', async () => {
    const notes = async (client: typeof world.anon, id: string) => {
      const { data, error } = await client.rpc('community_moderation_notes', { thread_id: id });
      if (error) return error.code;
      return Object.fromEntries(data.map((n) => [n.post_id, n.moderation_note]));
    };
    expect(await notes(world.anon, thread.id)).toBe('42501');
    expect(await notes(mod.client, thread.id)).toEqual({
      [thread.id]: 'Answered; locked to keep it on topic',
      [replyId]: 'Off topic',
    });
    // The hidden reply's author sees why; the thread's author does not see the note on their published thread.
    expect(await notes(other.client, thread.id)).toEqual({ [replyId]: 'Off topic' });
    expect(await notes(author.client, thread.id)).toEqual({});
    expect(await notes(author.client, hiddenThread.id)).toEqual({ [hiddenThread.id]: 'Selling material is not allowed' });
    expect(await notes(other.client, hiddenThread.id)).toEqual({});
  });

  it('keep the thread page and the moderation screen showing the notes they showed', async () => {
    const publicRead = await readThread(world.anon, thread.slug);
    expect(publicRead?.thread.moderationNote).toBeNull();
    expect(publicRead?.replies).toEqual([]);
    const own = await readThread(author.client, hiddenThread.slug, { moderationNotes: true });
    expect(own?.thread).toMatchObject({ status: 'hidden', moderationNote: 'Selling material is not allowed' });
    const moderated = await readThread(mod.client, thread.slug, { moderationNotes: true });
    expect(moderated?.thread.moderationNote).toBe('Answered; locked to keep it on topic');
    expect(moderated?.replies.map((r) => [r.status, r.moderationNote])).toEqual([['hidden', 'Off topic']]);
  });
});

describe('public_profiles', () => {
  it('is a security_invoker view, and no view the API serves is SECURITY DEFINER (splinter 0010)', async () => {
    const { rows } = await world.stack.db.query<{ reloptions: string[] | null }>(
      `select c.reloptions from pg_class c where c.oid = 'public.public_profiles'::regclass`,
    );
    expect(rows[0].reloptions).toContain('security_invoker=true');
    // Splinter's rule: a view of an exposed schema (public here) that anon or authenticated may read, not owned by
    // an extension, without security_invoker on, is an ERROR.
    const definerViews = await world.stack.db.query<{ name: string }>(
      `select c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'v' and n.nspname = 'public'
          and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT'))
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
          and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
                   && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`,
    );
    expect(definerViews.rows).toEqual([]);
  });

  it('still gives anon and members bylines, and nobody the private columns of a profile', async () => {
    for (const client of [world.anon, other.client]) {
      const byline = await client.from('public_profiles').select('id, name, avatar_url').eq('id', author.id).single();
      expect(byline.error).toBeNull();
      expect(byline.data).toMatchObject({ id: author.id, avatar_url: '' });
      const viaView = await client.from('public_profiles').select('email').eq('id', author.id);
      expect(viaView.error?.code).toBe('42703');
      const direct = await client.from('profiles').select('email, phone, role').eq('id', author.id);
      expect(direct.data ?? []).toEqual([]);
    }
    // The inner view's schema is not served: no way to its rows but through public_profiles.
    const untyped = createClient(world.stack.url, world.stack.anonKey, { auth: { persistSession: false } });
    expect((await untyped.schema('private').from('profile_bylines').select('id')).error?.code).toBe('PGRST106');
    expect((await world.anon.from('profiles').select('email').eq('id', author.id)).error?.code).toBe('42501');
    // Someone who has posted nothing has no byline, as before.
    const stranger = await world.person();
    expect((await world.anon.from('public_profiles').select('id').eq('id', stranger.id)).data).toEqual([]);
    expect((await stranger.client.from('public_profiles').select('id').eq('id', stranger.id)).data).toEqual([
      { id: stranger.id },
    ]);
  });
});
