import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementFigureAdminActions } from '@/lib/colleges/placement-figures-admin.handlers';
import { getCollegeForAdmin } from '@/lib/data/college-admin';
import { figuresFromRows, PLACEMENT_FIGURE_COLUMNS } from '@/lib/data/placement-figures';
import { startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 37, college_placement_figures on the seeded database: who may write a figure (the editor; a visitor, a
// member and a counsellor are refused by row-level security and by the action alike), what the table refuses,
// how colleges' old package columns follow the figures and refuse any other write, and the college's history.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 180_000);
afterAll(() => world?.stack.stop());

let n = 0;
const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}`;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await world.stack.db.query<T>(text, params)).rows;
}

/** A college of the test's own, made as the database owner (active unless told). */
async function newCollege(active = true): Promise<string> {
  const slug = uniq('placement-test');
  const [row] = await sql<{ id: string }>(
    `insert into public.colleges (slug, name, location, type, is_active) values ($1, $2, 'Pune, Maharashtra', 'Private', $3)
     returning id::text`,
    [slug, `Placement Test ${slug}`, active],
  );
  return row.id;
}

const figure = (collegeId: string, over: Record<string, unknown> = {}) => ({
  college_id: collegeId,
  metric: 'median',
  scope: 'all',
  value: 24.5,
  year: 2025,
  batch: '2023-25',
  kind: 'college-published',
  source_url: `https://example.org/${uniq('report')}`,
  ...over,
});

async function figureAsOwner(collegeId: string, over: Record<string, unknown> = {}): Promise<string> {
  const f = figure(collegeId, over);
  const [row] = await sql<{ id: string }>(
    `insert into public.college_placement_figures (college_id, metric, scope, value, year, batch, kind, source_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [f.college_id, f.metric, f.scope, f.value, f.year, f.batch, f.kind, f.source_url],
  );
  return row.id;
}

const valueOf = async (id: string) =>
  (await sql<{ value: string }>('select value::text from public.college_placement_figures where id = $1', [id]))[0]?.value;

describe('row-level security', () => {
  const REFUSED: Caller[] = ['anon', 'member', 'counselor'];

  it.each(REFUSED)('refuses %s every write: insert, update and delete', async (caller) => {
    const college = await newCollege();
    const existing = await figureAsOwner(college);
    const client = world.clientOf(caller);

    const inserted = await client.from('college_placement_figures').insert(figure(college) as never);
    expect(inserted.error?.code).toBe('42501');

    const updated = await client.from('college_placement_figures').update({ value: 99 }).eq('id', existing).select('id');
    expect(updated.data ?? []).toEqual([]);
    expect(await valueOf(existing)).toBe('24.50');

    const deleted = await client.from('college_placement_figures').delete().eq('id', existing).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect(await valueOf(existing)).toBe('24.50');
    expect(await sql('select 1 from public.college_placement_figures where college_id = $1', [college])).toHaveLength(1);
  });

  it('lets the editor insert, update and delete, each effect checked', async () => {
    const college = await newCollege();
    const editor = world.clientOf('editor');
    const inserted = await editor.from('college_placement_figures').insert(figure(college)).select('id').single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;
    expect(await valueOf(id)).toBe('24.50');

    const updated = await editor.from('college_placement_figures').update({ value: 26 }).eq('id', id).select('id');
    expect(updated.data).toEqual([{ id }]);
    expect(await valueOf(id)).toBe('26.00');

    const deleted = await editor.from('college_placement_figures').delete().eq('id', id).select('id');
    expect(deleted.data).toEqual([{ id }]);
    expect(await valueOf(id)).toBeUndefined();
  });

  it("shows the public an active college's figures only; the editor sees an inactive one's too", async () => {
    const active = await newCollege(true);
    const hidden = await newCollege(false);
    await figureAsOwner(active);
    await figureAsOwner(hidden);
    const anonRows = await world
      .clientOf('anon')
      .from('college_placement_figures')
      .select('college_id')
      .in('college_id', [active, hidden]);
    expect(anonRows.data).toEqual([{ college_id: active }]);
    const editorRows = await world
      .clientOf('editor')
      .from('college_placement_figures')
      .select('college_id')
      .in('college_id', [active, hidden]);
    expect(new Set(editorRows.data!.map((r) => r.college_id))).toEqual(new Set([active, hidden]));
  });
});

describe('the back office’s actions', () => {
  const form = (collegeId: string, over: Record<string, string> = {}) => ({
    college_id: collegeId,
    metric: 'average',
    scope: 'all',
    value: '31.5',
    out_of: '',
    year: '2026',
    batch: '2024-26',
    kind: 'press-report',
    source_url: `https://example.org/${uniq('news')}`,
    auditor: '',
    note: '',
    ...over,
  });

  it('refuse a visitor, a member and a counsellor before the database, and let the editor add, edit and delete', async () => {
    const college = await newCollege();
    const actions = placementFigureAdminActions(world.chain);
    const existing = await figureAsOwner(college);

    for (const caller of ['anon', 'member', 'counselor'] as const) {
      world.as(caller);
      const saved = await actions.save(form(college));
      expect(saved.ok, caller).toBe(false);
      expect(saved.ok ? null : saved.code, caller).toBe(caller === 'anon' ? 'NOT_AUTHENTICATED' : 'FORBIDDEN');
      const removed = await actions.remove({ id: existing, college_id: college });
      expect(removed.ok ? null : removed.code, caller).toBe(caller === 'anon' ? 'NOT_AUTHENTICATED' : 'FORBIDDEN');
    }
    expect(await sql('select 1 from public.college_placement_figures where college_id = $1', [college])).toHaveLength(1);

    world.as('editor');
    const added = await actions.save(form(college));
    if (!added.ok || !added.data.id) throw new Error(JSON.stringify(added));
    expect(added.data.message).toBe('Average package ₹31.5 LPA added.');
    const refused = await actions.save(form(college, { id: added.data.id, batch: '2023-25' }));
    expect(refused.ok ? null : refused.fieldErrors).toHaveProperty('batch');
    const edited = await actions.save(form(college, { id: added.data.id, value: '32' }));
    expect(edited.ok).toBe(true);
    expect(await valueOf(added.data.id)).toBe('32.00');
    const removed = await actions.remove({ id: added.data.id, college_id: college });
    expect(removed.ok).toBe(true);
    expect(await valueOf(added.data.id)).toBeUndefined();
  });
});

