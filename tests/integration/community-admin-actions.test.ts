import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { communityAdminActions } from '@/lib/community/community-admin.handlers';
import { COMMUNITY_MESSAGES } from '@/lib/community/topics';
import {
  listActiveSuspensions,
  listModerationThreads,
  listReportedPosts,
  readThreadForModeration,
} from '@/lib/data/community/admin';
import { createReply, createThread, reportPost } from '@/lib/data/community/posting';
import { refusal, startCommunityWorld, type Client, type CommunityWorld, type Person } from './support/community';

// The back office's moderation actions (issue 15) through the app's action chain: what a community moderator (and
// an editor) does from /admin/community reaches the database with its reason and is recorded; a counsellor, a
// member and a visitor are refused by the chain before any write, and the database refuses them too.

let world: CommunityWorld;
let member: Person;
let reporter: Person;
let mod: Person;
let editor: Person;
let counselor: Person;
let caller: Client;
const reports: unknown[] = [];

const chain = () =>
  createActionChain({
    visitor: async () => ({ ip: '203.0.113.15', userAgent: 'integration' }),
    client: async () => caller,
    user: userFromClaims,
    report: (_action, cause) => reports.push(cause),
  });
const as = (person: Person | 'anon') => {
  caller = person === 'anon' ? world.anon : person.client;
  return communityAdminActions(chain());
};

beforeAll(async () => {
  world = await startCommunityWorld();
  [member, reporter] = await Promise.all([world.person(), world.person()]);
  mod = await world.person('community_mod');
  editor = await world.person('editor');
  counselor = await world.person('counselor');
}, 120_000);
afterAll(() => world?.stack.stop());

const events = async (threadId: string) =>
  (
    await world.service
      .from('community_moderation_events')
      .select('action, actor_id, reason, reply_id')
      .eq('thread_id', threadId)
      .order('id')
  ).data ?? [];

describe('the reported-posts queue', () => {
  it('lists a reported post once with every report reason, and hiding it resolves them and records the reason', async () => {
    const thread = await world.thread(member.id, { title: 'Best coaching for DILR in Pune?' });
    const reply = await world.reply(thread.id, member.id, 'Call me on 98xxxxxx for leaked papers');
    expect(await reportPost(reporter.client, reporter.id, { kind: 'reply', id: reply }, 'spam', 'Selling papers')).toBe(true);
    expect(await reportPost(editor.client, editor.id, { kind: 'reply', id: reply }, 'personal-details')).toBe(true);

    const queued = (await listReportedPosts(mod.client)).find((p) => p.post.id === reply);
    expect(queued?.post.kind).toBe('reply');
    expect(queued?.thread).toMatchObject({ id: thread.id, slug: thread.slug, title: 'Best coaching for DILR in Pune?' });
    expect(queued?.author.id).toBe(member.id);
    expect(queued?.reports.map((r) => [r.reason, r.details])).toEqual([
      ['spam', 'Selling papers'],
      ['personal-details', null],
    ]);

    const hidden = await as(mod).hide({ kind: 'reply', id: reply, reason: 'Selling leaked papers' });
    expect(hidden).toEqual({ ok: true, data: expect.objectContaining({ message: 'Reply hidden. 2 reports resolved.' }) });
    expect((await listReportedPosts(mod.client)).some((p) => p.post.id === reply)).toBe(false);
    const anonView = await world.anon.from('community_replies').select('id').eq('id', reply);
    expect(anonView.data).toEqual([]);
    const record = await events(thread.id);
    expect(record).toEqual(
      expect.arrayContaining([
        { action: 'hide', actor_id: mod.id, reason: 'Selling leaked papers', reply_id: reply },
        expect.objectContaining({ action: 'resolve_report', actor_id: mod.id }),
      ]),
    );
  });

  it('dismisses the reports of a post that breaks no rule, leaving the post published', async () => {
    const thread = await world.thread(member.id);
    await reportPost(reporter.client, reporter.id, { kind: 'thread', id: thread.id }, 'off-topic');
    expect(await as(mod).dismissReports({ kind: 'thread', id: thread.id })).toEqual({
      ok: true,
      data: expect.objectContaining({ message: '1 report dismissed.' }),
    });
    expect((await world.anon.from('community_threads').select('status').eq('id', thread.id).single()).data?.status).toBe(
      'published',
    );
    expect(await as(mod).dismissReports({ kind: 'thread', id: thread.id })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await events(thread.id)).map((e) => e.action)).toEqual(['dismiss_report']);
  });

  it('deletes a reported thread for good with the reason on record', async () => {
    const thread = await world.thread(member.id);
    await reportPost(reporter.client, reporter.id, { kind: 'thread', id: thread.id }, 'abuse');
    expect(await as(editor).remove({ kind: 'thread', id: thread.id, reason: 'Abusive title' })).toMatchObject({ ok: true });
    expect((await world.service.from('community_threads').select('id').eq('id', thread.id)).data).toEqual([]);
    expect(await events(thread.id)).toEqual([
      expect.objectContaining({ action: 'delete', reason: 'Abusive title', actor_id: editor.id }),
    ]);
  });
});

