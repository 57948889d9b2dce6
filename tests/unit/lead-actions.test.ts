import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createActionChain } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import type { Role } from '@/lib/auth/roles';
import type { Database } from '@/lib/database.types';
import { DATA_ERRORS, DataError } from '@/lib/errors/data-error';
import { LEAD_MESSAGES, leadActions } from '@/lib/leads/leads.handlers';

/*
 * The lead actions outside Next, over supabase-js clients whose fetch answers like PostgREST: the requests the
 * handlers make are the real ones, recorded so a test can say what reached the database and what did not.
 */

const LEAD = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const COUNSELLOR = 'c0000000-0000-4000-8000-000000000002';
const NOW = new Date('2026-11-23T06:30:00Z'); // 12:00 IST

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface World {
  role: Role;
  sent: Sent[];
  /** What the database answers to a lead change (after the profile read). */
  answer: (sent: Sent) => Response;
}

const rowsFor = (sent: Sent) =>
  (sent.query.get('id') ?? '')
    .replace(/^(in\.\(|eq\.)/, '')
    .replace(/\)$/, '')
    .split(',')
    .filter(Boolean)
    .map((id) => ({ id, name: 'Aarav Sharma' }));

function setup(
  role: Role,
  answer: World['answer'] = (sent) => Response.json(sent.path.includes('/rpc/') ? { id: LEAD } : rowsFor(sent)),
) {
  const world: World = { role, sent: [], answer };
  const fetchFake: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/rest/v1/profiles') return Response.json([{ is_admin: true, role: world.role, name: 'Staff' }]);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const sent = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : null };
    world.sent.push(sent);
    return world.answer(sent);
  };
  const chain = createActionChain({
    visitor: async () => ({ ip: '203.0.113.9', userAgent: 'vitest' }),
    client: async () =>
      createClient<Database>('http://db.test', 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fetchFake },
      }),
    user: async () => ({ id: 'd0000000-0000-4000-8000-000000000003', email: 'staff@example.com' }),
    report: () => undefined,
  });
  return { world, actions: leadActions(chain, { now: () => NOW }) };
}

