import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { collegeFormInput, type CollegeForm, type ProgramValues } from '@/lib/colleges/admin-schema';
import { collegeAdminActions } from '@/lib/colleges/colleges-admin.handlers';
import { createCollege, deleteCollege, PROGRAM_SYNC_MESSAGES, updateCollege } from '@/lib/data/college-admin';
import type { LocalStack } from '@/supabase/local';
import { startFormsStack, visitor, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// The back office's college writes through supabase-js as the server actions make them: spec §4's program sync
// (and its two partial failures), slugs and the redirects a rename leaves, and who row-level security refuses.

let stack: LocalStack;
let editor: Client;
let counselor: Client;
let member: Client;
let anon: Client;

beforeAll(async () => {
  stack = await startFormsStack();
  editor = (await staff(stack, 'editor', 'Ananya Iyer')).client;
  counselor = (await staff(stack, 'counselor', 'Priya Nair')).client;
  member = (await staff(stack, 'member', 'Aditya Verma')).client;
  anon = visitor(stack, '198.51.100.7');
}, 120_000);
afterAll(() => stack?.stop());

const tag = () => randomUUID().slice(0, 8);

/** A form as the server reads it, for a college called `name`. */
function form(name: string, fields: Record<string, string> = {}): CollegeForm {
  return collegeFormInput.parse({ name, location: 'Pune, Maharashtra', type: 'Private', is_active: 'on', ...fields });
}

function program(name: string, over: Partial<ProgramValues> = {}): ProgramValues {
  return {
    id: null,
    name,
    degree: 'PGDM',
    mode: 'Full-time',
    duration_months: 24,
    total_fees: 1_200_000,
    fees_year: '2025-27',
    seats: 60,
    specializations: ['Finance'],
    exams_accepted: ['CAT'],
    eligibility: null,
    average_package: null,
    highest_package: null,
    placement_year: null,
    description: null,
    is_flagship: false,
    order_index: 0,
    ...over,
  };
}

async function collegeRow(id: string): Promise<Row | undefined> {
  return (await stack.db.query<Row>('select * from public.colleges where id = $1', [id])).rows[0];
}

async function programsOf(collegeId: string): Promise<Row[]> {
  const { rows } = await stack.db.query<Row>(
    'select * from public.college_programs where college_id = $1 order by order_index, name',
    [collegeId],
  );
  return rows;
}

async function redirectOf(slug: string): Promise<string | null> {
  const { data, error } = await anon
    .from('slug_redirects')
    .select('new_slug')
    .eq('kind', 'college')
    .eq('old_slug', slug)
    .maybeSingle();
  expect(error).toBeNull();
  return data?.new_slug ?? null;
}

describe('program sync (spec §4)', () => {
  it('creates the college, then its programmes', async () => {
    const name = `Sync College ${tag()}`;
    const saved = await createCollege(editor, {
      ...form(name),
      programs: [program('PGDM', { is_flagship: true }), program('PGDM Executive', { mode: 'Executive', order_index: 1 })],
    });
    expect(saved.programsError).toBeNull();
    expect(saved.college.slug).toBe(`sync-college-${name.split(' ').at(-1)}`);
    expect(await collegeRow(saved.college.id)).toMatchObject({ name, location: 'Pune, Maharashtra', is_active: true });
    expect((await programsOf(saved.college.id)).map((p) => [p.name, p.mode, p.is_flagship])).toEqual([
      ['PGDM', 'Full-time', true],
      ['PGDM Executive', 'Executive', false],
    ]);
  });

  it('on update deletes programmes missing from the list, updates known ids and inserts the rest', async () => {
    const saved = await createCollege(editor, {
      ...form(`Update College ${tag()}`),
      programs: [program('Keep'), program('Drop', { order_index: 1 })],
    });
    const [keep, drop] = await programsOf(saved.college.id);
    const updated = await updateCollege(editor, saved.college.id, {
      ...form(saved.college.name, { slug: saved.college.slug }),
      programs: [program('Kept and renamed', { id: String(keep.id), seats: 90 }), program('Added', { order_index: 2 })],
    });
    expect(updated.programsError).toBeNull();
    const after = await programsOf(saved.college.id);
    expect(after.map((p) => p.name)).toEqual(['Kept and renamed', 'Added']);
    expect(after[0]).toMatchObject({ id: keep.id, seats: 90 });
    expect(after.some((p) => p.id === drop.id)).toBe(false);
  });

  it('keeps a created college whose programmes fail and says why', async () => {
    const name = `Partial Create ${tag()}`;
    const saved = await createCollege(editor, { ...form(name), programs: [program('Good'), program('Bad', { seats: -1 })] });
    expect(saved.programsError).toMatch(/^College created but failed to add programs: .+/);
    expect(saved.programsError).toContain('seats');
    expect(await collegeRow(saved.college.id)).toMatchObject({ name });
    // One insert for all the programmes: none of them is half-added.
    expect(await programsOf(saved.college.id)).toEqual([]);
  });

  it('keeps an updated college whose programme sync fails, in the spec words', async () => {
    const saved = await createCollege(editor, { ...form(`Partial Update ${tag()}`), programs: [program('Existing')] });
    const [existing] = await programsOf(saved.college.id);
    const updated = await updateCollege(editor, saved.college.id, {
      ...form('Renamed Partial Update', { slug: saved.college.slug }),
      programs: [program('Existing', { id: String(existing.id), duration_months: 0 })],
    });
    expect(updated.programsError).toBe(PROGRAM_SYNC_MESSAGES.updated);
    expect(updated.programsError).toBe('College updated but failed to sync programs');
    expect(await collegeRow(saved.college.id)).toMatchObject({ name: 'Renamed Partial Update' });
    expect((await programsOf(saved.college.id))[0]).toMatchObject({ id: existing.id, duration_months: 24 });
  });

  it('deletes a college with its programmes', async () => {
    const saved = await createCollege(editor, { ...form(`Delete Me ${tag()}`), programs: [program('Gone')] });
    expect(await deleteCollege(editor, saved.college.id)).toBe(saved.college.name);
    expect(await collegeRow(saved.college.id)).toBeUndefined();
    expect(await programsOf(saved.college.id)).toEqual([]);
  });
});

describe('slugs', () => {
  it('makes a free slug from the name and refuses a typed one that is taken', async () => {
    const name = `Same Name ${tag()}`;
    const first = await createCollege(editor, { ...form(name), programs: [] });
    const second = await createCollege(editor, { ...form(name), programs: [] });
    expect(second.college.slug).toBe(`${first.college.slug}-2`);
    await expect(createCollege(editor, { ...form('Another', { slug: first.college.slug }), programs: [] })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
        message: `Another college already uses the address /colleges/${first.college.slug}. Try ${first.college.slug}-3.`,
      },
    );
  });

  it('keeps the old slug redirecting after a rename, and a chain of renames to the latest', async () => {
    const t = tag();
    const saved = await createCollege(editor, { ...form(`Rename ${t}`, { slug: `rename-a-${t}` }), programs: [] });
    await updateCollege(editor, saved.college.id, { ...form(`Rename ${t}`, { slug: `rename-b-${t}` }), programs: [] });
    expect(await redirectOf(`rename-a-${t}`)).toBe(`rename-b-${t}`);

    await updateCollege(editor, saved.college.id, { ...form(`Rename ${t}`, { slug: `rename-c-${t}` }), programs: [] });
    expect(await redirectOf(`rename-a-${t}`)).toBe(`rename-c-${t}`);
    expect(await redirectOf(`rename-b-${t}`)).toBe(`rename-c-${t}`);
    const { data } = await anon.from('colleges').select('slug').eq('id', saved.college.id).single();
    expect(data?.slug).toBe(`rename-c-${t}`);
  });
});

