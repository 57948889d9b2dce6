import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { EXAM_MESSAGES } from '@/lib/exams/admin-schema';
import { examAdminActions } from '@/lib/exams/exams-admin.handlers';
import { scholarshipAdminActions } from '@/lib/scholarships/scholarships-admin.handlers';
import type { LocalStack } from '@/supabase/local';
import { startFormsStack, uniq, visitor, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// Exams and scholarships in the back office: the capability chain and row-level security refuse the same people
// (counsellors, members, visitors), editors create, edit and delete through the actions, and visitors read only
// active scholarships, filtered by the columns the public list uses.

let stack: LocalStack;
let editor: Client;
let counselor: Client;
let member: Client;
let anon: Client;
let caller: Client;

const chain = () =>
  createActionChain({
    visitor: async () => ({ ip: '192.0.2.1', userAgent: 'Mozilla/5.0 (integration)' }),
    client: async () => caller,
    user: userFromClaims,
    report: vi.fn(),
  });

async function insertAsOwner(table: 'exams' | 'scholarships', row: Row): Promise<string> {
  const columns = Object.keys(row);
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    columns.map((c) => row[c]),
  );
  return rows[0].id;
}

async function rowOf(table: 'exams' | 'scholarships', id: string): Promise<Row | undefined> {
  const { rows } = await stack.db.query<Row>(`select * from public.${table} where id = $1`, [id]);
  return rows[0];
}

const examForm = (over: Row = {}): Row => ({
  name: uniq('EXAM').toUpperCase().slice(0, 30),
  full_name: 'Integration Aptitude Test',
  difficulty: 'Medium',
  applicants: '120000',
  applicants_year: 'IAT 2025 registrations',
  applicants_source: 'The conducting body',
  applicants_source_url: 'https://example.org/iat',
  section_name_0: 'Verbal',
  section_questions_0: '30',
  section_minutes_0: '40',
  section_name_2: 'Quant',
  section_questions_2: '30',
  section_minutes_2: '40',
  source_label_0: 'Official notice',
  source_url_0: 'https://example.org/notice',
  preparation_tips: 'Read daily, every day.\nTake mocks.',
  pattern: '{"sectional_timing": true, "slots": ["9-11"]}',
  is_active: 'on',
  ...over,
});

const scholarshipForm = (over: Row = {}): Row => ({
  name: uniq('Merit award'),
  provider: 'Integration Trust',
  provider_type: 'Trust',
  amount_text: '₹50,000 a year',
  amount_min: '50000',
  eligibility: 'Admitted MBA students.',
  deadline: '2030-01-31',
  exams: 'cat, XAT',
  states: 'maharashtra',
  source_url: 'https://example.org/award',
  is_active: 'on',
  ...over,
});

beforeAll(async () => {
  stack = await startFormsStack();
  editor = (await staff(stack, 'editor', 'Ananya Iyer')).client;
  counselor = (await staff(stack, 'counselor', 'Priya Nair')).client;
  member = (await staff(stack, 'member', 'Aditya Verma')).client;
  anon = visitor(stack, '192.0.2.9');
}, 120_000);
afterAll(() => stack?.stop());

describe('row-level security on exams and scholarships', () => {
  for (const [who, client] of [
    ['counselor', () => counselor],
    ['member', () => member],
    ['anon', () => anon],
  ] as const) {
    it(`refuses every ${who} write to exams`, async () => {
      const id = await insertAsOwner('exams', { slug: uniq('rls-exam'), name: uniq('RLS') });
      const insert = await client()
        .from('exams')
        .insert({ slug: uniq('x'), name: uniq('X') });
      expect(insert.error?.code).toBe('42501');
      const update = await client().from('exams').update({ description: 'changed' }).eq('id', id).select('id');
      expect(update.data ?? []).toEqual([]);
      const removed = await client().from('exams').delete().eq('id', id).select('id');
      expect(removed.data ?? []).toEqual([]);
      expect(await rowOf('exams', id)).toMatchObject({ description: null });
    });

    it(`refuses every ${who} write to scholarships`, async () => {
      const id = await insertAsOwner('scholarships', { slug: uniq('rls-sch'), name: 'Merit', provider: 'Trust' });
      const insert = await client()
        .from('scholarships')
        .insert({ slug: uniq('s'), name: 'New', provider: 'Trust' });
      expect(insert.error?.code).toBe('42501');
      const update = await client()
        .from('scholarships')
        .update({ exams: ['CAT'] })
        .eq('id', id)
        .select('id');
      expect(update.data ?? []).toEqual([]);
      const removed = await client().from('scholarships').delete().eq('id', id).select('id');
      expect(removed.data ?? []).toEqual([]);
      expect(await rowOf('scholarships', id)).toMatchObject({ exams: [] });
    });
  }
});

