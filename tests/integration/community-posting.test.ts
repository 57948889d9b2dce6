import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '@/lib/community/topics';
import { listCollegeThreads, listThreads } from '@/lib/data/community/list';
import { hidePost, lockThread, publishPost } from '@/lib/data/community/moderation';
import {
  createReply,
  createThread,
  deleteOwnPost,
  editReply,
  editThread,
  markAnswer,
  upvote,
  withdrawVote,
} from '@/lib/data/community/posting';
import { listMyVotes, readThread } from '@/lib/data/community/thread';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { refusal, startCommunityWorld, type CommunityWorld, type Person } from './support/community';

// A member's side of the community through lib/data and supabase-js, as each role: topics and slugs, listing,
// one vote per post, the edit window, deleting one's own, the accepted answer, hidden and locked posts, a first
// post with a link held for a moderator, and the rate limit. The database enforces each (RLS and triggers).

let world: CommunityWorld;
let author: Person;
let other: Person;
let mod: Person;

beforeAll(async () => {
  world = await startCommunityWorld();
  [author, other, mod] = await Promise.all([world.person(), world.person(), world.person('community_mod')]);
}, 120_000);
afterAll(() => world?.stack.stop());

const count = async (table: 'community_threads' | 'community_replies', id: string) =>
  (await world.service.from(table).select('vote_count').eq('id', id).single()).data?.vote_count;

describe('threads: topic, slug and listing', () => {
  it('gives a new thread its topic and a slug from its title, and lists it by topic, search and order', async () => {
    const college = await world.service
      .from('colleges')
      .insert({ slug: world.uniq('iim'), name: 'IIM Kozhikode', location: 'Kozhikode, Kerala' })
      .select('id')
      .single();
    const made = await createThread(author.client, author.id, {
      title: 'SNAP 2026: how many mocks before the exam?',
      body: 'I have done four so far. Zebra-crossing pace.',
      topic: 'snap',
      collegeId: college.data!.id,
    });
    expect(made.status).toBe('published');
    expect(made.slug).toMatch(/^snap-2026-how-many-mocks-before-the-exam-[0-9a-f]{8}$/);
    const quiet = await createThread(other.client, other.id, {
      title: 'SNAP GK sources?',
      body: 'Anything recent?',
      topic: 'snap',
    });
    await createReply(author.client, author.id, { threadId: made.id, body: 'Six to eight is typical.' });

    const snap = await listThreads(world.anon, { topic: 'snap', order: 'active' });
    expect(snap.threads.map((t) => t.id)).toEqual([made.id, quiet.id]);
    expect(snap.threads[0]).toMatchObject({ topicLabel: 'SNAP', replies: 1, author: { id: author.id } });
    expect((await listThreads(world.anon, { topic: 'snap', order: 'newest' })).threads.map((t) => t.id)).toEqual([
      quiet.id,
      made.id,
    ]);
    expect((await listThreads(world.anon, { topic: 'snap', order: 'unanswered' })).threads.map((t) => t.id)).toEqual([quiet.id]);
    expect((await listThreads(world.anon, { q: 'zebra-CROSSING' })).threads.map((t) => t.id)).toEqual([made.id]);
    const paged = await listThreads(world.anon, { topic: 'snap', order: 'newest', page: 2, pageSize: 1 });
    expect({ ids: paged.threads.map((t) => t.id), total: paged.total }).toEqual({ ids: [made.id], total: 2 });
    expect((await listCollegeThreads(world.anon, college.data!.id)).map((t) => t.id)).toEqual([made.id]);
    expect((await readThread(world.anon, made.slug))?.thread.title).toBe('SNAP 2026: how many mocks before the exam?');
  });

  it('refuses a topic outside the fixed set, and anon posting at all', async () => {
    const bad = await author.client
      .from('community_threads')
      .insert({ author_id: author.id, title: 'Hello', body: 'Hi', topic: 'general' });
    expect(bad.error?.code).toBe('23514');
    const anon = await world.anon.from('community_threads').insert({ title: 'Hello', body: 'Hi', topic: 'cat' });
    expect(anon.error?.code).toBe('42501');
  });
});

