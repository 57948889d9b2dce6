import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityUnsubscribeActions, UNSUBSCRIBE_MESSAGES } from '@/lib/community/community-unsubscribe.handlers';
import { hostileFormFrom, hostileString } from '../support/hostile-values';
import { checkAction, DEMO, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Issue 15, hostile input: the reply e-mail's unsubscribe button answers any input (markup, SQL, NUL bytes, huge
// strings, wrong types, missing and extra fields) with a success or a refusal a person can read, never a throw;
// a real token unsubscribes, an unknown one is refused in words.

let world: HostileWorld;
let token: string;

beforeAll(async () => {
  world = await startHostileWorld();
  const thread = await world.anyId('community_threads');
  const { rows } = await world.stack.db.query<{ token: string }>(
    `insert into private.community_thread_subscriptions (user_id, thread_id) values ($1, $2)
     on conflict (user_id, thread_id) do update set unsubscribed_at = null returning token`,
    [DEMO.member.id, thread],
  );
  token = rows[0].token;
}, 120_000);
afterAll(() => world?.stack.stop());

describe('the community unsubscribe', () => {
  const unsubscribe = () => communityUnsubscribeActions(world.chain).unsubscribe;

  it("'communityUnsubscribeActions.unsubscribe' answers hostile input in words", async () => {
    const inputs = fc.oneof(
      hostileFormFrom({ token: 'A'.repeat(32) }),
      fc.record({ token: hostileString }),
      fc.constant({ token }),
    );
    await checkAction(world, 'unsubscribe', ['anon', 'member'], unsubscribe(), inputs, 40);
  });

  it('a real token unsubscribes (twice is still fine); an unknown one is refused as an invalid link', async () => {
    world.as('anon');
    expect(await unsubscribe()({ token })).toEqual({ ok: true, data: { message: UNSUBSCRIBE_MESSAGES.done } });
    expect(await unsubscribe()({ token })).toMatchObject({ ok: true });
    const { rows } = await world.stack.db.query<{ unsubscribed: boolean }>(
      'select unsubscribed_at is not null as unsubscribed from private.community_thread_subscriptions where token = $1',
      [token],
    );
    expect(rows).toEqual([{ unsubscribed: true }]);
    expect(await unsubscribe()({ token: 'B'.repeat(32) })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: UNSUBSCRIBE_MESSAGES.invalid,
    });
    expect(await unsubscribe()({ token: 'short' })).toMatchObject({ ok: false, code: 'VALIDATION' });
  });
});
