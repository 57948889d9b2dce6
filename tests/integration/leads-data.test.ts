import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { listLeadConsents, listLeadEvents, recordLeadAccess, recordLeadView } from '@/lib/data/leads/events';
import {
  addLeadNote,
  assignLeads,
  countLeads,
  deleteLead,
  exportLeadPages,
  getLead,
  getOwnCounsellorId,
  getResponseTarget,
  listActiveCounsellors,
  listFollowUps,
  listLeads,
  logLeadCall,
  setLeadStatus,
  setNextFollowUp,
} from '@/lib/data/leads/leads';
import type { Database } from '@/lib/database.types';
import { parseLeadListParams } from '@/lib/leads/list-params';
import { DEFAULT_RESPONSE_TARGET, overdueArrivalCutoff } from '@/lib/leads/response-target';
import type { RawSearchParams } from '@/lib/routing/params';
import { endOfTodayIst } from '@/lib/time/ist';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// lib/data/leads/leads.ts and lead-events.ts against the seeded local stack, as the demo accounts (supabase/seed.sql):
// the queries the back office sends, and what row-level security and the triggers make of them.

type Client = SupabaseClient<Database>;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PRIYA = 'c0000000-0000-4000-8000-000000000001';
const RAHUL = 'c0000000-0000-4000-8000-000000000002';
const NO_CUTOFF = { overdueCutoff: null };

let stack: LocalStack;
const as: Record<'admin' | 'editor' | 'counsellor' | 'moderator', Client> = {} as never;
/** A word only this run's leads carry in their message, so the seed's leads never count. */
const TAG = `t${randomUUID().slice(0, 8)}`;

async function signIn(email: string): Promise<Client> {
  const client = createClient<Database>(stack.url, stack.anonKey, opts);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
  if (error) throw error;
  return client;
}

interface NewLead {
  name: string;
  email?: string;
  phone?: string | null;
  subject?: string | null;
  message?: string;
  source?: string;
  form_type?: string;
  status?: string;
  priority?: string;
  lead_score?: number;
  assigned_counselor_id?: string | null;
  created_at?: string;
  next_follow_up_at?: string | null;
  contact_attempts?: number;
}

/** Inserts a lead as the database owner (no API role inserts leads directly) and returns its id. */
async function insertLead(lead: NewLead): Promise<string> {
  const row = {
    email: `${randomUUID().slice(0, 8)}@leads.test`,
    message: `Enquiry ${TAG}`,
    created_at: new Date().toISOString(),
    ...lead,
  };
  const keys = Object.keys(row);
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.leads (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return rows[0].id;
}

async function dbLead(id: string) {
  const { rows } = await stack.db.query(`select * from public.leads where id = $1`, [id]);
  return rows[0] as Record<string, unknown> | undefined;
}

const params = (raw: RawSearchParams) => parseLeadListParams({ q: TAG, ...raw });
const names = (page: { leads: { name: string }[] }) => page.leads.map((l) => l.name);

let ids: Record<string, string>;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
  as.admin = await signIn('superadmin@demo.local');
  as.editor = await signIn('editor@demo.local');
  as.counsellor = await signIn('counselor@demo.local');
  as.moderator = await signIn('moderator@demo.local');
  const hour = 3_600_000;
  const ago = (h: number) => new Date(Date.now() - h * hour).toISOString();
  ids = {
    anika: await insertLead({
      name: 'Anika Rao',
      source: 'google_ads',
      form_type: 'consultation',
      priority: 'urgent',
      lead_score: 80,
      assigned_counselor_id: PRIYA,
      created_at: ago(80),
      phone: '+91 98111 22233',
    }),
    bhavesh: await insertLead({
      name: 'Bhavesh Patel',
      email: `bhavesh_${TAG}@leads.test`,
      source: 'facebook',
      status: 'contacted',
      priority: 'high',
      lead_score: 55,
      assigned_counselor_id: RAHUL,
      created_at: ago(5),
    }),
    chitra: await insertLead({
      name: 'Chitra Menon',
      subject: 'Fees 100% scholarship',
      priority: 'medium',
      lead_score: 30,
      created_at: ago(2),
    }),
    dev: await insertLead({
      name: 'Dev Malhotra',
      form_type: 'newsletter',
      status: 'lost',
      priority: 'low',
      lead_score: 5,
      created_at: ago(1),
      message: `Unsubscribe me ${TAG}`,
    }),
    esha: await insertLead({
      name: 'Esha Kapoor',
      source: 'organic',
      priority: 'high',
      lead_score: 60,
      assigned_counselor_id: PRIYA,
      created_at: ago(0),
    }),
  };
}, 120_000);
afterAll(() => stack?.stop());

