import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@/lib/auth/roles';
import { COMMUNITY_MESSAGES } from '@/lib/community/topics';
import {
  decideReport,
  deletePostAsModerator,
  hidePost,
  liftSuspension,
  listModerationEvents,
  listPendingPosts,
  listReportQueue,
  lockThread,
  moveThread,
  pinThread,
  publishPost,
  removePost,
  suspendUser,
} from '@/lib/data/community/moderation';
import {
  createReply,
  createThread,
  readMySuspension,
  reportPost,
  unsubscribeFromThread,
  upvote,
} from '@/lib/data/community/posting';
import { refusal, startCommunityWorld, type CommunityWorld, type Person } from './support/community';

// Moderation through lib/data and supabase-js: what community_mod, editor and super_admin may do and a counselor
// or member may not, the append-only record of every action, reports, suspensions, and reply e-mails.

let world: CommunityWorld;
let member: Person;
let other: Person;
const staff = {} as Record<Exclude<Role, 'member'>, Person>;

beforeAll(async () => {
  world = await startCommunityWorld();
  [member, other] = await Promise.all([world.person(), world.person()]);
  for (const role of ['counselor', 'editor', 'community_mod', 'super_admin'] as const) staff[role] = await world.person(role);
}, 120_000);
afterAll(() => world?.stack.stop());

const events = async (threadId: string) =>
  (
    await world.service
      .from('community_moderation_events')
      .select('action, actor_id, reason, reply_id, details')
      .eq('thread_id', threadId)
      .order('id')
  ).data ?? [];

describe('moderator actions', () => {
  for (const role of ['community_mod', 'editor', 'super_admin'] as const) {
    it(`lets ${role} hide, lock, pin, move, remove and delete with a reason, each recorded`, async () => {
      const mod = staff[role];
      const thread = await world.thread(member.id);
      const reply = await world.reply(thread.id, other.id);
      await hidePost(mod.client, { kind: 'reply', id: reply }, 'Personal details');
      await lockThread(mod.client, thread.id, true, 'Answered');
      await pinThread(mod.client, thread.id, true, 'Useful');
      await moveThread(mod.client, thread.id, 'xat', 'About XAT');
      await removePost(mod.client, { kind: 'thread', id: thread.id }, 'Duplicate');
      const recorded = await events(thread.id);
      expect(recorded.map((e) => [e.action, e.reason])).toEqual([
        ['hide', 'Personal details'],
        ['lock', 'Answered'],
        ['pin', 'Useful'],
        ['move', 'About XAT'],
        ['remove', 'Duplicate'],
      ]);
      expect(recorded.every((e) => e.actor_id === mod.id)).toBe(true);
      expect(recorded[3].details).toEqual({ from: 'cat', to: 'xat' });
      const stamped = await world.service.from('community_threads').select('moderated_by, topic').eq('id', thread.id).single();
      expect(stamped.data).toEqual({ moderated_by: mod.id, topic: 'xat' });

      await deletePostAsModerator(mod.client, { kind: 'thread', id: thread.id }, 'Spam after all');
      expect((await events(thread.id)).at(-1)).toMatchObject({ action: 'delete', reason: 'Spam after all', actor_id: mod.id });
      expect((await listModerationEvents(mod.client, thread.id)).map((e) => e.action)[0]).toBe('delete');
    });
  }

  for (const role of ['counselor', 'member'] as const) {
    it(`refuses ${role} every moderator action and the record`, async () => {
      const actor = role === 'member' ? other : staff.counselor;
      const thread = await world.thread(member.id);
      const post = { kind: 'thread', id: thread.id } as const;
      expect(await refusal(hidePost(actor.client, post, 'Nope'))).toBe(COMMUNITY_MESSAGES.notModerator);
      expect(await refusal(lockThread(actor.client, thread.id, true, 'Nope'))).toBe(COMMUNITY_MESSAGES.notModerator);
      expect(await refusal(pinThread(actor.client, thread.id, true, 'Nope'))).toBe(COMMUNITY_MESSAGES.notModerator);
      expect(await refusal(moveThread(actor.client, thread.id, 'mat', 'Nope'))).toBe(COMMUNITY_MESSAGES.notModerator);
      expect(await refusal(deletePostAsModerator(actor.client, post, 'Nope'))).toBe(COMMUNITY_MESSAGES.notModerator);
      expect(await refusal(suspendUser(actor.client, member.id, new Date(Date.now() + 3_600_000), 'Nope'))).toBe(
        COMMUNITY_MESSAGES.notModerator,
      );
      expect(await listModerationEvents(actor.client)).toEqual([]);
      expect(await listReportQueue(actor.client)).toEqual([]);
      const row = await world.service
        .from('community_threads')
        .select('status, is_locked, is_pinned, topic')
        .eq('id', thread.id)
        .single();
      expect(row.data).toEqual({ status: 'published', is_locked: false, is_pinned: false, topic: 'cat' });
    });
  }

  it('keeps the record append-only, even for a super admin and the service role', async () => {
    const thread = await world.thread(member.id);
    await lockThread(staff.super_admin.client, thread.id, true, 'Closed');
    for (const client of [staff.super_admin.client, world.service]) {
      const update = await client.from('community_moderation_events').update({ reason: 'Nothing' }).eq('thread_id', thread.id);
      const remove = await client.from('community_moderation_events').delete().eq('thread_id', thread.id);
      expect([update.error?.code, remove.error?.code]).toEqual(['42501', '42501']);
    }
    expect((await events(thread.id)).map((e) => e.reason)).toEqual(['Closed']);
    expect(await refusal(hidePost(staff.community_mod.client, { kind: 'thread', id: thread.id }, ' '))).toBe(
      COMMUNITY_MESSAGES.reasonRequired,
    );
  });

  it('records a moderator deleting a reply, but not an author deleting their own', async () => {
    const thread = await world.thread(member.id);
    const spam = await world.reply(thread.id, other.id, 'Cheap coaching, call now');
    const own = await world.reply(thread.id, other.id, 'Oops, double post');
    await deletePostAsModerator(staff.editor.client, { kind: 'reply', id: spam }, 'Advertising');
    const { data } = await other.client.from('community_replies').delete().eq('id', own).select('id');
    expect(data).toEqual([{ id: own }]);
    expect((await events(thread.id)).map((e) => [e.action, e.reply_id, e.reason])).toEqual([['delete', spam, 'Advertising']]);
  });

  it('lists pending posts and publishes one, recorded', async () => {
    const newcomer = await world.person();
    const held = await createThread(newcomer.client, newcomer.id, {
      title: 'Notes',
      body: 'www.example.com/notes',
      topic: 'nmat',
    });
    const mod = staff.community_mod;
    expect((await listPendingPosts(mod.client)).map((p) => p.post.id)).toContain(held.id);
    expect(await listPendingPosts(other.client)).toEqual([]);
    await publishPost(mod.client, { kind: 'thread', id: held.id });
    expect((await events(held.id)).map((e) => e.action)).toEqual(['publish']);
  });
});