describe('votes', () => {
  it('counts one upvote per user per thread or reply, and lets a vote be withdrawn', async () => {
    const thread = await world.thread(author.id);
    const reply = await world.reply(thread.id, author.id);
    expect(await upvote(other.client, other.id, { kind: 'thread', id: thread.id })).toBe(true);
    expect(await upvote(other.client, other.id, { kind: 'thread', id: thread.id })).toBe(false);
    expect(await upvote(other.client, other.id, { kind: 'reply', id: reply })).toBe(true);
    expect(await upvote(mod.client, mod.id, { kind: 'reply', id: reply })).toBe(true);
    expect([await count('community_threads', thread.id), await count('community_replies', reply)]).toEqual([1, 2]);
    const mine = await listMyVotes(other.client, other.id, thread.id, [reply]);
    expect({ thread: mine.thread, replies: [...mine.replies] }).toEqual({ thread: true, replies: [reply] });

    await withdrawVote(other.client, other.id, { kind: 'reply', id: reply });
    expect(await count('community_replies', reply)).toBe(1);
    // Nobody writes a count or someone else's vote.
    const forged = await author.client.from('community_threads').update({ vote_count: 99 }).eq('id', thread.id);
    expect(forged.error?.code).toBe('42501');
    const forVote = await author.client.from('community_votes').insert({ user_id: other.id, thread_id: thread.id });
    expect(forVote.error?.code).toBe('42501');
    expect((await world.anon.from('community_votes').insert({ thread_id: thread.id })).error?.code).toBe('42501');
    expect(await count('community_threads', thread.id)).toBe(1);
  });

  it('refuses a vote on a hidden post', async () => {
    const thread = await world.thread(author.id, { status: 'hidden' });
    expect(await refusal(upvote(other.client, other.id, { kind: 'thread', id: thread.id }))).toBe(COMMUNITY_MESSAGES.notFound);
  });
});

describe('editing and deleting', () => {
  it('lets an author edit their own post within 30 minutes, marked edited, and nobody else', async () => {
    const thread = await world.thread(author.id);
    const reply = await world.reply(thread.id, other.id);
    await editThread(author.client, thread.id, { body: 'Asking for myself, actually.' });
    const edited = await world.service.from('community_threads').select('body, edited_at').eq('id', thread.id).single();
    expect(edited.data?.body).toBe('Asking for myself, actually.');
    expect(edited.data?.edited_at).not.toBeNull();
    expect(await refusal(editThread(other.client, thread.id, { body: 'Mine now' }))).toBe(COMMUNITY_MESSAGES.notYours);
    expect(await refusal(editReply(author.client, reply, 'Words in your mouth'))).toBe(COMMUNITY_MESSAGES.notYours);
    await editReply(other.client, reply, 'Depends on your profile and academics.');

    await world.age('community_threads', thread.id, 31);
    await world.age('community_replies', reply, 31);
    expect(await refusal(editThread(author.client, thread.id, { title: 'Too late' }))).toBe(COMMUNITY_MESSAGES.editWindow);
    expect(await refusal(editReply(other.client, reply, 'Too late'))).toBe(COMMUNITY_MESSAGES.editWindow);
    // A moderator is not bound by the window.
    const fixed = await mod.client
      .from('community_threads')
      .update({ title: 'Is 95 percentile enough?' })
      .eq('id', thread.id)
      .select('id');
    expect(fixed.data).toHaveLength(1);
  });

  it('lets an author delete their own posts and nobody else’s', async () => {
    const thread = await world.thread(author.id);
    const reply = await world.reply(thread.id, other.id);
    expect(await refusal(deleteOwnPost(author.client, author.id, { kind: 'reply', id: reply }))).toBe(
      COMMUNITY_MESSAGES.notYours,
    );
    await deleteOwnPost(other.client, other.id, { kind: 'reply', id: reply });
    expect(await refusal(deleteOwnPost(other.client, other.id, { kind: 'thread', id: thread.id }))).toBe(
      COMMUNITY_MESSAGES.notYours,
    );
    await deleteOwnPost(author.client, author.id, { kind: 'thread', id: thread.id });
    expect((await world.service.from('community_threads').select('id').eq('id', thread.id)).data).toEqual([]);
  });
});

