import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementFigureAdminActions } from '@/lib/colleges/placement-figures-admin.handlers';
import { calendarAdminActions } from '@/lib/exam-calendar/exam-calendar-admin.handlers';
import { cutoffLineAdminActions } from '@/lib/predictor/predictor-admin.handlers';
import { hostileFormFrom, hostileInputFrom } from '../support/hostile-values';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 16, hostile input: the back office's decision data (the predictor's cut-off lines, the exam calendar and,
// issue 37, the colleges' placement figures)
// answer any input with a success or a refusal a person can read — for the editor, who reaches the handlers, and
// for a visitor, a member and a counsellor, who must be refused first.

let world: HostileWorld;
let collegeId: string;
beforeAll(async () => {
  world = await startHostileWorld();
  collegeId = await world.anyId('colleges');
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS: Caller[] = ['editor', 'editor', 'editor', 'anon', 'member', 'counselor'];

const lineForm = () => ({
  college_id: collegeId,
  exam: 'CAT',
  measure: 'percentile',
  value: '91.5',
  value_max: '',
  sectionals: 'VARC 70\nQA 65',
  category_General: 'on',
  gender: '',
  background: '',
  programme: '',
  relaxations: 'woman 2',
  cycle: 'CAT 2025',
  cycle_year: '2025',
  kind: 'aggregator-estimate',
  source_url: 'https://example.org/cutoffs',
  source_label: 'Example, cut-offs 2025',
  note: '',
});

describe('predictor cut-off lines', () => {
  it("'cutoffLineAdminActions.save' and 'cutoffLineAdminActions.remove'", async () => {
    const actions = cutoffLineAdminActions(world.chain);
    const created = await checkAction(world, 'cutoffs.save (new)', CALLERS, actions.save, hostileFormFrom(lineForm()), 40);
    expect(created.ok, JSON.stringify(created)).toBeGreaterThan(0);

    world.as('editor');
    const first = await actions.save(lineForm());
    if (!first.ok || !first.data.id) throw new Error(JSON.stringify(first));
    const id = first.data.id;
    await checkAction(world, 'cutoffs.save (edit)', CALLERS, actions.save, hostileFormFrom({ ...lineForm(), id }), 40);
    await checkAction(world, 'cutoffs.remove', CALLERS, actions.remove, hostileInputFrom({ id, college_id: collegeId }), 20);
  }, 120_000);
});

const figureForm = () => ({
  college_id: collegeId,
  metric: 'median',
  scope: 'all',
  value: '24.5',
  out_of: '',
  year: '2025',
  batch: '2023-25',
  kind: 'college-published',
  source_url: 'https://example.org/placement-report',
  auditor: '',
  note: '',
});

describe('placement figures', () => {
  it("'placementFigureAdminActions.save' and 'placementFigureAdminActions.remove'", async () => {
    const actions = placementFigureAdminActions(world.chain);
    const created = await checkAction(world, 'placements.save (new)', CALLERS, actions.save, hostileFormFrom(figureForm()), 40);
    expect(created.ok, JSON.stringify(created)).toBeGreaterThan(0);

    world.as('editor');
    const first = await actions.save({ ...figureForm(), source_url: 'https://example.org/another-report' });
    if (!first.ok || !first.data.id) throw new Error(JSON.stringify(first));
    const id = first.data.id;
    await checkAction(world, 'placements.save (edit)', CALLERS, actions.save, hostileFormFrom({ ...figureForm(), id }), 40);
    await checkAction(world, 'placements.remove', CALLERS, actions.remove, hostileInputFrom({ id, college_id: collegeId }), 20);
  }, 120_000);
});

const entryForm = (): Record<string, string> => ({
  status: 'announced',
  exam: 'xat',
  kind: 'registration-closes',
  cycle: '2026-27',
  cycle_label: 'XAT 2027',
  starts_on: '2026-12-01',
  source_label: 'XAT official site',
  source_url: 'https://xatonline.in',
  last_verified: '2026-11-20',
});

const expectedForm = (): Record<string, string> => ({
  status: 'expected',
  exam: 'snap',
  kind: 'exam-window',
  cycle: '2027-28',
  cycle_label: 'SNAP 2027',
  usual_part: 'early',
  usual_month: '12',
  usual_year: '2027',
  usual_until_part: 'late',
  usual_until_month: '12',
  usual_until_year: '2027',
  basis: 'SNAP 2026 ran in December 2026.',
  source_label: 'SNAP official site',
  source_url: 'https://snaptest.org',
  last_verified: '2026-11-20',
});

describe('exam calendar entries', () => {
  it("'calendarAdminActions.save', 'calendarAdminActions.verify' and 'calendarAdminActions.remove'", async () => {
    const actions = calendarAdminActions(world.chain);
    world.as('editor');
    const valid = await actions.save(entryForm());
    expect(valid.ok, JSON.stringify(valid)).toBe(true);
    const announced = await checkAction(world, 'calendar.save (new)', CALLERS, actions.save, hostileFormFrom(entryForm()), 80);
    expect(announced.ok ?? 0, JSON.stringify(announced)).toBeGreaterThan(0);
    const expected = await checkAction(
      world,
      'calendar.save (expected)',
      CALLERS,
      actions.save,
      hostileFormFrom(expectedForm()),
      60,
    );
    expect(expected.ok ?? 0, JSON.stringify(expected)).toBeGreaterThan(0);

    world.as('editor');
    const first = await actions.save(entryForm());
    if (!first.ok || !first.data.id) throw new Error(JSON.stringify(first));
    const id = first.data.id;
    await checkAction(world, 'calendar.save (edit)', CALLERS, actions.save, hostileFormFrom({ ...expectedForm(), id }), 30);
    await checkAction(world, 'calendar.verify', CALLERS, actions.verify, hostileInputFrom({ id }), 20);
    await checkAction(world, 'calendar.remove', CALLERS, actions.remove, hostileInputFrom({ id }), 20);
  }, 120_000);
});
