import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FORM_MESSAGES, applicationActions } from '@/lib/applications/applications.handlers';
import { APPLICATION_MESSAGES, listApplications } from '@/lib/data/college-applications';
import type { Database } from '@/lib/database.types';
import { DEMO, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Issue 16, my applications: a member's tracker is theirs alone; bad input is refused with a message and changes
// nothing. (Hostile input to the actions: tests/integration/hostile-public-actions.test.ts.)

type Client = SupabaseClient<Database>;
let world: HostileWorld;
let member: Client;
let counselor: Client;
beforeAll(async () => {
  world = await startHostileWorld();
  member = world.clientOf('member');
  counselor = world.clientOf('counselor');
}, 120_000);
afterAll(() => world?.stack.stop());

describe('the application tracker', () => {
  it('tracks, updates and removes a member’s own applications', async () => {
    const actions = applicationActions(world.chain);
    world.as('member');
    expect(await actions.track({ slug: 'iim-lucknow' })).toEqual({ ok: true, data: undefined });
    expect(await actions.track({ slug: 'iim-lucknow' })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: APPLICATION_MESSAGES.already,
    });
    const [application] = await listApplications(member);
    expect(application).toMatchObject({
      status: 'planning',
      formFee: null,
      notes: '',
      reminders: true,
      college: { slug: 'iim-lucknow' },
    });

    expect(await actions.update({ id: application.id, status: 'applied', formFee: '2,500', notes: 'Paid on 2 Dec' })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await listApplications(member))[0]).toMatchObject({ status: 'applied', formFee: 2500, notes: 'Paid on 2 Dec' });
    // Reminders switch with the same save, and stay as they are when a save does not mention them.
    expect(
      (await actions.update({ id: application.id, status: 'applied', formFee: 2500, notes: 'Paid on 2 Dec', reminders: false }))
        .ok,
    ).toBe(true);
    expect((await actions.update({ id: application.id, status: 'applied', formFee: 2500, notes: 'Paid on 2 Dec' })).ok).toBe(
      true,
    );
    expect((await listApplications(member))[0]).toMatchObject({ reminders: false });

    // Bad input: a message on the field, nothing changed.
    const bad = await actions.update({ id: application.id, status: 'applied', formFee: '-5', notes: 'x' });
    expect(bad).toMatchObject({ ok: false, code: 'VALIDATION', fieldErrors: { formFee: [APPLICATION_FORM_MESSAGES.formFee] } });
    const unknownStatus = await actions.update({ id: application.id, status: 'waitlisted', formFee: '', notes: '' });
    expect(unknownStatus).toMatchObject({ ok: false, fieldErrors: { status: [APPLICATION_FORM_MESSAGES.status] } });
    const badSwitch = await actions.update({ id: application.id, status: 'applied', formFee: '', notes: '', reminders: 'yes' });
    expect(badSwitch).toMatchObject({ ok: false, fieldErrors: { reminders: [APPLICATION_FORM_MESSAGES.reminders] } });
    expect((await listApplications(member))[0]).toMatchObject({ status: 'applied', formFee: 2500, notes: 'Paid on 2 Dec' });

    // Nobody else reads or changes it, staff included.
    expect(await listApplications(counselor)).toEqual([]);
    world.as('counselor');
    expect(await actions.update({ id: application.id, status: 'declined', formFee: '', notes: '' })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    const direct = await counselor
      .from('college_applications')
      .update({ status: 'declined' })
      .eq('id', application.id)
      .select('id');
    expect(direct.data ?? []).toEqual([]);
    world.as('anon');
    expect((await actions.track({ slug: 'iim-indore' })).ok).toBe(false);

    world.as('member');
    expect((await actions.remove({ id: application.id })).ok).toBe(true);
    expect(await listApplications(member)).toEqual([]);
  });

  it('refuses an unlisted college', async () => {
    world.as('member');
    expect(await applicationActions(world.chain).track({ slug: 'no-such-college' })).toMatchObject({
      ok: false,
      message: APPLICATION_MESSAGES.unknownCollege,
    });
  });

  it('lets the owner change status, fee and notes only, never whose or which college it is', async () => {
    world.as('member');
    await applicationActions(world.chain).track({ slug: 'iim-indore' });
    const [application] = await listApplications(member);
    const moved = await member.from('college_applications').update({ user_id: DEMO.counselor.id }).eq('id', application.id);
    expect(moved.error?.code).toBe('42501');
  });
});
