import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityActions } from '@/lib/community/community.handlers';
import { hostileInputFrom, MARKUP } from '../support/hostile-values';
import { checkAction, DEMO, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 15, hostile input: a member's community actions (start a thread, reply, edit, delete, vote, mark the
// answer, report, preview, the reader's own view) answer any input with a success or a refusal a person can
// read, whoever calls them: never a throw or an unexpected failure.

let world: HostileWorld;
let threadId: string;
let threadSlug: string;
let replyId: string;
let ownReplyId: string;
const callers: Caller[] = ['anon', 'member', 'editor'];

beforeAll(async () => {
  world = await startHostileWorld();
  const { rows } = await world.stack.db.query<{ id: string; slug: string }>(
    "select id::text, slug from public.community_threads where status = 'published' order by created_at limit 1",
  );
  threadId = rows[0].id;
  threadSlug = rows[0].slug;
  const replies = await world.stack.db.query<{ id: string }>(
    "select id::text from public.community_replies where status = 'published' order by created_at limit 1",
  );
  replyId = replies.rows[0].id;
  const own = await world.stack.db.query<{ id: string }>(
    'insert into public.community_replies (thread_id, author_id, body) values ($1, $2, $3) returning id::text',
    [threadId, DEMO.member.id, 'My own reply, to edit and delete.'],
  );
  ownReplyId = own.rows[0].id;
}, 120_000);
afterAll(() => world?.stack.stop());

describe('community actions', () => {
  it("'communityActions.createThread' and 'communityActions.reply'", async () => {
    const actions = communityActions(world.chain);
    await checkAction(
      world,
      'community create',
      callers,
      actions.createThread,
      hostileInputFrom({
        topic: 'cat',
        title: 'How many mocks before CAT?',
        body: 'I have taken ten so far; is that enough?',
        college: '',
      }),
      30,
    );
    await checkAction(
      world,
      'community reply',
      callers,
      actions.reply,
      hostileInputFrom({ threadId, body: 'Twenty to thirty, with analysis.' }),
      30,
    );
  });

  it("'communityActions.edit', 'communityActions.remove', 'communityActions.vote' and 'communityActions.accept'", async () => {
    const actions = communityActions(world.chain);
    await checkAction(
      world,
      'community edit',
      callers,
      actions.edit,
      hostileInputFrom({ kind: 'reply', id: ownReplyId, body: 'Edited.' }),
      30,
    );
    await checkAction(
      world,
      'community edit thread',
      callers,
      actions.edit,
      hostileInputFrom({ kind: 'thread', id: threadId, title: 'A new title for it', body: 'A body long enough to keep.' }),
      20,
    );
    await checkAction(
      world,
      'community vote',
      callers,
      actions.vote,
      hostileInputFrom({ kind: 'reply', id: replyId, up: true }),
      30,
    );
    await checkAction(world, 'community accept', callers, actions.accept, hostileInputFrom({ replyId, accepted: true }), 20);
    await checkAction(
      world,
      'community remove',
      callers,
      actions.remove,
      hostileInputFrom({ kind: 'reply', id: ownReplyId }),
      20,
    );
  });

  it("'communityActions.report', 'communityActions.preview' and 'communityActions.viewer'", async () => {
    const actions = communityActions(world.chain);
    await checkAction(
      world,
      'community report',
      callers,
      actions.report,
      hostileInputFrom({ kind: 'thread', id: threadId, reason: 'spam', note: 'Selling coaching.' }),
      30,
    );
    await checkAction(
      world,
      'community preview',
      callers,
      actions.preview,
      hostileInputFrom({ body: '**bold** [x](https://a.example)' }),
      30,
    );
    await checkAction(world, 'community viewer', callers, actions.viewer, hostileInputFrom({ slug: threadSlug }), 30);
  });

  it('stores markup a member typed as the text they typed, and counts a vote once', async () => {
    const actions = communityActions(world.chain);
    world.as('member');
    const body = MARKUP.join(' ');
    const posted = await actions.reply({ threadId, body });
    expect(posted.ok, JSON.stringify(posted)).toBe(true);
    if (!posted.ok) return;
    const { rows } = await world.stack.db.query('select body from public.community_replies where id = $1', [posted.data.id]);
    expect(rows).toEqual([{ body }]);

    world.as('editor');
    const first = await actions.vote({ kind: 'reply', id: posted.data.id, up: true });
    const second = await actions.vote({ kind: 'reply', id: posted.data.id, up: true });
    expect(first.ok && first.data).toMatchObject({ counted: true, votes: 1 });
    expect(second.ok && second.data).toMatchObject({ counted: false, votes: 1 });

    const report = await actions.report({ kind: 'reply', id: posted.data.id, reason: 'spam' });
    const again = await actions.report({ kind: 'reply', id: posted.data.id, reason: 'abuse' });
    expect(report.ok && report.data).toEqual({ reported: true });
    expect(again.ok && again.data).toEqual({ reported: false });
  });

  it('tells a suspended member until when and why, refuses their reply, and refuses replies to a locked thread', async () => {
    const actions = communityActions(world.chain);
    await world.stack.db.query('update public.community_threads set is_locked = true where id = $1', [threadId]);
    world.as('member');
    const locked = await actions.reply({ threadId, body: 'One more thought.' });
    expect(locked).toMatchObject({ ok: false, message: 'This thread is closed to new replies.' });
    await world.stack.db.query('update public.community_threads set is_locked = false where id = $1', [threadId]);

    await world.stack.db.query(
      "insert into public.community_suspensions (user_id, reason, suspended_until) values ($1, 'Repeated spam', now() + interval '3 days')",
      [DEMO.member.id],
    );
    world.as('member');
    const viewer = await actions.viewer({ slug: threadSlug });
    expect(viewer.ok && viewer.data.suspension).toMatchObject({ reason: 'Repeated spam' });
    const refused = await actions.reply({ threadId, body: 'Trying anyway.' });
    expect(refused).toMatchObject({ ok: false, message: 'Your account is suspended from posting in the community.' });
  });
});