describe('the table refuses what the form would refuse', () => {
  it.each([
    ['an unknown kind', { kind: 'rumour' }],
    ['an unknown metric', { metric: 'mean' }],
    ['an audited figure without its auditor', { kind: 'audited' }],
    ['an auditor on a figure that is not audited', { auditor: 'Someone' }],
    ['a batch that does not end in the year', { batch: '2022-24' }],
    ['a batch of five years', { batch: '2020-25' }],
    ['a fraction of a student', { metric: 'placed', value: 10.5 }],
    ['more students placed than the batch had', { metric: 'placed', value: 600, out_of: 500 }],
    ['a batch size on a package', { out_of: 500 }],
    ['a source that is not a web address', { source_url: 'javascript:alert(1)' }],
    ['a negative package', { value: -1 }],
  ])('%s', async (_what, patch) => {
    const college = await newCollege();
    const { error } = await world
      .clientOf('editor')
      .from('college_placement_figures')
      .insert(figure(college, patch) as never);
    expect(error?.code).toBe('23514');
  });

  it('one source gives a figure once per batch and kind', async () => {
    const college = await newCollege();
    const once = figure(college);
    expect((await world.clientOf('editor').from('college_placement_figures').insert(once)).error).toBeNull();
    expect((await world.clientOf('editor').from('college_placement_figures').insert(once)).error?.code).toBe('23505');
  });
});