describe('reports', () => {
  it('takes one report per user per post and shows the queue to moderators only', async () => {
    const thread = await world.thread(member.id);
    const reply = await world.reply(thread.id, member.id, 'Buy leaked papers here');
    expect(await reportPost(other.client, other.id, { kind: 'reply', id: reply }, 'spam', 'Selling papers')).toBe(true);
    expect(await reportPost(other.client, other.id, { kind: 'reply', id: reply }, 'abuse')).toBe(false);
    expect(await reportPost(staff.counselor.client, staff.counselor.id, { kind: 'reply', id: reply }, 'copyright')).toBe(true);
    expect((await world.anon.from('community_reports').insert({ reply_id: reply, reason: 'spam' })).error?.code).toBe('42501');

    // A reporter sees their own report only; a moderator sees the queue with the reasons and the post.
    expect((await other.client.from('community_reports').select('reason')).data).toEqual([{ reason: 'spam' }]);
    const queue = (await listReportQueue(staff.editor.client)).filter((r) => r.post.id === reply);
    expect(queue.map((r) => [r.reason, r.details, r.replyBody, r.thread?.id])).toEqual([
      ['spam', 'Selling papers', 'Buy leaked papers here', thread.id],
      ['copyright', null, 'Buy leaked papers here', thread.id],
    ]);
    expect(
      (await other.client.from('community_reports').update({ status: 'dismissed' }).eq('reply_id', reply).select('id')).data,
    ).toEqual([]);
    await decideReport(staff.community_mod.client, queue[0].id, 'resolved');
    const decided = await world.service.from('community_reports').select('status, resolved_by').eq('id', queue[0].id).single();
    expect(decided.data).toEqual({ status: 'resolved', resolved_by: staff.community_mod.id });
    expect((await events(thread.id)).map((e) => e.action)).toEqual(['resolve_report']);
  });
});