describe('the list', () => {
  it('shows a counsellor every lead, newest first, with the counsellor embedded and the total', async () => {
    const page = await listLeads(as.counsellor, params({}), NO_CUTOFF);
    expect(names(page)).toEqual(['Esha Kapoor', 'Dev Malhotra', 'Chitra Menon', 'Bhavesh Patel', 'Anika Rao']);
    expect(page.total).toBe(5);
    expect(page.leads[0].assigned_counselor).toEqual({ id: PRIYA, name: 'Priya Nair', email: 'counselor@demo.local' });
  });

  it.each([
    [{ status: 'contacted' }, ['Bhavesh Patel']],
    [{ source: 'google_ads' }, ['Anika Rao']],
    [{ form_type: 'newsletter' }, ['Dev Malhotra']],
    [{ priority: 'high' }, ['Esha Kapoor', 'Bhavesh Patel']],
    [{ counsellor: PRIYA }, ['Esha Kapoor', 'Anika Rao']],
    [{ counsellor: 'unassigned' }, ['Dev Malhotra', 'Chitra Menon']],
    [{ status: 'all', source: 'all' }, ['Esha Kapoor', 'Dev Malhotra', 'Chitra Menon', 'Bhavesh Patel', 'Anika Rao']],
  ])('filters on the server: %o', async (raw, expected) => {
    expect(names(await listLeads(as.counsellor, params(raw), NO_CUTOFF))).toEqual(expected);
  });

  it('searches name, e-mail, phone, subject and message, case-insensitively and literally', async () => {
    const search = async (q: string) => names(await listLeads(as.admin, parseLeadListParams({ q }), NO_CUTOFF));
    expect(await search('anika RAO')).toEqual(['Anika Rao']);
    expect(await search(`bhavesh_${TAG}`)).toEqual(['Bhavesh Patel']);
    expect(await search('98111 222')).toEqual(['Anika Rao']);
    expect(await search('100% scholarship')).toEqual(['Chitra Menon']);
    expect(await search(`unsubscribe me ${TAG}`)).toEqual(['Dev Malhotra']);
    // % and _ are not wildcards, and PostgREST's own punctuation is just text.
    expect(await search(`bhavesh%${TAG}`)).toEqual([]);
    expect(await search('Fees_100')).toEqual([]);
    expect(await search('a,b.(c)"d"')).toEqual([]);
  });

  it('sorts by score, priority, follow-up and name both ways, and pages with the total', async () => {
    expect(names(await listLeads(as.counsellor, params({ sort: 'lead_score', dir: 'desc' }), NO_CUTOFF))).toEqual([
      'Anika Rao',
      'Esha Kapoor',
      'Bhavesh Patel',
      'Chitra Menon',
      'Dev Malhotra',
    ]);
    expect(names(await listLeads(as.counsellor, params({ sort: 'priority', dir: 'asc' }), NO_CUTOFF))[0]).toBe('Dev Malhotra');
    expect(names(await listLeads(as.counsellor, params({ sort: 'name', dir: 'desc' }), NO_CUTOFF))[0]).toBe('Esha Kapoor');
    const second = await listLeads(as.counsellor, params({ sort: 'name', dir: 'asc', limit: '10', page: '1' }), NO_CUTOFF);
    expect(second.total).toBe(5);
    const pastTheEnd = await listLeads(as.counsellor, params({ page: '9' }), NO_CUTOFF);
    expect(pastTheEnd).toEqual({ leads: [], total: 5 });
  });

  it('lists new leads nobody contacted within the response target', async () => {
    const cutoff = overdueArrivalCutoff(new Date(), DEFAULT_RESPONSE_TARGET);
    const overdue = await listLeads(as.editor, params({ overdue: '1' }), { overdueCutoff: cutoff });
    // Anika arrived 80 hours ago, which holds at least 15 working minutes whatever the day; Esha just now.
    expect(names(overdue)).toContain('Anika Rao');
    expect(names(overdue)).not.toContain('Esha Kapoor');
    expect(names(overdue)).not.toContain('Bhavesh Patel');
    expect(await listLeads(as.editor, params({ overdue: '1' }), { overdueCutoff: null })).toEqual({ leads: [], total: 0 });
  });

  it('shows a moderator nothing', async () => {
    expect(await listLeads(as.moderator, params({}), NO_CUTOFF)).toEqual({ leads: [], total: 0 });
  });
});