describe("colleges' old package columns", () => {
  const headline = async (id: string) =>
    (
      await sql(
        `select average_package::text, average_package_kind, median_package::text, highest_package::text, placement_year, placement_source
           from public.colleges where id = $1`,
        [id],
      )
    )[0];

  it("follow the newest batch's figures, the most trusted kind first, international offers aside", async () => {
    const college = await newCollege();
    await figureAsOwner(college, {
      metric: 'average',
      value: 20,
      year: 2024,
      batch: null,
      kind: 'press-report',
      source_url: 'https://a.example/1',
    });
    expect(await headline(college)).toEqual({
      average_package: '20.00',
      average_package_kind: 'press-report',
      median_package: null,
      highest_package: null,
      placement_year: '2024',
      placement_source: 'https://a.example/1',
    });
    await figureAsOwner(college, {
      metric: 'average',
      value: 22,
      kind: 'aggregator-estimate',
      source_url: 'https://b.example/1',
    });
    await figureAsOwner(college, { metric: 'average', value: 23, kind: 'nirf-data', source_url: 'https://nirf.example/1' });
    const highest = await figureAsOwner(college, {
      metric: 'highest',
      scope: 'domestic',
      value: 60,
      kind: 'press-report',
      source_url: 'https://c.example/1',
    });
    await figureAsOwner(college, {
      metric: 'highest',
      scope: 'international',
      value: 110,
      kind: 'press-report',
      source_url: 'https://c.example/2',
    });
    expect(await headline(college)).toEqual({
      average_package: '23.00',
      average_package_kind: 'nirf-data',
      median_package: null,
      highest_package: '60.00',
      placement_year: '2023-25',
      placement_source: 'https://c.example/1 ; https://nirf.example/1',
    });
    await sql('delete from public.college_placement_figures where id = $1', [highest]);
    expect(await headline(college)).toMatchObject({ highest_package: null, placement_source: 'https://nirf.example/1' });
    await sql('delete from public.college_placement_figures where college_id = $1', [college]);
    expect(await headline(college)).toEqual({
      average_package: null,
      average_package_kind: null,
      median_package: null,
      highest_package: null,
      placement_year: null,
      placement_source: null,
    });
  });

  it('refuse a figure written straight into them, by anyone', async () => {
    const college = await newCollege();
    const editor = await world.clientOf('editor').from('colleges').update({ average_package: 40 }).eq('id', college);
    expect(editor.error?.code).toBe('23514');
    await expect(sql('update public.colleges set placement_year = $1 where id = $2', ['2025', college])).rejects.toThrow(
      /follow its placement figures/,
    );
    // Other fields of the college still save.
    const renamed = await world.clientOf('editor').from('colleges').update({ short_name: 'PT' }).eq('id', college).select('id');
    expect(renamed.data).toEqual([{ id: college }]);
  });

  it('go with the college when it is deleted', async () => {
    const college = await newCollege();
    await figureAsOwner(college);
    await sql('delete from public.colleges where id = $1', [college]);
    expect(await sql('select 1 from public.college_placement_figures where college_id = $1', [college])).toEqual([]);
  });
});

describe('the history and the reads', () => {
  it("files every change under the college's history, with who made it", async () => {
    const college = await newCollege();
    const editor = world.clientOf('editor');
    const { data } = await editor.from('college_placement_figures').insert(figure(college)).select('id').single();
    await editor.from('college_placement_figures').update({ note: 'Checked' }).eq('id', data!.id);
    const events = await sql<{ table_name: string; action: string; actor_name: string | null; changed_fields: string[] }>(
      `select table_name, action, actor_name, changed_fields from public.content_events
        where subject_table = 'colleges' and subject_id = $1 order by id`,
      [college],
    );
    const figureEvents = events.filter((e) => e.table_name === 'college_placement_figures');
    expect(figureEvents.map((e) => [e.action, e.changed_fields])).toEqual([
      ['insert', []],
      ['update', ['note']],
    ]);
    expect(figureEvents.every((e) => e.actor_name !== null)).toBe(true);
    // The college's own columns followed the new figure: that is in its history too.
    expect(events.some((e) => e.table_name === 'colleges' && e.changed_fields.includes('median_package'))).toBe(true);
  });

  it('reach the back office and the public page in the order shown, the median first', async () => {
    const college = await newCollege();
    await figureAsOwner(college, { metric: 'highest', value: 50 });
    await figureAsOwner(college, { metric: 'average', value: 30 });
    await figureAsOwner(college, { metric: 'median', value: 25 });
    const { data } = await world
      .clientOf('anon')
      .from('college_placement_figures')
      .select(PLACEMENT_FIGURE_COLUMNS)
      .eq('college_id', college);
    expect(figuresFromRows(data!).map((f) => f.metric)).toEqual(['median', 'average', 'highest']);
    const admin = await getCollegeForAdmin(world.clientOf('editor'), college);
    expect(admin?.median_package).toBe(25);
  });
});