describe('status changes', () => {
  it('a counsellor sets a status; the conversion value goes only with a conversion', async () => {
    const { world, actions } = setup('counselor');
    expect(await actions.changeStatus({ leadId: LEAD, status: 'contacted', conversionValue: '5000' })).toEqual({
      ok: true,
      data: { message: 'Status set to Contacted.' },
    });
    expect(world.sent[0]).toMatchObject({ method: 'PATCH', path: '/rest/v1/leads', body: { status: 'contacted' } });
    expect(world.sent[0].query.get('id')).toBe(`in.(${LEAD})`);

    await actions.changeStatus({ leadId: LEAD, status: 'converted', conversionValue: '₹45,000.50' });
    expect(world.sent[1].body).toEqual({ status: 'converted', conversion_value: 45000.5 });
  });

  it('refuses a bad conversion value before asking the database', async () => {
    const { world, actions } = setup('super_admin');
    const result = await actions.changeStatus({ leadId: LEAD, status: 'converted', conversionValue: '-5' });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { conversionValue: [LEAD_MESSAGES.conversionValue] },
    });
    expect(world.sent).toEqual([]);
  });

  it('changes many at once and says how many', async () => {
    const { world, actions } = setup('counselor');
    expect(await actions.bulkChangeStatus({ leadIds: [LEAD, OTHER], status: 'qualified' })).toEqual({
      ok: true,
      data: { message: 'Status of 2 leads set to Qualified.' },
    });
    expect(world.sent[0].query.get('id')).toBe(`in.(${LEAD},${OTHER})`);
    expect((await actions.bulkChangeStatus({ leadIds: [], status: 'qualified' })).ok).toBe(false);
  });

  it('a lead that no longer exists is NOT_FOUND', async () => {
    const { actions } = setup('editor', () => Response.json([]));
    expect(await actions.changeStatus({ leadId: LEAD, status: 'lost' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('managers only', () => {
  it.each(['counselor', 'community_mod'] as const)(
    '%s cannot assign, bulk-assign or delete: nothing reaches the leads',
    async (role) => {
      const { world, actions } = setup(role);
      for (const result of [
        await actions.assign({ leadId: LEAD, counsellorId: COUNSELLOR }),
        await actions.bulkAssign({ leadIds: [LEAD], counsellorId: COUNSELLOR }),
        await actions.deleteLead({ leadId: LEAD }),
      ]) {
        expect(result).toEqual({ ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      }
      expect(world.sent).toEqual([]);
    },
  );

  it('a manager assigns, unassigns and deletes', async () => {
    const { world, actions } = setup('editor');
    expect(await actions.assign({ leadId: LEAD, counsellorId: COUNSELLOR })).toEqual({
      ok: true,
      data: { message: 'Lead assigned.' },
    });
    expect(world.sent[0].body).toEqual({ assigned_counselor_id: COUNSELLOR });
    expect(await actions.bulkAssign({ leadIds: [LEAD, OTHER], counsellorId: 'unassigned' })).toEqual({
      ok: true,
      data: { message: '2 leads unassigned.' },
    });
    expect(world.sent[1].body).toEqual({ assigned_counselor_id: null });
    expect(await actions.deleteLead({ leadId: LEAD })).toEqual({ ok: true, data: { message: 'Lead Aarav Sharma deleted.' } });
    expect(world.sent[2]).toMatchObject({ method: 'DELETE', path: '/rest/v1/leads' });
  });

  it('the database’s own refusal (a stale screen) reads as no permission', async () => {
    const { actions } = setup('editor', () =>
      Response.json({ code: '42501', message: 'Only a lead manager can reassign leads.' }, { status: 403 }),
    );
    expect(await actions.assign({ leadId: LEAD, counsellorId: COUNSELLOR })).toMatchObject({
      ok: false,
      message: FORBIDDEN_MESSAGE,
    });
  });
});

describe('notes and calls', () => {
  it('adds a note or an internal note through add_lead_note', async () => {
    const { world, actions } = setup('counselor');
    await actions.addNote({ leadId: LEAD, note: '  Spoke about CAT  ', internal: 'on' });
    await actions.addNote({ leadId: LEAD, note: 'Sent brochure' });
    expect(world.sent.map((s) => [s.path, s.body])).toEqual([
      ['/rest/v1/rpc/add_lead_note', { lead_id: LEAD, note: 'Spoke about CAT', internal: true }],
      ['/rest/v1/rpc/add_lead_note', { lead_id: LEAD, note: 'Sent brochure', internal: false }],
    ]);
  });

  it('refuses an empty note without asking the database', async () => {
    const { world, actions } = setup('counselor');
    expect(await actions.addNote({ leadId: LEAD, note: '   ' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { note: [LEAD_MESSAGES.noteEmpty] },
    });
    expect(world.sent).toEqual([]);
  });

  it('words the database’s refusal of an argument', async () => {
    const { actions } = setup('counselor', () =>
      Response.json({ code: '22023', message: 'A note is at most 5000 characters', hint: 'note' }, { status: 400 }),
    );
    expect(await actions.addNote({ leadId: LEAD, note: 'x' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      message: 'A note must have 1 to 5,000 characters.',
    });
  });

  it('logs a call; a call back needs a time in the future, read as Indian time', async () => {
    const { world, actions } = setup('counselor');
    expect(await actions.logCall({ leadId: LEAD, outcome: 'no_answer', callBackAt: '2026-11-24T11:00' })).toEqual({
      ok: true,
      data: { message: 'Call logged: No answer.' },
    });
    expect(world.sent[0].body).toEqual({ lead_id: LEAD, outcome: 'no_answer' });

    expect(await actions.logCall({ leadId: LEAD, outcome: 'call_back' })).toMatchObject({
      ok: false,
      message: LEAD_MESSAGES.callBackMissing,
    });
    expect(await actions.logCall({ leadId: LEAD, outcome: 'call_back', callBackAt: '2026-11-23T11:59' })).toMatchObject({
      ok: false,
      message: LEAD_MESSAGES.callBackPast,
    });
    expect(world.sent).toHaveLength(1);

    expect(
      await actions.logCall({ leadId: LEAD, outcome: 'call_back', callBackAt: '2026-11-24T11:00', note: 'After 11' }),
    ).toEqual({
      ok: true,
      data: { message: 'Call logged. Call back at 24 Nov 2026, 11:00 am IST.' },
    });
    expect(world.sent[1].body).toEqual({
      lead_id: LEAD,
      outcome: 'call_back',
      call_back_at: '2026-11-24T05:30:00.000Z',
      note: 'After 11',
    });
  });

  it('sets and clears the next follow-up', async () => {
    const { world, actions } = setup('counselor');
    await actions.setFollowUp({ leadId: LEAD, nextFollowUpAt: '2026-11-25T10:15' });
    await actions.setFollowUp({ leadId: LEAD, nextFollowUpAt: '' });
    expect(world.sent.map((s) => s.body)).toEqual([
      { next_follow_up_at: '2026-11-25T04:45:00.000Z' },
      { next_follow_up_at: null },
    ]);
  });
});

describe('with the database unreachable', () => {
  it('every change answers with the connection message of spec §8', async () => {
    const { actions } = setup('super_admin', () => {
      throw new TypeError('fetch failed');
    });
    const results = [
      await actions.changeStatus({ leadId: LEAD, status: 'contacted' }),
      await actions.addNote({ leadId: LEAD, note: 'x' }),
      await actions.logCall({ leadId: LEAD, outcome: 'busy' }),
      await actions.assign({ leadId: LEAD, counsellorId: COUNSELLOR }),
      await actions.deleteLead({ leadId: LEAD }),
    ];
    for (const result of results) {
      expect(result).toEqual({ ok: false, code: 'CONNECTION_ERROR', message: DATA_ERRORS.CONNECTION_ERROR });
    }
  });

  it('including when the sign-in check itself cannot reach the server', async () => {
    const chain = createActionChain({
      visitor: async () => ({ ip: null, userAgent: null }),
      client: async () => createClient<Database>('http://db.test', 'anon-key'),
      user: async () => {
        throw new DataError('CONNECTION_ERROR');
      },
      report: () => undefined,
    });
    expect(await leadActions(chain).changeStatus({ leadId: LEAD, status: 'contacted' })).toEqual({
      ok: false,
      code: 'CONNECTION_ERROR',
      message: DATA_ERRORS.CONNECTION_ERROR,
    });
  });
});
