import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/database.types';
import type { LocalStack } from '@/supabase/local';
import { address, contactForm, service, startFormsStack, submit, visitor, type Client } from './support/enquiries';
import { eventsOf, insertCounselor, insertLead, staff } from './support/leads';
import { proveMailbox } from './support/my-data';

// public.lead_events: one row per kind of change to a lead (triggers on leads), per view of a lead's personal data
// and per export (public.record_lead_access), with who did it. Nobody changes or removes a row through the API.

let stack: LocalStack;
let counselor: Client;
let counselorId = '';
let editor: Client;
let editorId = '';
let moderator: Client;
let member: Client;
let memberId = '';
let asha = '';

beforeAll(async () => {
  stack = await startFormsStack();
  ({ client: counselor, id: counselorId } = await staff(stack, 'counselor', 'Priya Nair'));
  ({ client: editor, id: editorId } = await staff(stack, 'editor', 'Ananya Iyer'));
  moderator = (await staff(stack, 'community_mod', 'Kabir Shah')).client;
  ({ client: member, id: memberId } = await staff(stack, 'member', 'Aditya Verma'));
  asha = await insertCounselor(stack, 'Asha Menon');
}, 120_000);
afterAll(() => stack?.stop());

const priya = () => ({ actor_id: counselorId, actor_name: 'Priya Nair' });
const system = { actor_id: null, actor_name: null };

describe('changes', () => {
  it('records a visitor’s enquiry as created by the system', async () => {
    const form = contactForm({ name: 'Meera Iyer' });
    const { data, error } = await submit(visitor(stack, address()), form);
    expect(error).toBeNull();
    expect(await eventsOf(stack, data!.lead_id)).toEqual([
      { action: 'created', ...system, lead_name: 'Meera Iyer', details: { source: 'website', form_type: 'contact' } },
    ]);
  });

  it('records each kind of change of one update as its own row, with the staff member who made it', async () => {
    const { id } = await insertLead(stack, { name: 'Vikram Rao', status: 'new', notes: 'First.' });
    const followUp = '2099-01-02T03:30:00+00:00';
    const { error } = await counselor
      .from('leads')
      .update({
        status: 'contacted',
        notes: 'First.\n\nSecond.',
        next_follow_up_at: followUp,
        phone: '+91 98765 00000',
        priority: 'high',
      })
      .eq('id', id);
    expect(error).toBeNull();
    const events = (await eventsOf(stack, id)).slice(1);
    expect(events).toEqual([
      { action: 'note_added', ...priya(), lead_name: 'Vikram Rao', details: { entry: 'Second.' } },
      { action: 'follow_up_set', ...priya(), lead_name: 'Vikram Rao', details: { from: null, to: expect.any(String) } },
      { action: 'updated', ...priya(), lead_name: 'Vikram Rao', details: { fields: ['phone', 'priority'] } },
      { action: 'status_changed', ...priya(), lead_name: 'Vikram Rao', details: { from: 'new', to: 'contacted' } },
    ]);
    expect(new Date((events[1].details as { to: string }).to).getTime()).toBe(new Date(followUp).getTime());
  });

  it('records the same status set again, an assignment with names, a conversion with its value, and an edited note', async () => {
    const { id } = await insertLead(stack, { name: 'Sara Khan', status: 'qualified', internal_notes: 'Old words.' });
    await counselor.from('leads').update({ status: 'qualified' }).eq('id', id);
    await editor.from('leads').update({ assigned_counselor_id: asha }).eq('id', id);
    await editor.from('leads').update({ status: 'converted', conversion_value: 250000 }).eq('id', id);
    await editor.from('leads').update({ internal_notes: 'Rewritten.' }).eq('id', id);
    await counselor.rpc('add_lead_note', { lead_id: id, note: 'Paid.', internal: true });
    const ananya = { actor_id: editorId, actor_name: 'Ananya Iyer' };
    const events = await eventsOf(stack, id);
    expect(new Set(events.map((e) => e.lead_name))).toEqual(new Set(['Sara Khan']));
    expect(events.map(({ lead_name: _, ...e }) => e)).toEqual([
      { action: 'created', ...system, details: { source: 'website', form_type: 'contact' } },
      { action: 'status_changed', ...priya(), details: { from: 'qualified', to: 'qualified' } },
      {
        action: 'assigned',
        ...ananya,
        details: { from_id: null, from_name: null, to_id: asha, to_name: 'Asha Menon' },
      },
      { action: 'status_changed', ...ananya, details: { from: 'qualified', to: 'converted', conversion_value: 250000 } },
      { action: 'updated', ...ananya, details: { fields: ['internal_notes'] } },
      {
        action: 'internal_note_added',
        ...priya(),
        details: { entry: expect.stringMatching(/^\[\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST · Priya Nair\] Paid\.$/) },
      },
    ]);
  });

  it('records the system as the actor of a round-robin assignment and of a service-role change', async () => {
    const { id } = await insertLead(stack, { assigned_counselor_id: asha });
    await service(stack).from('leads').update({ priority: 'low' }).eq('id', id);
    expect((await eventsOf(stack, id)).map((e) => [e.action, e.actor_id, e.details])).toEqual([
      ['created', null, { source: 'website', form_type: 'contact' }],
      ['assigned', null, { from_id: null, from_name: null, to_id: asha, to_name: 'Asha Menon' }],
      ['updated', null, { fields: ['priority'] }],
    ]);
  });

  it('keeps the history of a deleted lead, ending with who deleted it', async () => {
    const { id } = await insertLead(stack, { name: 'Gone Soon', status: 'lost', source: 'twitter' });
    expect((await editor.from('leads').delete().eq('id', id).select('id')).data).toEqual([{ id }]);
    expect((await eventsOf(stack, id)).at(-1)).toEqual({
      action: 'deleted',
      actor_id: editorId,
      actor_name: 'Ananya Iyer',
      lead_name: 'Gone Soon',
      details: { status: 'lost', source: 'twitter' },
    });
    const { data } = await counselor.from('lead_events').select('action').eq('lead_id', id).order('id');
    expect(data?.map((e) => e.action)).toEqual(['created', 'deleted']);
  });
});

