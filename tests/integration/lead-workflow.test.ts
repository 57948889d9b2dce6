import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { startFormsStack, type Client } from './support/enquiries';
import { eventsOf, insertCounselor, insertLead, istStamp, leadRow, staff } from './support/leads';

// Working a lead through supabase-js as the back office does: spec §4's status and assignment stamps, notes and
// calls (public.add_lead_note, public.log_lead_call), and what a counsellor may not do (reassign, delete).

let stack: LocalStack;
let counselor: Client;
let editor: Client;
let superAdmin: Client;
let moderator: Client;
let member: Client;
let asha = '';
let ben = '';

// node-pg gives Date objects, supabase-js ISO strings.
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

beforeAll(async () => {
  stack = await startFormsStack();
  counselor = (await staff(stack, 'counselor', 'Priya Nair')).client;
  editor = (await staff(stack, 'editor', 'Ananya Iyer')).client;
  superAdmin = (await staff(stack, 'super_admin', 'Rohan Mehta')).client;
  moderator = (await staff(stack, 'community_mod', 'Kabir Shah')).client;
  member = (await staff(stack, 'member', 'Aditya Verma')).client;
  asha = await insertCounselor(stack, 'Asha Menon');
  ben = await insertCounselor(stack, 'Ben Thomas');
}, 120_000);
afterAll(() => stack?.stop());

