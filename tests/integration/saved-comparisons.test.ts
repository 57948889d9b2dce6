import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES, compareActions } from '@/lib/compare/compare.handlers';
import { listSavedComparisons } from '@/lib/data/saved-comparisons';
import type { Database } from '@/lib/database.types';
import { DEMO, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Issue 16, compare: a comparison saved by a member is listed for them and nobody else, only real colleges can be
// saved. (Hostile input to the actions: tests/integration/hostile-public-actions.test.ts.)

type Client = SupabaseClient<Database>;
let world: HostileWorld;
let member: Client;
let counselor: Client;
let anon: Client;
beforeAll(async () => {
  world = await startHostileWorld();
  member = world.clientOf('member');
  counselor = world.clientOf('counselor');
  anon = world.clientOf('anon');
}, 120_000);
afterAll(() => world?.stack.stop());

describe('saved comparisons', () => {
  it('are saved by a member and listed only for that member', async () => {
    const actions = compareActions(world.chain);
    world.as('member');
    const saved = await actions.save({ slugs: ['iim-bangalore', 'iim-ahmedabad', 'xlri-jamshedpur'] });
    expect(saved).toEqual({ ok: true, data: undefined });
    // Saving the same comparison twice keeps one.
    expect((await actions.save({ slugs: ['iim-bangalore', 'iim-ahmedabad', 'xlri-jamshedpur'] })).ok).toBe(true);

    const mine = await listSavedComparisons(member);
    expect(mine).toHaveLength(1);
    expect(mine[0].colleges.map((c) => c.slug)).toEqual(['iim-bangalore', 'iim-ahmedabad', 'xlri-jamshedpur']);
    expect(await listSavedComparisons(counselor)).toEqual([]);
    expect((await anon.from('saved_comparisons').select('id')).data ?? []).toEqual([]);

    // Another user cannot remove it: RLS filters the delete, the row stays.
    world.as('counselor');
    expect((await actions.remove({ id: mine[0].id })).ok).toBe(true);
    expect(await listSavedComparisons(member)).toHaveLength(1);

    world.as('member');
    expect((await actions.remove({ id: mine[0].id })).ok).toBe(true);
    expect(await listSavedComparisons(member)).toEqual([]);
  });

  it('refuses the signed-out, unknown colleges and a wrong count with a message', async () => {
    const actions = compareActions(world.chain);
    world.as('anon');
    const anonymous = await actions.save({ slugs: ['iim-bangalore', 'iim-ahmedabad'] });
    expect(anonymous.ok).toBe(false);
    world.as('member');
    expect(await actions.save({ slugs: ['iim-bangalore', 'no-such-college'] })).toMatchObject({
      ok: false,
      message: COMPARE_MESSAGES.unknown,
    });
    expect(await actions.save({ slugs: ['iim-bangalore'] })).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(await listSavedComparisons(member)).toEqual([]);
  });

  it('row-level security refuses ids that are not listed colleges and rows for someone else', async () => {
    const { data: colleges } = await member.from('colleges').select('id').limit(2);
    const ids = (colleges ?? []).map((c) => c.id);
    const bogus = await member
      .from('saved_comparisons')
      .insert({ user_id: DEMO.member.id, college_ids: [ids[0], '00000000-0000-4000-8000-00000000beef'] });
    expect(bogus.error?.code).toBe('42501');
    const twice = await member.from('saved_comparisons').insert({ user_id: DEMO.member.id, college_ids: [ids[0], ids[0]] });
    expect(twice.error?.code).toBe('42501');
    const forOther = await counselor.from('saved_comparisons').insert({ user_id: DEMO.member.id, college_ids: ids });
    expect(forOther.error?.code).toBe('42501');
    const anonymous = await anon.from('saved_comparisons').insert({ user_id: DEMO.member.id, college_ids: ids });
    expect(anonymous.error).not.toBeNull();
  });
});