describe('a reason is required', () => {
  it('refuses hide, delete, lock, pin and move without a reason, changing nothing', async () => {
    const thread = await world.thread(member.id);
    const actions = as(mod);
    for (const result of [
      await actions.hide({ kind: 'thread', id: thread.id, reason: '  ' }),
      await actions.remove({ kind: 'thread', id: thread.id }),
      await actions.lock({ threadId: thread.id, locked: 'true', reason: 'x' }),
      await actions.pin({ threadId: thread.id, pinned: 'true', reason: '' }),
      await actions.move({ threadId: thread.id, topic: 'xat' }),
    ]) {
      expect(result).toMatchObject({
        ok: false,
        code: 'VALIDATION',
        fieldErrors: { reason: [COMMUNITY_MESSAGES.reasonRequired] },
      });
    }
    expect(await events(thread.id)).toEqual([]);
  });
});

describe('thread moderation', () => {
  it('locks, pins and moves a thread with reasons; a locked thread takes no replies; each is recorded', async () => {
    const thread = await world.thread(member.id);
    const actions = as(mod);
    expect(await actions.lock({ threadId: thread.id, locked: 'true', reason: 'Answered in full' })).toMatchObject({
      ok: true,
      data: { message: 'Thread locked.' },
    });
    expect(await actions.pin({ threadId: thread.id, pinned: 'true', reason: 'Useful for everyone' })).toMatchObject({ ok: true });
    expect(await actions.move({ threadId: thread.id, topic: 'gd-pi', reason: 'About interviews' })).toMatchObject({
      ok: true,
      data: { message: 'Thread moved to GD-PI and interviews.' },
    });
    expect(await refusal(createReply(reporter.client, reporter.id, { threadId: thread.id, body: 'One more thing' }))).toBe(
      COMMUNITY_MESSAGES.locked,
    );
    const seen = await readThreadForModeration(mod.client, thread.id);
    expect(seen?.thread).toMatchObject({ locked: true, pinned: true, topic: 'gd-pi' });
    expect((await events(thread.id)).map((e) => [e.action, e.reason])).toEqual([
      ['lock', 'Answered in full'],
      ['pin', 'Useful for everyone'],
      ['move', 'About interviews'],
    ]);
    expect(await actions.lock({ threadId: thread.id, locked: 'false', reason: 'Reopened on request' })).toMatchObject({
      ok: true,
      data: { message: 'Thread unlocked.' },
    });
  });

  it('shows a moderator hidden threads in the search, and a counsellor none of them', async () => {
    const title = world.uniq('Hidden NMAT thread');
    const thread = await world.thread(member.id, { title });
    await as(mod).hide({ kind: 'thread', id: thread.id, reason: 'Duplicate' });
    const found = await listModerationThreads(mod.client, { q: title });
    expect(found.threads).toEqual([expect.objectContaining({ id: thread.id, status: 'hidden' })]);
    expect((await listModerationThreads(counselor.client, { q: title })).threads).toEqual([]);
    expect(await as(mod).unhide({ kind: 'thread', id: thread.id, reason: 'Not a duplicate after all' })).toMatchObject({
      ok: true,
    });
    expect((await events(thread.id)).map((e) => e.action)).toEqual(['hide', 'restore']);
  });

  it('approves a held first post with a link', async () => {
    const newcomer = await world.person();
    const held = await createThread(newcomer.client, newcomer.id, {
      title: 'My notes for CAT VARC',
      body: 'See https://example.com/notes',
      topic: 'cat',
    });
    expect(held.status).toBe('pending');
    expect(await as(mod).approve({ kind: 'thread', id: held.id })).toMatchObject({ ok: true });
    expect((await world.anon.from('community_threads').select('status').eq('id', held.id).single()).data?.status).toBe(
      'published',
    );
  });
});