describe('suspensions', () => {
  it('stops a suspended user posting, voting and reporting until lifted, and records both', async () => {
    const suspended = await world.person();
    const thread = await world.thread(member.id);
    const until = new Date(Date.now() + 86_400_000);
    const id = await suspendUser(staff.community_mod.client, suspended.id, until, 'Repeated spam');
    expect(await readMySuspension(suspended.client, suspended.id)).toEqual({
      until: expect.any(String),
      reason: 'Repeated spam',
    });
    const tries = [
      () => createThread(suspended.client, suspended.id, { title: 'Hello again', body: 'Hi', topic: 'cat' }),
      () => createReply(suspended.client, suspended.id, { threadId: thread.id, body: 'Hi' }),
      () => upvote(suspended.client, suspended.id, { kind: 'thread', id: thread.id }),
      () => reportPost(suspended.client, suspended.id, { kind: 'thread', id: thread.id }, 'other'),
    ];
    for (const attempt of tries) expect(await refusal(attempt())).toBe(COMMUNITY_MESSAGES.suspended);
    // Suspensions are moderators' to change; the user reads only their own.
    expect(
      (
        await suspended.client
          .from('community_suspensions')
          .update({ lifted_at: new Date().toISOString() })
          .eq('id', id)
          .select('id')
      ).data,
    ).toEqual([]);
    expect((await other.client.from('community_suspensions').select('id')).data).toEqual([]);

    await liftSuspension(staff.super_admin.client, id);
    expect(await readMySuspension(suspended.client, suspended.id)).toBeNull();
    await createReply(suspended.client, suspended.id, { threadId: thread.id, body: 'I will behave' });
    const recorded = await world.service
      .from('community_moderation_events')
      .select('action, target_user_id, actor_id, reason')
      .eq('target_user_id', suspended.id)
      .order('id');
    expect(recorded.data).toEqual([
      { action: 'suspend', target_user_id: suspended.id, actor_id: staff.community_mod.id, reason: 'Repeated spam' },
      { action: 'unsuspend', target_user_id: suspended.id, actor_id: staff.super_admin.id, reason: null },
    ]);
  });
});

describe('reply e-mails', () => {
  const outbox = async (to: string) =>
    (
      await world.stack.db.query<{ subject: string; text: string; kind: string }>(
        'select subject, text, kind from private.email_outbox where to_email = $1 order by created_at',
        [to],
      )
    ).rows;

  it('e-mails the thread’s author about others’ published replies until they unsubscribe', async () => {
    const poster = await world.person();
    const thread = await createThread(poster.client, poster.id, {
      title: 'XAT decision making tips',
      body: 'Any?',
      topic: 'xat',
    });
    await createReply(poster.client, poster.id, { threadId: thread.id, body: 'Bumping my own thread' });
    expect(await outbox(poster.email)).toEqual([]);

    await createReply(other.client, other.id, { threadId: thread.id, body: 'Read the options first.' });
    const [mail] = await outbox(poster.email);
    expect(mail).toMatchObject({ subject: 'New reply to "XAT decision making tips"', kind: 'community_reply' });
    expect(mail.text).toContain(`/community/${thread.slug}`);
    const token = /\/community\/unsubscribe\/(\S+)/.exec(mail.text)?.[1] ?? '';

    // A held reply is announced when a moderator publishes it.
    const newcomer = await world.person();
    const held = await createReply(newcomer.client, newcomer.id, { threadId: thread.id, body: 'https://example.com' });
    expect(held.status).toBe('pending');
    expect(await outbox(poster.email)).toHaveLength(1);
    await publishPost(staff.community_mod.client, { kind: 'reply', id: held.id });
    expect(await outbox(poster.email)).toHaveLength(2);

    expect(await unsubscribeFromThread(world.anon, 'not-a-token')).toBe(false);
    expect(await unsubscribeFromThread(world.anon, token)).toBe(true);
    expect(await unsubscribeFromThread(world.anon, token)).toBe(true);
    await createReply(staff.editor.client, staff.editor.id, { threadId: thread.id, body: 'One more view' });
    expect(await outbox(poster.email)).toHaveLength(2);
  });
});