describe('views and exports: public.record_lead_access', () => {
  it("records a view of one lead's personal data", async () => {
    const { id } = await insertLead(stack, { name: 'Nikhil Das' });
    expect((await counselor.rpc('record_lead_access', { access: 'viewed', lead_ids: [id] })).error).toBeNull();
    expect((await eventsOf(stack, id)).at(-1)).toEqual({ action: 'viewed', ...priya(), lead_name: 'Nikhil Das', details: {} });
  });

  it('records an export as one row with its count and filters', async () => {
    const ids = [(await insertLead(stack)).id, (await insertLead(stack)).id, (await insertLead(stack)).id];
    const filters = { status: 'new', search: 'cat' };
    expect(
      (await editor.rpc('record_lead_access', { access: 'exported', lead_ids: ids, details: { filters } })).error,
    ).toBeNull();
    expect(
      (await editor.rpc('record_lead_access', { access: 'exported', lead_ids: [], details: { count: 1200 } })).error,
    ).toBeNull();
    const { rows } = await stack.db.query(
      `select lead_id, actor_name, details from public.lead_events where action = 'exported' order by id`,
    );
    expect(rows).toEqual([
      { lead_id: null, actor_name: 'Ananya Iyer', details: { count: 3, filters } },
      { lead_id: null, actor_name: 'Ananya Iyer', details: { count: 1200, filters: {} } },
    ]);
    for (const id of ids) expect((await eventsOf(stack, id)).map((e) => e.action)).toEqual(['created']);
  });

  it('refuses a bad access kind or lead list (22023), an unknown lead (P0002), and anyone who does not manage leads (42501)', async () => {
    const { id } = await insertLead(stack);
    const bad: [{ access: string; lead_ids: string[]; details?: Json }, string][] = [
      [{ access: 'edited', lead_ids: [id] }, 'access'],
      [{ access: 'viewed', lead_ids: [id, id] }, 'lead_ids'],
      [{ access: 'viewed', lead_ids: [] }, 'lead_ids'],
      [{ access: 'exported', lead_ids: [], details: [1] }, 'details'],
    ];
    for (const [args, hint] of bad) {
      const { error } = await counselor.rpc('record_lead_access', args);
      expect({ code: error?.code, hint: error?.hint }, JSON.stringify(args)).toEqual({ code: '22023', hint });
    }
    const unknown = await counselor.rpc('record_lead_access', {
      access: 'viewed',
      lead_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.error?.code).toBe('P0002');
    for (const client of [moderator, member, visitor(stack, address())]) {
      const { error } = await client.rpc('record_lead_access', { access: 'viewed', lead_ids: [id] });
      expect(error?.code).toBe('42501');
    }
    expect((await eventsOf(stack, id)).map((e) => e.action)).toEqual(['created']);
  });
});

describe('append-only', () => {
  it('refuses every API role an update or delete of a row, and a direct insert', async () => {
    const { id } = await insertLead(stack);
    const before = await eventsOf(stack, id);
    const admin = (await staff(stack, 'super_admin', 'Rohan Mehta')).client;
    for (const client of [counselor, editor, admin, service(stack)]) {
      const update = await client.from('lead_events').update({ lead_name: 'Forged' }).eq('lead_id', id);
      const remove = await client.from('lead_events').delete().eq('lead_id', id);
      const insert = await client.from('lead_events').insert({ lead_id: id, action: 'viewed' });
      expect([update.error?.code, remove.error?.code, insert.error?.code]).toEqual(['42501', '42501', '42501']);
    }
    expect(await eventsOf(stack, id)).toEqual(before);
  });

  it('refuses changes in the table itself, should a grant ever allow them', async () => {
    for (const role of ['authenticated', 'service_role']) {
      for (const statement of ['update public.lead_events set lead_name = null', 'delete from public.lead_events']) {
        const attempt = stack.db.transaction(async (tx) => {
          await tx.query(`grant update, delete on public.lead_events to ${role}`);
          await tx.query(`create policy probe on public.lead_events for all to ${role} using (true)`);
          await tx.query(`set local role ${role}`);
          await tx.query(statement);
        });
        await expect(attempt, `${role}: ${statement}`).rejects.toMatchObject({
          code: '42501',
          message: expect.stringContaining('append-only'),
        });
      }
    }
  });

  it('forgets the name and the words of notes when the person erases their data, and keeps what happened', async () => {
    const { rows } = await stack.db.query<{ email: string }>('select email from public.profiles where id = $1', [memberId]);
    const { id } = await insertLead(stack, { name: 'Aditya Verma', email: rows[0].email });
    await counselor.rpc('add_lead_note', { lead_id: id, note: 'Lives in Pune, wants loans.' });
    await counselor.rpc('log_lead_call', { lead_id: id, outcome: 'busy', note: 'Call after 6.' });
    await counselor.rpc('record_lead_access', { access: 'viewed', lead_ids: [id] });
    await proveMailbox(stack, member, rows[0].email);
    expect((await member.rpc('my_data_erase', {})).error).toBeNull();
    const events = await eventsOf(stack, id);
    expect(events.map((e) => [e.action, e.lead_name, e.details])).toEqual([
      ['created', '', { source: 'website', form_type: 'contact' }],
      ['note_added', '', {}],
      ['call_logged', '', { outcome: 'busy', call_back_at: null }],
      ['viewed', '', {}],
      ['updated', '', { fields: ['email', 'internal_notes', 'name', 'notes'], erased: true }],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Aditya|Pune|after 6/);
  });
});