describe('suspensions', () => {
  it('suspends a member for 7 days, which stops their posting, lists it, and lifting it lets them post again', async () => {
    const poster = await world.person();
    const result = await as(mod).suspend({ userId: poster.id, period: '7', reason: 'Repeated spam' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await refusal(createThread(poster.client, poster.id, { title: 'Hello again', body: 'Hi', topic: 'cat' }))).toBe(
      COMMUNITY_MESSAGES.suspended,
    );
    const active = (await listActiveSuspensions(mod.client)).find((s) => s.id === result.data.id);
    expect(active).toMatchObject({ userId: poster.id, reason: 'Repeated spam' });
    const days = (Date.parse(active!.until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(await as(mod).lift({ id: result.data.id })).toMatchObject({ ok: true });
    expect((await listActiveSuspensions(mod.client)).some((s) => s.id === result.data.id)).toBe(false);
    expect((await createThread(poster.client, poster.id, { title: 'Back', body: 'Thanks', topic: 'cat' })).status).toBe(
      'published',
    );
  });

  it('suspends until a chosen date, refuses a past date and a moderator suspending themselves', async () => {
    const poster = await world.person();
    const next = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(await as(mod).suspend({ userId: poster.id, period: 'date', until: next, reason: 'Cooling off' })).toMatchObject({
      ok: true,
    });
    expect(
      await as(mod).suspend({ userId: poster.id, period: 'date', until: '2020-01-01', reason: 'Cooling off' }),
    ).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { until: [expect.any(String)] },
    });
    expect(
      await as(mod).suspend({ userId: '3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', period: '1', reason: 'No such member' }),
    ).toEqual({ ok: false, code: 'NOT_FOUND', message: 'This member no longer exists.' });
    expect(await as(mod).suspend({ userId: mod.id, period: '1', reason: 'Testing' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      message: 'You cannot suspend yourself.',
    });
  });
});

describe('who may moderate', () => {
  it('refuses a counsellor, a member and a visitor every action before it writes, and leaves the post as it was', async () => {
    const thread = await world.thread(member.id);
    const reply = await world.reply(thread.id, reporter.id);
    for (const [who, code, message] of [
      [counselor, 'FORBIDDEN', FORBIDDEN_MESSAGE],
      [member, 'FORBIDDEN', FORBIDDEN_MESSAGE],
      ['anon', 'NOT_AUTHENTICATED', 'User not authenticated'],
    ] as const) {
      const actions = as(who);
      const results = [
        await actions.hide({ kind: 'reply', id: reply, reason: 'Because' }),
        await actions.remove({ kind: 'reply', id: reply, reason: 'Because' }),
        await actions.lock({ threadId: thread.id, locked: 'true', reason: 'Because' }),
        await actions.pin({ threadId: thread.id, pinned: 'true', reason: 'Because' }),
        await actions.move({ threadId: thread.id, topic: 'xat', reason: 'Because' }),
        await actions.suspend({ userId: reporter.id, period: '1', reason: 'Because' }),
        await actions.dismissReports({ kind: 'reply', id: reply }),
      ];
      for (const result of results) expect(result).toEqual({ ok: false, code, message });
    }
    const after = await world.service
      .from('community_threads')
      .select('is_locked, is_pinned, topic')
      .eq('id', thread.id)
      .single();
    expect(after.data).toEqual({ is_locked: false, is_pinned: false, topic: 'cat' });
    expect(await events(thread.id)).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('and the database refuses a counsellor who writes with supabase-js directly', async () => {
    const thread = await world.thread(member.id);
    const update = await counselor.client.from('community_threads').update({ is_locked: true }).eq('id', thread.id).select('id');
    expect(update.error !== null || update.data?.length === 0).toBe(true);
    const suspension = await counselor.client
      .from('community_suspensions')
      .insert({ user_id: member.id, suspended_until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Nope' });
    expect(suspension.error?.code).toBe('42501');
    expect((await world.service.from('community_threads').select('is_locked').eq('id', thread.id).single()).data?.is_locked).toBe(
      false,
    );
  });
});