describe('who may write colleges (spec §6, row-level security)', () => {
  for (const [role, client] of [
    ['counselor', () => counselor],
    ['member', () => member],
  ] as const) {
    it(`refuses a ${role} every college and programme write`, async () => {
      const saved = await createCollege(editor, { ...form(`Guarded ${tag()}`), programs: [program('Guarded')] });
      const [guarded] = await programsOf(saved.college.id);
      const as = client();

      const insert = await as.from('colleges').insert({ slug: `intruder-${tag()}`, name: 'Intruder', location: 'Delhi, Delhi' });
      expect(insert.error?.code).toBe('42501');
      await expect(createCollege(as, { ...form(`Intruder ${tag()}`), programs: [] })).rejects.toBeTruthy();

      const update = await as.from('colleges').update({ name: 'Hijacked' }).eq('id', saved.college.id).select('id');
      expect(update.data ?? []).toEqual([]);
      await expect(updateCollege(as, saved.college.id, { ...form('Hijacked'), programs: [] })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      const removed = await as.from('colleges').delete().eq('id', saved.college.id).select('id');
      expect(removed.data ?? []).toEqual([]);

      const programInsert = await as.from('college_programs').insert({ college_id: saved.college.id, name: 'Sneaked in' });
      expect(programInsert.error?.code).toBe('42501');
      await as.from('college_programs').update({ name: 'Hijacked' }).eq('id', String(guarded.id));
      await as.from('college_programs').delete().eq('id', String(guarded.id));

      expect(await collegeRow(saved.college.id)).toMatchObject({ name: saved.college.name });
      expect((await programsOf(saved.college.id)).map((p) => p.name)).toEqual(['Guarded']);
    });
  }
});

describe('the college actions', () => {
  let caller: Client;
  const actions = () =>
    collegeAdminActions(
      createActionChain({
        visitor: async () => ({ ip: '198.51.100.9', userAgent: 'Mozilla/5.0 (integration)' }),
        client: async () => caller,
        user: userFromClaims,
        report: vi.fn(),
      }),
    );

  const fields = (name: string) => ({
    name,
    location: 'Chennai, Tamil Nadu',
    type: 'Private',
    is_active: 'on',
    'programs.0.name': 'MBA',
    'programs.0.degree': 'MBA',
    'programs.0.mode': 'Full-time',
    'programs.1.name': 'MBA (Executive)',
    'programs.1.degree': 'MBA',
    'programs.1.mode': 'Executive',
  });

  it('refuses a counsellor and a member with FORBIDDEN on create, update and delete, and writes nothing', async () => {
    const existing = await createCollege(editor, { ...form(`Kept ${tag()}`), programs: [program('Kept')] });
    for (const client of [counselor, member]) {
      caller = client;
      const name = `Forbidden ${tag()}`;
      const refused = { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
      expect(await actions().create(fields(name))).toEqual(refused);
      expect(await actions().update({ ...fields(name), id: existing.college.id })).toEqual(refused);
      expect(await actions().remove({ id: existing.college.id })).toEqual(refused);
      const { rows } = await stack.db.query('select 1 from public.colleges where name = $1', [name]);
      expect(rows).toEqual([]);
    }
    expect(await collegeRow(existing.college.id)).toMatchObject({ name: existing.college.name });
    expect((await programsOf(existing.college.id)).map((p) => p.name)).toEqual(['Kept']);
  });

  it('creates a college with two programmes for an editor', async () => {
    caller = editor;
    const name = `Action College ${tag()}`;
    const result = await actions().create(fields(name));
    if (!result.ok) throw new Error(result.message);
    expect(result.data).toMatchObject({ message: `${name} created.`, programsSaved: true });
    expect((await programsOf(result.data.id)).map((p) => p.name)).toEqual(['MBA', 'MBA (Executive)']);
  });

  it('refuses bad input under each field and writes nothing', async () => {
    caller = editor;
    const result = await actions().create({ ...fields(''), 'programs.1.seats': 'many' });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { name: ['Enter the college name.'], 'programs.1.seats': ['Enter the number of seats (0 or more).'] },
    });
  });
});