describe('status (spec §4)', () => {
  it('stamps first_contacted_at once and last_contacted_at on every setting, the same status again included', async () => {
    const { id } = await insertLead(stack);
    const before = Date.now();
    expect((await counselor.from('leads').update({ status: 'contacted' }).eq('id', id)).error).toBeNull();
    const first = await leadRow(stack, id);
    expect(ms(first.first_contacted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(first.last_contacted_at).toEqual(first.first_contacted_at);

    await sleep(20);
    expect((await counselor.from('leads').update({ status: 'contacted' }).eq('id', id)).error).toBeNull();
    const again = await leadRow(stack, id);
    expect(ms(again.last_contacted_at)).toBeGreaterThan(ms(first.last_contacted_at));
    expect(again.first_contacted_at).toEqual(first.first_contacted_at);

    await counselor.from('leads').update({ status: 'working' }).eq('id', id);
    await counselor.from('leads').update({ status: 'contacted' }).eq('id', id);
    const back = await leadRow(stack, id);
    expect(back.first_contacted_at).toEqual(first.first_contacted_at);
    expect(ms(back.last_contacted_at)).toBeGreaterThan(ms(again.last_contacted_at));
  });

  it('stamps qualified_at on qualified, and converted_at with the conversion value given in the same update', async () => {
    const { id } = await insertLead(stack);
    await counselor.from('leads').update({ status: 'qualified' }).eq('id', id);
    const qualified = await leadRow(stack, id);
    expect(qualified).toMatchObject({ status: 'qualified', first_contacted_at: null, converted_at: null });
    expect(qualified.qualified_at).not.toBeNull();
    expect(qualified.last_contacted_at).toEqual(qualified.qualified_at);

    const { data, error } = await counselor
      .from('leads')
      .update({ status: 'converted', conversion_value: 150000 })
      .eq('id', id)
      .select('status, conversion_value, converted_at, qualified_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'converted', conversion_value: 150000 });
    expect(ms(data!.qualified_at)).toBe(ms(qualified.qualified_at));
    expect(ms(data!.converted_at)).toBeGreaterThanOrEqual(ms(qualified.qualified_at));
  });

  it('leaves the contact stamps alone when status is not among the columns written', async () => {
    const { id } = await insertLead(stack, { status: 'working' });
    await counselor.from('leads').update({ priority: 'high' }).eq('id', id);
    expect(await leadRow(stack, id)).toMatchObject({ priority: 'high', last_contacted_at: null, first_contacted_at: null });
  });
});

describe('assignment', () => {
  it('lets an editor and a super admin assign: assigned_at and last_contacted_at are stamped', async () => {
    const { id } = await insertLead(stack);
    const before = Date.now();
    expect((await editor.from('leads').update({ assigned_counselor_id: asha }).eq('id', id)).error).toBeNull();
    const row = await leadRow(stack, id);
    expect(row.assigned_counselor_id).toBe(asha);
    expect(ms(row.assigned_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(row.last_contacted_at).toEqual(row.assigned_at);

    const other = await insertLead(stack);
    const bulk = await superAdmin.from('leads').update({ assigned_counselor_id: ben }).in('id', [id, other.id]).select('id');
    expect(bulk.error).toBeNull();
    expect(bulk.data).toHaveLength(2);
    expect((await leadRow(stack, other.id)).assigned_counselor_id).toBe(ben);
  });

  it("refuses a counsellor's reassignment or unassignment with 42501 and changes nothing", async () => {
    const { id } = await insertLead(stack, { assigned_counselor_id: asha });
    for (const to of [ben, null]) {
      const { error } = await counselor.from('leads').update({ assigned_counselor_id: to }).eq('id', id);
      expect({ code: error?.code, message: error?.message }).toEqual({
        code: '42501',
        message: 'Only a lead manager can reassign leads.',
      });
    }
    // Writing the same counsellor back is no reassignment.
    expect(
      (await counselor.from('leads').update({ assigned_counselor_id: asha, priority: 'urgent' }).eq('id', id)).error,
    ).toBeNull();
    expect(await leadRow(stack, id)).toMatchObject({ assigned_counselor_id: asha, priority: 'urgent' });
  });
});

describe('deletion', () => {
  it('refuses a counsellor: the lead stays', async () => {
    const { id } = await insertLead(stack);
    const { data, error } = await counselor.from('leads').delete().eq('id', id).select('id');
    expect({ error, data }).toEqual({ error: null, data: [] });
    expect(await leadRow(stack, id)).toBeDefined();
  });

  it('lets an editor delete', async () => {
    const { id } = await insertLead(stack);
    const { data, error } = await editor.from('leads').delete().eq('id', id).select('id');
    expect({ error, data }).toEqual({ error: null, data: [{ id }] });
    expect(await leadRow(stack, id)).toBeUndefined();
  });
});

describe('notes: public.add_lead_note', () => {
  it('appends "[day Mon year, HH:MM IST · author] text" after a blank line, counting a contact attempt each time', async () => {
    const { id } = await insertLead(stack, { notes: 'Met at the CAT webinar.' });
    const one = await counselor.rpc('add_lead_note', { lead_id: id, note: '  Wants IIM Indore.  ' });
    expect(one.error).toBeNull();
    const firstEntry = `[${istStamp(one.data!.last_contacted_at!)} · Priya Nair] Wants IIM Indore.`;
    expect(one.data).toMatchObject({
      notes: `Met at the CAT webinar.\n\n${firstEntry}`,
      contact_attempts: 1,
      internal_notes: null,
    });

    const two = await editor.rpc('add_lead_note', { lead_id: id, note: 'Sent the fee sheet.' });
    const secondEntry = `[${istStamp(two.data!.last_contacted_at!)} · Ananya Iyer] Sent the fee sheet.`;
    expect(two.data).toMatchObject({ notes: `Met at the CAT webinar.\n\n${firstEntry}\n\n${secondEntry}`, contact_attempts: 2 });
    expect(ms(two.data!.last_contacted_at)).toBeGreaterThanOrEqual(ms(one.data!.last_contacted_at));
    expect(await leadRow(stack, id)).toMatchObject({ notes: two.data!.notes, contact_attempts: 2 });
  });

  it('writes an internal note to internal_notes, with no blank line before the first entry', async () => {
    const { id } = await insertLead(stack);
    const { data, error } = await counselor.rpc('add_lead_note', { lead_id: id, note: 'Budget is tight.', internal: true });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      notes: null,
      internal_notes: `[${istStamp(data!.last_contacted_at!)} · Priya Nair] Budget is tight.`,
      contact_attempts: 1,
    });
  });

  it('refuses an empty or over-long note (22023, HINT note) and a lead that does not exist (P0002)', async () => {
    const { id } = await insertLead(stack);
    for (const note of ['', '   \n ', 'x'.repeat(5001)]) {
      const { error } = await counselor.rpc('add_lead_note', { lead_id: id, note });
      expect({ code: error?.code, hint: error?.hint }).toEqual({ code: '22023', hint: 'note' });
    }
    expect((await counselor.rpc('add_lead_note', { lead_id: id, note: 'x'.repeat(5000) })).error).toBeNull();
    const missing = await counselor.rpc('add_lead_note', { lead_id: '00000000-0000-4000-8000-000000000000', note: 'Hi' });
    expect(missing.error?.code).toBe('P0002');
  });

  it('refuses a community moderator and a member with 42501, changing nothing', async () => {
    const { id } = await insertLead(stack);
    for (const client of [moderator, member]) {
      const { error } = await client.rpc('add_lead_note', { lead_id: id, note: 'Hello' });
      expect(error?.code).toBe('42501');
    }
    expect(await leadRow(stack, id)).toMatchObject({ notes: null, contact_attempts: 0 });
  });
});

describe('calls: public.log_lead_call', () => {
  it('appends "Call: No answer." with the note, counts the attempt and writes one call_logged row', async () => {
    const { id } = await insertLead(stack);
    const { data, error } = await counselor.rpc('log_lead_call', { lead_id: id, outcome: 'no_answer', note: 'Rang twice.' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'new',
      contact_attempts: 1,
      internal_notes: `[${istStamp(data!.last_contacted_at!)} · Priya Nair] Call: No answer. Rang twice.`,
      next_follow_up_at: null,
    });
    const events = (await eventsOf(stack, id)).filter((e) => e.action !== 'created');
    expect(events).toEqual([
      {
        action: 'call_logged',
        actor_id: expect.any(String),
        actor_name: 'Priya Nair',
        lead_name: 'Vikram Rao',
        details: { outcome: 'no_answer', call_back_at: null, note: 'Rang twice.' },
      },
    ]);
  });

  it('sets the follow-up of a call back and writes its time in IST', async () => {
    const { id } = await insertLead(stack, { internal_notes: 'Prefers evenings.' });
    const at = '2099-11-24T05:30:00Z';
    const { data, error } = await counselor.rpc('log_lead_call', { lead_id: id, outcome: 'call_back', call_back_at: at });
    expect(error).toBeNull();
    expect(ms(data!.next_follow_up_at)).toBe(ms(at));
    expect(data!.internal_notes).toBe(
      `Prefers evenings.\n\n[${istStamp(data!.last_contacted_at!)} · Priya Nair] Call: Asked to call back at 24 Nov 2099, 11:00 IST.`,
    );
    expect((await eventsOf(stack, id)).map((e) => e.action)).toEqual(['created', 'call_logged']);
  });

  it('makes a new lead contacted on a connected call (first_contacted_at stamped), and only a new one', async () => {
    const fresh = await insertLead(stack);
    const { data } = await counselor.rpc('log_lead_call', { lead_id: fresh.id, outcome: 'connected' });
    expect(data).toMatchObject({ status: 'contacted', contact_attempts: 1 });
    expect(data!.first_contacted_at).not.toBeNull();
    expect(data!.internal_notes).toMatch(/ · Priya Nair\] Call: Connected\.$/);
    expect((await eventsOf(stack, fresh.id)).map((e) => [e.action, e.details])).toEqual([
      ['created', { source: 'website', form_type: 'contact' }],
      ['status_changed', { from: 'new', to: 'contacted' }],
      ['call_logged', { outcome: 'connected', call_back_at: null, note: null }],
    ]);

    const working = await insertLead(stack, { status: 'working' });
    const again = await counselor.rpc('log_lead_call', { lead_id: working.id, outcome: 'connected' });
    expect(again.data).toMatchObject({ status: 'working', first_contacted_at: null });
  });

  it('refuses an unknown outcome (HINT outcome) and a call back without a future time (HINT call_back_at)', async () => {
    const { id } = await insertLead(stack);
    const cases = [
      [{ outcome: 'voicemail' }, 'outcome'],
      [{ outcome: 'call_back' }, 'call_back_at'],
      [{ outcome: 'call_back', call_back_at: '2020-01-01T00:00:00Z' }, 'call_back_at'],
      [{ outcome: 'busy', note: 'x'.repeat(5001) }, 'note'],
    ] as const;
    for (const [args, hint] of cases) {
      const { error } = await counselor.rpc('log_lead_call', { lead_id: id, ...args });
      expect({ code: error?.code, hint: error?.hint }, JSON.stringify(args)).toEqual({ code: '22023', hint });
    }
    expect(await leadRow(stack, id)).toMatchObject({ internal_notes: null, contact_attempts: 0 });
    expect((await moderator.rpc('log_lead_call', { lead_id: id, outcome: 'busy' })).error?.code).toBe('42501');
  });
});
