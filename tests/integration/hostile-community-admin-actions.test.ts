import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityAdminActions } from '@/lib/community/community-admin.handlers';
import { hostileFormFrom } from '../support/hostile-values';
import { checkAction, DEMO, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 15, hostile input: the back office's moderation actions answer any input with a success or a refusal a
// person can read — for the editor (who may moderate) reaching the handlers, and for a visitor, a member and a
// counsellor, who must be refused first.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS: Caller[] = ['editor', 'editor', 'editor', 'anon', 'member', 'counselor'];
const RUNS = 25;

/** A fresh published thread by the demo member, with one reply, written as the database owner. */
async function thread(): Promise<{ id: string; reply: string }> {
  const { rows } = await world.stack.db.query<{ id: string }>(
    `insert into public.community_threads (title, body, topic, author_id) values ($1, 'Which mock series?', 'cat', $2) returning id::text`,
    [`Hostile thread ${Math.random().toString(36).slice(2)}`, DEMO.member.id],
  );
  const reply = await world.stack.db.query<{ id: string }>(
    `insert into public.community_replies (thread_id, body, author_id) values ($1, 'Try the sectionals first.', $2) returning id::text`,
    [rows[0].id, DEMO.member.id],
  );
  return { id: rows[0].id, reply: reply.rows[0].id };
}

describe('community moderation from the back office', () => {
  it("'communityAdminActions.hide', 'communityAdminActions.unhide', 'communityAdminActions.approve' and 'communityAdminActions.dismissReports'", async () => {
    const actions = communityAdminActions(world.chain);
    const { id, reply } = await thread();
    const post = { kind: 'reply', id: reply, reason: 'Personal details shared' };
    const tally = await checkAction(world, 'community.hide', CALLERS, actions.hide, hostileFormFrom(post), RUNS);
    expect(tally.FORBIDDEN, JSON.stringify(tally)).toBeGreaterThan(0);
    await checkAction(world, 'community.unhide', CALLERS, actions.unhide, hostileFormFrom(post), RUNS);
    await checkAction(
      world,
      'community.approve',
      CALLERS,
      actions.approve,
      hostileFormFrom({ kind: 'thread', id, reason: '' }),
      RUNS,
    );
    await checkAction(
      world,
      'community.dismissReports',
      CALLERS,
      actions.dismissReports,
      hostileFormFrom({ kind: 'thread', id }),
      15,
    );
  });

  it("'communityAdminActions.lock', 'communityAdminActions.pin' and 'communityAdminActions.move'", async () => {
    const actions = communityAdminActions(world.chain);
    const { id } = await thread();
    const reason = 'Answered in full';
    await checkAction(
      world,
      'community.lock',
      CALLERS,
      actions.lock,
      hostileFormFrom({ threadId: id, locked: 'true', reason }),
      RUNS,
    );
    await checkAction(
      world,
      'community.pin',
      CALLERS,
      actions.pin,
      hostileFormFrom({ threadId: id, pinned: 'false', reason }),
      RUNS,
    );
    const tally = await checkAction(
      world,
      'community.move',
      CALLERS,
      actions.move,
      hostileFormFrom({ threadId: id, topic: 'gd-pi', reason }),
      RUNS,
    );
    expect(tally.ok ?? 0, JSON.stringify(tally)).toBeGreaterThan(0);
  });

  it("'communityAdminActions.suspend' and 'communityAdminActions.lift'", async () => {
    const actions = communityAdminActions(world.chain);
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const form = { userId: DEMO.member.id, period: 'date', until, reason: 'Repeated spam', threadId: '' };
    const ids: string[] = [];
    await checkAction(world, 'community.suspend', CALLERS, actions.suspend, hostileFormFrom(form), RUNS, async (_input, data) => {
      if (data.id) ids.push(data.id);
    });
    world.as('editor');
    const made = await actions.suspend({ ...form, period: '1' });
    if (!made.ok || !made.data.id) throw new Error(JSON.stringify(made));
    await checkAction(world, 'community.lift', CALLERS, actions.lift, hostileFormFrom({ id: made.data.id }), 15);
  });

  it("'communityAdminActions.remove'", async () => {
    const actions = communityAdminActions(world.chain);
    const { reply } = await thread();
    await checkAction(
      world,
      'community.delete',
      CALLERS,
      actions.remove,
      hostileFormFrom({ kind: 'reply', id: reply, reason: 'Spam link' }),
      RUNS,
    );
  });
});
