import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCalendarEntries } from '@/lib/data/exam-calendar';
import { lineFromRow, PREDICTOR_LINE_COLUMNS } from '@/lib/data/predictor-rows';
import { calendarAdminActions } from '@/lib/exam-calendar/exam-calendar-admin.handlers';
import { cutoffLineAdminActions } from '@/lib/predictor/predictor-admin.handlers';
import { DEMO, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Issue 16 in the back-office: an editor adds, edits and deletes the predictor's cut-off lines (each change in
// the history with the editor's id, the public read showing it); a counsellor is refused by the action
// (FORBIDDEN) and by row-level security when writing with supabase-js directly. The same for calendar entries.

let world: HostileWorld;
let collegeId: string;
beforeAll(async () => {
  world = await startHostileWorld();
  const { rows } = await world.stack.db.query<{ id: string }>(
    "select id::text from public.colleges where slug = 'iim-ahmedabad'",
  );
  collegeId = rows[0].id;
}, 120_000);
afterAll(() => world?.stack.stop());

const form = (extra: Record<string, string> = {}) => ({
  college_id: collegeId,
  exam: 'xat',
  measure: 'percentile',
  value: '93.25',
  sectionals: 'each 60',
  category_General: 'on',
  category_EWS: 'on',
  cycle: 'XAT 2026',
  cycle_year: '2026',
  kind: 'third-party-report',
  source_url: 'https://example.org/xat',
  source_label: 'Example, XAT calls',
  ...extra,
});

async function publicLines() {
  const { data, error } = await world
    .clientOf('anon')
    .from('colleges')
    .select(`id, predictor_cutoff_lines(${PREDICTOR_LINE_COLUMNS})`)
    .eq('id', collegeId)
    .single();
  if (error) throw error;
  return data.predictor_cutoff_lines.map((row) => lineFromRow(row)).flatMap((p) => (p.success ? [p.data] : []));
}

async function history(lineId: string) {
  const { rows } = await world.stack.db.query<{ action: string; actor_id: string; changed_fields: string[] }>(
    'select action, actor_id::text, changed_fields from public.predictor_cutoff_line_history where line_id = $1 order by id',
    [lineId],
  );
  return rows;
}

describe('cut-off lines in the back-office', () => {
  it('an editor adds, edits and deletes a line; the history names the editor; the public read follows', async () => {
    const actions = cutoffLineAdminActions(world.chain);
    world.as('editor');
    const added = await actions.save(form());
    expect(added.ok, JSON.stringify(added)).toBe(true);
    const id = added.ok ? added.data.id! : '';
    expect((await publicLines()).find((l) => l.exam === 'XAT' && l.value === 93.25)).toMatchObject({
      categories: ['General', 'EWS'],
      sectionalMinimums: [{ section: 'each', value: 60 }],
    });

    const edited = await actions.save(form({ id, value: '94.5' }));
    expect(edited.ok, JSON.stringify(edited)).toBe(true);
    const lines = await publicLines();
    expect(lines.some((l) => l.exam === 'XAT' && l.value === 94.5)).toBe(true);
    expect(lines.some((l) => l.exam === 'XAT' && l.value === 93.25)).toBe(false);

    const removed = await actions.remove({ id, college_id: collegeId });
    expect(removed.ok, JSON.stringify(removed)).toBe(true);
    expect((await publicLines()).some((l) => l.exam === 'XAT' && l.value === 94.5)).toBe(false);

    const events = await history(id);
    expect(events.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    for (const e of events) expect(e.actor_id).toBe(DEMO.editor.id);
    expect(events[1].changed_fields).toEqual(['value']);
  });

  it('keeps what was typed and words each refused field', async () => {
    world.as('editor');
    const result = await cutoffLineAdminActions(world.chain).save(
      form({ value: '120', sectionals: 'VARC', category_General: '', category_EWS: '', source_url: 'ftp://x' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('VALIDATION');
    expect(result.fieldErrors).toMatchObject({
      sectionals: [expect.stringMatching(/VARC 70/)],
    });
    // The line itself is only checked once the typed lists read; fix them and the rest is worded per field.
    const second = await cutoffLineAdminActions(world.chain).save(
      form({ value: '120', category_General: '', category_EWS: '', source_url: 'ftp://x' }),
    );
    expect(!second.ok && second.fieldErrors).toMatchObject({
      value: [expect.stringMatching(/between 0 and 100/)],
      categories: [expect.stringMatching(/at least one category/)],
      source_url: [expect.stringMatching(/https:\/\//)],
    });
  });

  it('refuses a counsellor: the action says FORBIDDEN, row-level security refuses a direct write', async () => {
    world.as('counselor');
    const refused = await cutoffLineAdminActions(world.chain).save(form());
    expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN' });

    const counselor = world.clientOf('counselor');
    const insert = await counselor.from('predictor_cutoff_lines').insert({
      college_id: collegeId,
      exam: 'XAT',
      measure: 'percentile',
      value: 50,
      categories: ['all'],
      kind: 'official-minimum',
      source_url: 'https://example.org',
      source_label: 'x',
    });
    expect(insert.error?.code).toBe('42501');

    const { rows } = await world.stack.db.query<{ id: string }>(
      'select id::text from public.predictor_cutoff_lines where college_id = $1 limit 1',
      [collegeId],
    );
    const update = await counselor.from('predictor_cutoff_lines').update({ value: 1 }).eq('id', rows[0].id).select('id');
    expect(update.data ?? []).toEqual([]);
    const del = await counselor.from('predictor_cutoff_lines').delete().eq('id', rows[0].id).select('id');
    expect(del.data ?? []).toEqual([]);
    const history = await counselor.from('predictor_cutoff_line_history').select('id').limit(1);
    expect(history.data ?? []).toEqual([]);
  });
});

const entryForm = (extra: Record<string, string> = {}) => ({
  status: 'announced',
  exam: 'nmat',
  kind: 'result',
  cycle: '2026-27',
  cycle_label: 'NMAT 2026',
  starts_on: '2027-01-14',
  source_label: 'NMAT official site',
  source_url: 'https://www.mba.com/exams/nmat',
  last_verified: '2026-11-01',
  ...extra,
});

async function entryHistory(entryId: string) {
  const { rows } = await world.stack.db.query<{ operation: string; changed_by: string }>(
    'select operation, changed_by::text from public.exam_calendar_entry_history where entry_id = $1 order by id',
    [entryId],
  );
  return rows;
}

describe('calendar entries in the back-office', () => {
  it('an editor adds, edits, marks verified and deletes an entry; the history names the editor; the public read follows', async () => {
    const actions = calendarAdminActions(world.chain, { now: () => new Date('2026-11-23T20:00:00Z') });
    world.as('editor');
    const added = await actions.save(entryForm());
    expect(added.ok, JSON.stringify(added)).toBe(true);
    const id = added.ok ? added.data.id! : '';
    expect(id).toMatch(/^nmat-result-2026-27-/);
    const read = async () => (await readCalendarEntries(world.clientOf('anon'))).find((e) => e.id === id);
    expect(await read()).toMatchObject({ status: 'announced', date: '2027-01-14', exam: 'nmat' });

    const edited = await actions.save(entryForm({ id, starts_on: '2027-01-16', ends_on: '2027-01-18' }));
    expect(edited.ok, JSON.stringify(edited)).toBe(true);
    expect(await read()).toMatchObject({ date: '2027-01-16', endDate: '2027-01-18', revision: 1 });

    const expected = await actions.save(
      entryForm({
        id,
        status: 'expected',
        usual_part: 'mid',
        usual_month: '1',
        usual_year: '2027',
        basis: 'NMAT 2025 results came mid-January 2026.',
      }),
    );
    expect(expected.ok, JSON.stringify(expected)).toBe(true);
    expect(await read()).toMatchObject({ status: 'expected', usual: { year: 2027, month: 1, part: 'mid' } });

    const verified = await actions.verify({ id });
    expect(verified.ok, JSON.stringify(verified)).toBe(true);
    // 20:00 UTC is already the 24th in India.
    expect(await read()).toMatchObject({ lastVerified: '2026-11-24' });

    expect((await actions.remove({ id })).ok).toBe(true);
    expect(await read()).toBeUndefined();

    const events = await entryHistory(id);
    expect(events.map((e) => e.operation)).toEqual(['insert', 'update', 'update', 'update', 'delete']);
    for (const e of events) expect(e.changed_by).toBe(DEMO.editor.id);
  });

  it('never takes a day for an expected entry, and words each refused field', async () => {
    world.as('editor');
    const actions = calendarAdminActions(world.chain);
    const result = await actions.save(
      entryForm({
        status: 'expected',
        usual_month: '13',
        usual_year: '',
        basis: '',
        detail: 'on the 5th',
        source_url: 'mailto:x',
      }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors).toMatchObject({
      usual_month: [expect.any(String)],
      usual_year: [expect.stringMatching(/number/)],
      basis: [expect.any(String)],
      source_url: [expect.any(String)],
    });
    // The id a new entry gets is never what the editor is told to fix.
    expect(!result.ok && result.fieldErrors?.status).toBeFalsy();
    const noCycle = await actions.save(entryForm({ cycle: '' }));
    expect(!noCycle.ok && Object.keys(noCycle.fieldErrors ?? {})).toEqual(['cycle']);
    const college = await actions.save(entryForm({ kind: 'application-deadline' }));
    expect(!college.ok && college.fieldErrors).toMatchObject({ college_id: [expect.stringMatching(/college/)] });
    const ok = await actions.save(entryForm({ kind: 'application-deadline', college_id: collegeId, cycle_label: 'IIM A 2027' }));
    expect(ok.ok, JSON.stringify(ok)).toBe(true);
  });

  it('refuses a counsellor: FORBIDDEN from the action, row-level security on a direct write', async () => {
    world.as('counselor');
    expect(await calendarAdminActions(world.chain).save(entryForm())).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const counselor = world.clientOf('counselor');
    const insert = await counselor.from('exam_calendar_entries').insert({
      id: 'counselor-entry',
      status: 'announced',
      exam: 'cat',
      kind: 'result',
      cycle: '2026-27',
      cycle_label: 'CAT 2026',
      starts_on: '2027-01-01',
      source_label: 'x',
      source_url: 'https://example.org',
      last_verified_on: '2026-11-01',
    });
    expect(insert.error?.code).toBe('42501');
    const { rows } = await world.stack.db.query<{ id: string }>('select id from public.exam_calendar_entries limit 1');
    const update = await counselor.from('exam_calendar_entries').update({ note: 'x' }).eq('id', rows[0].id).select('id');
    expect(update.data ?? []).toEqual([]);
    const del = await counselor.from('exam_calendar_entries').delete().eq('id', rows[0].id).select('id');
    expect(del.data ?? []).toEqual([]);
  });
});