describe('a lead, its changes and its history', () => {
  it('reads one lead with its counsellor; an unknown or malformed id is none', async () => {
    const lead = await getLead(as.counsellor, ids.anika);
    expect(lead).toMatchObject({ name: 'Anika Rao', assigned_counselor: { name: 'Priya Nair' } });
    expect(await getLead(as.counsellor, randomUUID())).toBeNull();
    expect(await getLead(as.counsellor, 'not-a-uuid')).toBeNull();
  });

  it('works a lead from new to converted with spec §4’s timestamps, each change on the timeline', async () => {
    const id = await insertLead({ name: 'Farah Khan' });
    await setLeadStatus(as.counsellor, [id], { status: 'contacted' });
    const contacted = await dbLead(id);
    expect(contacted?.first_contacted_at).not.toBeNull();
    expect(contacted?.last_contacted_at).not.toBeNull();
    // The same status again is a contact of its own: last_contacted_at moves, first_contacted_at does not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await setLeadStatus(as.counsellor, [id], { status: 'contacted' });
    const again = await dbLead(id);
    expect(again?.first_contacted_at).toEqual(contacted?.first_contacted_at);
    expect((again?.last_contacted_at as Date).getTime()).toBeGreaterThan((contacted?.last_contacted_at as Date).getTime());

    await setLeadStatus(as.counsellor, [id], { status: 'qualified' });
    await setLeadStatus(as.counsellor, [id], { status: 'converted', conversionValue: 45000 });
    const converted = await dbLead(id);
    expect(converted?.qualified_at).not.toBeNull();
    expect(converted?.converted_at).not.toBeNull();
    expect(Number(converted?.conversion_value)).toBe(45000);

    const events = await listLeadEvents(as.counsellor, id);
    expect(events.filter((e) => e.action === 'status_changed').map((e) => e.details)).toEqual([
      { from: 'qualified', to: 'converted', conversion_value: 45000 },
      { from: 'contacted', to: 'qualified' },
      { from: 'contacted', to: 'contacted' },
      { from: 'new', to: 'contacted' },
    ]);
    expect(events[0].actor_name).toBe('Priya Nair');
  });

  it('changes the status of many leads at once and says how many', async () => {
    const one = await insertLead({ name: 'Gita One' });
    const two = await insertLead({ name: 'Gita Two' });
    expect(await setLeadStatus(as.admin, [one, two], { status: 'working' })).toBe(2);
    expect((await dbLead(two))?.status).toBe('working');
    await expect(setLeadStatus(as.admin, [randomUUID()], { status: 'working' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets managers assign and refuses a counsellor, changing nothing', async () => {
    const id = await insertLead({ name: 'Harsh Vardhan' });
    await expect(assignLeads(as.counsellor, [id], PRIYA)).rejects.toMatchObject({ message: FORBIDDEN_MESSAGE });
    expect((await dbLead(id))?.assigned_counselor_id).toBeNull();
    expect(await assignLeads(as.editor, [id], RAHUL)).toBe(1);
    const lead = await dbLead(id);
    expect(lead?.assigned_counselor_id).toBe(RAHUL);
    expect(lead?.assigned_at).not.toBeNull();
    const [assigned] = (await listLeadEvents(as.editor, id)).filter((e) => e.action === 'assigned');
    expect(assigned.details).toMatchObject({ to_name: 'Rahul Deshpande', from_name: null });
  });

  it('appends notes with the author and a blank line, counting the attempts', async () => {
    const id = await insertLead({ name: 'Ishaan Bose' });
    await addLeadNote(as.counsellor, id, 'Called, will send brochure', false);
    await addLeadNote(as.counsellor, id, 'Brochure sent', false);
    await addLeadNote(as.counsellor, id, 'Prefers evenings', true);
    const lead = await dbLead(id);
    const entry = /^\[\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST · Priya Nair\] /;
    const [first, second] = String(lead?.notes).split('\n\n');
    expect(first).toMatch(entry);
    expect(first).toMatch(/Called, will send brochure$/);
    expect(second).toMatch(/Brochure sent$/);
    expect(lead?.internal_notes).toMatch(/Priya Nair\] Prefers evenings$/);
    expect(lead?.contact_attempts).toBe(3);
    await expect(addLeadNote(as.counsellor, id, '   ', false)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect((await dbLead(id))?.contact_attempts).toBe(3);
  });

  it('logs calls: a connected call makes a new lead contacted, a call back sets the follow-up', async () => {
    const id = await insertLead({ name: 'Jaya Prakash' });
    await logLeadCall(as.counsellor, id, { outcome: 'connected', note: 'Interested in XAT' });
    expect(await dbLead(id)).toMatchObject({ status: 'contacted', contact_attempts: 1 });
    const callBack = new Date(Date.now() + 86_400_000);
    await logLeadCall(as.counsellor, id, { outcome: 'call_back', callBackAt: callBack });
    const lead = await dbLead(id);
    expect((lead?.next_follow_up_at as Date).toISOString()).toBe(callBack.toISOString());
    expect(lead?.internal_notes).toMatch(/Call: Connected\. Interested in XAT\n\n\[.*\] Call: Asked to call back at .* IST\.$/);
    const calls = (await listLeadEvents(as.counsellor, id)).filter((e) => e.action === 'call_logged');
    expect(calls.map((e) => (e.details as { outcome: string }).outcome)).toEqual(['call_back', 'connected']);
    await expect(
      logLeadCall(as.counsellor, id, { outcome: 'call_back', callBackAt: new Date(Date.now() - 60_000) }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The call-back time must be in the future.',
    });
  });

  it('keeps a counsellor’s follow-up queue: due today or overdue, open leads, their own', async () => {
    const counsellorId = await getOwnCounsellorId(as.counsellor, 'd0000000-0000-4000-8000-000000000003');
    expect(counsellorId).toBe(PRIYA);
    expect(await getOwnCounsellorId(as.admin, 'd0000000-0000-4000-8000-000000000001')).toBeNull();
    const overdue = await insertLead({ name: 'Kiran Overdue', assigned_counselor_id: PRIYA });
    await setNextFollowUp(as.counsellor, overdue, new Date(Date.now() - 3_600_000));
    const tomorrow = await insertLead({ name: 'Kiran Tomorrow', assigned_counselor_id: PRIYA });
    await setNextFollowUp(as.counsellor, tomorrow, new Date(endOfTodayIst(new Date()).getTime() + 3_600_000));
    const closed = await insertLead({ name: 'Kiran Lost', assigned_counselor_id: PRIYA, status: 'lost' });
    await setNextFollowUp(as.counsellor, closed, new Date(Date.now() - 3_600_000));
    const others = await insertLead({ name: 'Kiran Rahul', assigned_counselor_id: RAHUL });
    await setNextFollowUp(as.admin, others, new Date(Date.now() - 3_600_000));

    const queue = await listFollowUps(as.counsellor, { counsellorId, before: endOfTodayIst(new Date()), page: 1, limit: 50 });
    const mine = names(queue).filter((n) => n.startsWith('Kiran'));
    expect(mine).toEqual(['Kiran Overdue']);
    const team = await listFollowUps(as.admin, { counsellorId: null, before: endOfTodayIst(new Date()), page: 1, limit: 50 });
    expect(
      names(team)
        .filter((n) => n.startsWith('Kiran'))
        .sort(),
    ).toEqual(['Kiran Overdue', 'Kiran Rahul']);
    const events = await listLeadEvents(as.counsellor, overdue);
    expect(events.some((e) => e.action === 'follow_up_set')).toBe(true);
  });

  it('deletes for managers only; the history stays', async () => {
    const id = await insertLead({ name: 'Lata Deleted' });
    await expect(deleteLead(as.counsellor, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await dbLead(id)).toBeDefined();
    expect(await deleteLead(as.admin, id)).toBe('Lata Deleted');
    expect(await dbLead(id)).toBeUndefined();
    expect((await listLeadEvents(as.admin, id)).map((e) => e.action)).toContain('deleted');
  });

  it('records views and exports, for lead staff only', async () => {
    await recordLeadAccess(as.counsellor, 'viewed', [ids.esha]);
    const [latest] = await listLeadEvents(as.counsellor, ids.esha);
    expect(latest).toMatchObject({ action: 'viewed', actor_name: 'Priya Nair' });
    await recordLeadAccess(as.editor, 'exported', [], { count: 5, filters: { q: TAG } });
    const { rows } = await stack.db.query(
      `select details from public.lead_events where action = 'exported' order by id desc limit 1`,
    );
    expect(rows[0].details).toEqual({ count: 5, filters: { q: TAG } });
    await expect(recordLeadAccess(as.moderator, 'viewed', [ids.esha])).rejects.toBeDefined();
  });

  it('counts a person’s repeated views of a lead within ten minutes once', async () => {
    const id = await insertLead({ name: 'Nikhil Views' });
    const priya = 'd0000000-0000-4000-8000-000000000003';
    expect(await recordLeadView(as.counsellor, id, priya)).toBe(true);
    expect(await recordLeadView(as.counsellor, id, priya)).toBe(false);
    expect(await recordLeadView(as.editor, id, 'd0000000-0000-4000-8000-000000000002')).toBe(true);
    expect(await recordLeadView(as.counsellor, id, priya, new Date(Date.now() + 11 * 60_000))).toBe(true);
    const views = (await listLeadEvents(as.counsellor, id)).filter((e) => e.action === 'viewed');
    expect(views.map((e) => e.actor_name).sort()).toEqual(['Ananya Iyer', 'Priya Nair', 'Priya Nair']);
  });

  it('reads the consent history by lead and by e-mail address', async () => {
    const email = `consent-${TAG}@leads.test`;
    const id = await insertLead({ name: 'Meher Consent', email });
    await stack.db.query(
      `insert into public.lead_consents (lead_id, email, purpose, granted, label, notice_version, context)
       values ($1, $2, 'enquiry_contact', true, 'Call or message me', '2026-11', 'contact'),
              (null, $2, 'newsletter', false, 'Send me the newsletter', '2026-11', 'my_data')`,
      [id, email],
    );
    const consents = await listLeadConsents(as.counsellor, { id, email: email.toUpperCase() });
    expect(consents.map((c) => [c.purpose, c.granted])).toEqual(
      expect.arrayContaining([
        ['enquiry_contact', true],
        ['newsletter', false],
      ]),
    );
    expect(consents).toHaveLength(2);
  });
});

describe('export, counsellors and the response target', () => {
  it('pages through every matching lead by keyset, newest first, even when arrivals tie', async () => {
    const tie = new Date(Date.now() - 7_200_000).toISOString();
    const word = `tie${randomUUID().slice(0, 6)}`;
    for (const n of ['A', 'B', 'C', 'D', 'E']) await insertLead({ name: `Tie ${n}`, message: word, created_at: tie });
    const filters = parseLeadListParams({ q: word });
    expect(await countLeads(as.counsellor, filters, NO_CUTOFF)).toBe(5);
    const pages = [];
    for await (const page of exportLeadPages(as.counsellor, filters, NO_CUTOFF, 2)) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const all = pages.flat();
    expect(new Set(all.map((l) => l.id)).size).toBe(5);
    expect(all.map((l) => l.id)).toEqual([...all.map((l) => l.id)].sort().reverse());
    expect(all[0]).toHaveProperty('browser_info');
    expect(all[0]).toHaveProperty('assigned_counselor', null);
  });

  it('lists the five active seeded counsellors and reads the target setting', async () => {
    const counsellors = await listActiveCounsellors(as.editor);
    expect(counsellors.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Priya Nair', 'Rahul Deshpande', 'Sneha Kulkarni', 'Farhan Qureshi', 'Meera Krishnan']),
    );
    expect(await getResponseTarget(as.counsellor)).toEqual(DEFAULT_RESPONSE_TARGET);
  });
});
