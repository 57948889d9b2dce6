import { createClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { leadActions } from '@/lib/leads/leads.handlers';
import { settingsActions } from '@/lib/settings/settings.handlers';
import { userActions } from '@/lib/users/users.handlers';
import { hostileFormFrom, hostileFreshFormFrom, hostileInputFrom, hostileValue, MARKUP } from '../support/hostile-values';
import { uniq } from './support/enquiries';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';
import { insertCounselor, insertLead } from './support/leads';

// Issue 13, hostile input: the back office's lead, settings and user actions answer any input with a success or
// a refusal a person can read — for the staff who reach the handlers and for everyone who must be refused first.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const RUNS = 40;
const LEAD_CALLERS: Caller[] = ['super_admin', 'editor', 'counselor', 'counselor', 'anon', 'member'];
const SYSTEM_CALLERS: Caller[] = ['super_admin', 'super_admin', 'super_admin', 'editor', 'anon', 'member'];

/** A date-time a little ahead, as <input type="datetime-local"> posts it (Indian time). */
const soon = () => new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);

describe('leads', () => {
  it("'leadActions.changeStatus', 'leadActions.assign', 'leadActions.addNote', 'leadActions.logCall' and 'leadActions.setFollowUp'", async () => {
    const actions = leadActions(world.chain);
    const leadId = (await insertLead(world.stack, { name: 'Hostile Lead' })).id;
    const counsellorId = await insertCounselor(world.stack, 'Hostile Counsellor');
    const status = await checkAction(
      world,
      'status',
      LEAD_CALLERS,
      actions.changeStatus,
      hostileFormFrom({ leadId, status: 'converted', conversionValue: '1,20,000' }),
      RUNS,
    );
    expect(status.ok, JSON.stringify(status)).toBeGreaterThan(0);
    await checkAction(world, 'assign', LEAD_CALLERS, actions.assign, hostileFormFrom({ leadId, counsellorId }), RUNS);
    const notes = await checkAction(
      world,
      'note',
      LEAD_CALLERS,
      actions.addNote,
      hostileFormFrom({ leadId, note: 'Called, keen on IIM A.', internal: 'on' }),
      RUNS,
    );
    expect(notes.ok, JSON.stringify(notes)).toBeGreaterThan(0);
    const call = { leadId, outcome: 'call_back', callBackAt: soon(), note: 'Busy now.' };
    await checkAction(world, 'call', LEAD_CALLERS, actions.logCall, hostileFormFrom(call), RUNS);
    await checkAction(
      world,
      'follow-up',
      LEAD_CALLERS,
      actions.setFollowUp,
      hostileFormFrom({ leadId, nextFollowUpAt: soon() }),
      RUNS,
    );
  });

  it('keeps markup in a note as the text typed', async () => {
    const leadId = (await insertLead(world.stack)).id;
    const note = MARKUP.join(' ');
    world.as('counselor');
    expect((await leadActions(world.chain).addNote({ leadId, note, internal: 'on' })).ok).toBe(true);
    const { rows } = await world.stack.db.query<{ internal_notes: string }>(
      'select internal_notes from public.leads where id = $1',
      [leadId],
    );
    expect(rows[0].internal_notes).toContain(note);
  });

  it("'leadActions.bulkChangeStatus', 'leadActions.bulkAssign' and 'leadActions.deleteLead'", async () => {
    const actions = leadActions(world.chain);
    const leadIds = [(await insertLead(world.stack)).id, (await insertLead(world.stack)).id];
    const counsellorId = await insertCounselor(world.stack, 'Bulk Counsellor');
    const ids = fc.array(fc.oneof(fc.uuid(), hostileValue), { maxLength: 4 });
    const bulkStatus = fc.oneof(
      hostileInputFrom({ leadIds, status: 'working' }),
      fc.record({ leadIds: ids, status: hostileValue }),
    );
    await checkAction(world, 'bulk status', LEAD_CALLERS, actions.bulkChangeStatus, bulkStatus, RUNS);
    const bulkAssign = fc.oneof(
      hostileInputFrom({ leadIds, counsellorId }),
      fc.record({ leadIds: ids, counsellorId: hostileValue }),
    );
    await checkAction(world, 'bulk assign', LEAD_CALLERS, actions.bulkAssign, bulkAssign, RUNS);
    await checkAction(world, 'delete', LEAD_CALLERS, actions.deleteLead, hostileFormFrom({ leadId: leadIds[0] }), 20);
  });
});

describe('settings', () => {
  it("'settingsActions.contact', 'settingsActions.social', 'settingsActions.stats', 'settingsActions.assignment' and 'settingsActions.features'", async () => {
    const actions = settingsActions(world.chain);
    const contact = { phone: '+91 98765 43210', email: 'hello@mbadisha.test', whatsapp: '', address: 'Pune', hours: '9–6' };
    const tally = await checkAction(world, 'contact', SYSTEM_CALLERS, actions.contact, hostileFormFrom(contact), RUNS);
    expect(tally.ok, JSON.stringify(tally)).toBeGreaterThan(0);
    const social = { youtube: 'https://youtube.com/@mbadisha', instagram: '', linkedin: '', twitter: '', facebook: '' };
    await checkAction(world, 'social', SYSTEM_CALLERS, actions.social, hostileFormFrom(social), RUNS);
    const stats = { students: '10,000+', college_tie_ups: '150+', placement_rate: '95%', internships: '500+', videos: '200+' };
    await checkAction(world, 'stats', SYSTEM_CALLERS, actions.stats, hostileFormFrom(stats), RUNS);
    await checkAction(world, 'assignment', SYSTEM_CALLERS, actions.assignment, hostileFormFrom({ mode: 'manual' }), 20);
    await checkAction(world, 'features', SYSTEM_CALLERS, actions.features, hostileFormFrom({ newsletter_signup: 'on' }), 20);
  });
});

describe('users', () => {
  it("'userActions.changeAccess', 'userActions.invite' and 'userActions.setDisabled'", async () => {
    const admin = () => createClient<Database>(world.stack.url, world.stack.serviceRoleKey, { auth: { persistSession: false } });
    const actions = userActions(world.chain, { adminClient: admin, inviteRedirect: () => 'http://localhost/auth/invite' });
    const made = await admin().auth.admin.createUser({
      email: `${uniq('target')}@hostile.test`,
      password: 'Demo@12345',
      email_confirm: true,
    });
    if (made.error) throw made.error;
    const userId = made.data.user.id;
    await checkAction(
      world,
      'access',
      SYSTEM_CALLERS,
      actions.changeAccess,
      hostileFormFrom({ userId, role: 'editor', isAdmin: 'on' }),
      RUNS,
    );
    const invite = () => ({ email: `${uniq('invite')}@hostile.test`, name: 'New Staff', role: 'counselor' });
    await checkAction(world, 'invite', SYSTEM_CALLERS, actions.invite, hostileFreshFormFrom(invite), RUNS);
    await checkAction(world, 'disable', SYSTEM_CALLERS, actions.setDisabled, hostileFormFrom({ userId, disabled: 'on' }), RUNS);
  });
});