describe('the exam actions', () => {
  it('are FORBIDDEN for a counsellor and a member, and write nothing', async () => {
    const actions = examAdminActions(chain());
    const id = await insertAsOwner('exams', { slug: uniq('forbidden'), name: uniq('FORBID') });
    for (const client of [counselor, member]) {
      caller = client;
      const refused = { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
      expect(await actions.create(examForm())).toEqual(refused);
      expect(await actions.update(examForm({ id }))).toEqual(refused);
      expect(await actions.remove({ id })).toEqual(refused);
    }
    expect(await rowOf('exams', id)).toBeDefined();
  });

  it('let an editor create, edit and delete an exam with its rows, pattern and applicant source', async () => {
    caller = editor;
    const actions = examAdminActions(chain());
    const form = examForm();
    const created = await actions.create(form);
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id!;
    expect(created.data.slug).toBe(String(form.name).toLowerCase());
    expect(await rowOf('exams', id)).toMatchObject({
      applicants: 120000,
      applicants_source_url: 'https://example.org/iat',
      sections: [
        { name: 'Verbal', questions: 30, minutes: 40 },
        { name: 'Quant', questions: 30, minutes: 40 },
      ],
      sources: [{ label: 'Official notice', url: 'https://example.org/notice' }],
      preparation_tips: ['Read daily, every day.', 'Take mocks.'],
      pattern: { sectional_timing: true, slots: ['9-11'] },
      is_active: true,
    });

    const edited = await actions.update(examForm({ id, name: form.name, slug: created.data.slug, description: 'Edited.' }));
    expect(edited).toMatchObject({ ok: true });
    expect(await rowOf('exams', id)).toMatchObject({ description: 'Edited.' });

    expect(await actions.remove({ id })).toMatchObject({ ok: true, data: { message: `${String(form.name)} deleted.` } });
    expect(await rowOf('exams', id)).toBeUndefined();
  });

  it('refuses a count without its source and a backwards registration window, per field', async () => {
    caller = editor;
    const actions = examAdminActions(chain());
    const form = examForm({ applicants_source: '', registration_start: '2026-09-13', registration_end: '2026-08-01' });
    expect(await actions.create(form)).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { applicants_source: [EXAM_MESSAGES.applicantsSource], registration_end: [EXAM_MESSAGES.registration] },
    });
    expect(await actions.create(examForm({ section_questions_0: 'x', section_name_2: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { section: [EXAM_MESSAGES.sectionNumber(1), EXAM_MESSAGES.sectionName(2)] },
    });
    const { rows } = await stack.db.query('select 1 from public.exams where name = $1', [form.name]);
    expect(rows).toEqual([]);
  });
});

describe('the scholarship actions', () => {
  it('are FORBIDDEN for a counsellor and a member', async () => {
    const actions = scholarshipAdminActions(chain());
    const id = await insertAsOwner('scholarships', { slug: uniq('forbidden'), name: 'Kept', provider: 'Trust' });
    for (const client of [counselor, member]) {
      caller = client;
      const refused = { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
      expect(await actions.create(scholarshipForm())).toEqual(refused);
      expect(await actions.update(scholarshipForm({ id }))).toEqual(refused);
      expect(await actions.remove({ id })).toEqual(refused);
    }
    expect(await rowOf('scholarships', id)).toMatchObject({ name: 'Kept' });
  });

  it('let an editor create, edit and delete a scholarship; exams and states are normalised', async () => {
    caller = editor;
    const actions = scholarshipAdminActions(chain());
    const created = await actions.create(scholarshipForm());
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id!;
    expect(await rowOf('scholarships', id)).toMatchObject({
      exams: ['CAT', 'XAT'],
      states: ['Maharashtra'],
      amount_min: '50000.00',
      amount_max: '50000.00',
      is_active: true,
    });
    expect(await actions.update(scholarshipForm({ id, name: 'Renamed award', is_active: '' }))).toMatchObject({ ok: true });
    expect(await rowOf('scholarships', id)).toMatchObject({ name: 'Renamed award', is_active: false });
    expect(await actions.remove({ id })).toMatchObject({ ok: true });
    expect(await rowOf('scholarships', id)).toBeUndefined();
  });
});

describe('public reads of scholarships', () => {
  it('show visitors only active scholarships, filtered by exam and state the way /scholarships asks', async () => {
    const tag = uniq('pub');
    const active = await insertAsOwner('scholarships', {
      slug: `${tag}-a`,
      name: `${tag} active`,
      provider: 'Trust',
      exams: ['CAT'],
      states: ['Gujarat'],
    });
    const open = await insertAsOwner('scholarships', { slug: `${tag}-o`, name: `${tag} open to all`, provider: 'Trust' });
    await insertAsOwner('scholarships', { slug: `${tag}-i`, name: `${tag} inactive`, provider: 'Trust', is_active: false });

    const all = await anon.from('scholarships').select('id').like('name', `${tag}%`);
    expect(all.error).toBeNull();
    expect(all.data!.map((r) => r.id).sort()).toEqual([active, open].sort());

    const forXat = await anon.from('scholarships').select('id').like('name', `${tag}%`).or('exams.cs.{XAT},exams.eq.{}');
    expect(forXat.data!.map((r) => r.id)).toEqual([open]);
    const inGujarat = await anon
      .from('scholarships')
      .select('id')
      .like('name', `${tag}%`)
      .or('states.cs.{"Gujarat"},states.eq.{}');
    expect(inGujarat.data!.map((r) => r.id).sort()).toEqual([active, open].sort());
  });
});