describe('the accepted answer', () => {
  it('is marked by the thread’s author or a moderator, one per thread, and read first', async () => {
    const thread = await world.thread(author.id);
    const first = await world.reply(thread.id, other.id, 'First answer');
    const second = await world.reply(thread.id, mod.id, 'Second answer');
    const elsewhere = await world.reply((await world.thread(other.id)).id, author.id, 'Elsewhere');

    expect(await refusal(markAnswer(other.client, first))).toBe('Only the thread’s author can mark the answer.');
    expect(await refusal(markAnswer(author.client, elsewhere))).toBe('Only the thread’s author can mark the answer.');
    await markAnswer(author.client, second);
    await markAnswer(author.client, first);
    const read = await readThread(world.anon, thread.slug);
    expect(read?.replies.map((r) => [r.id, r.accepted])).toEqual([
      [first, true],
      [second, false],
    ]);
    // The thread's author changes nothing else of someone's reply.
    const body = await author.client.from('community_replies').update({ body: 'Rewritten' }).eq('id', first);
    expect(body.error?.code).toBe('42501');
    await markAnswer(mod.client, second);
    expect(
      (await world.service.from('community_replies').select('id').eq('thread_id', thread.id).eq('is_accepted', true)).data,
    ).toEqual([{ id: second }]);
  });
});

describe('hidden and locked', () => {
  it('shows a hidden post only to moderators and its author', async () => {
    const thread = await world.thread(author.id);
    const reply = await world.reply(thread.id, other.id, 'Off-colour joke');
    await hidePost(mod.client, { kind: 'reply', id: reply }, 'Not kind');
    const seen = async (reader: typeof world.anon) => (await readThread(reader, thread.slug))?.replies.map((r) => r.id) ?? [];
    expect(await seen(world.anon)).toEqual([]);
    expect(await seen(author.client)).toEqual([]);
    expect(await seen(other.client)).toEqual([reply]);
    expect(await seen(mod.client)).toEqual([reply]);
    await hidePost(mod.client, { kind: 'thread', id: thread.id }, 'Duplicate');
    expect(await readThread(world.anon, thread.slug)).toBeNull();
    expect(await readThread(other.client, thread.slug)).toBeNull();
    expect((await readThread(author.client, thread.slug))?.thread.status).toBe('hidden');
  });

  it('takes no replies on a locked thread, and only moderators lock, pin or move', async () => {
    const thread = await world.thread(author.id);
    for (const patch of [{ is_locked: true }, { is_pinned: true }, { topic: 'xat' }, { status: 'hidden' }] as const) {
      const { error } = await author.client.from('community_threads').update(patch).eq('id', thread.id);
      expect(error?.code, JSON.stringify(patch)).toBe('42501');
    }
    await lockThread(mod.client, thread.id, true, 'Resolved');
    expect(await refusal(createReply(other.client, other.id, { threadId: thread.id, body: 'Late' }))).toBe(
      COMMUNITY_MESSAGES.locked,
    );
  });
});

describe('a first post with a link', () => {
  it('waits for a moderator; later posts by a trusted author do not', async () => {
    const newcomer = await world.person();
    const held = await createThread(newcomer.client, newcomer.id, {
      title: 'Free CAT material',
      body: 'See https://example.com/cat',
      topic: 'cat',
    });
    expect(held.status).toBe('pending');
    expect(await readThread(world.anon, held.slug)).toBeNull();
    expect((await readThread(newcomer.client, held.slug))?.thread.status).toBe('pending');
    await publishPost(mod.client, { kind: 'thread', id: held.id });
    expect((await readThread(world.anon, held.slug))?.thread.status).toBe('published');
    const trusted = await createReply(newcomer.client, newcomer.id, {
      threadId: held.id,
      body: 'Also [this](https://example.org)',
    });
    expect(trusted.status).toBe('published');
    const plain = await world.person();
    expect((await createReply(plain.client, plain.id, { threadId: held.id, body: 'Thanks, no links here' })).status).toBe(
      'published',
    );
  });
});

describe('rate limits', () => {
  it('refuses an eleventh thread within the hour', async () => {
    const busy = await world.person();
    for (let i = 0; i < 10; i++) await createThread(busy.client, busy.id, { title: `Question ${i}`, body: 'Hm', topic: 'mat' });
    expect(await refusal(createThread(busy.client, busy.id, { title: 'One more', body: 'Hm', topic: 'mat' }))).toBe(
      DATA_ERRORS.RATE_LIMITED,
    );
  });
});
