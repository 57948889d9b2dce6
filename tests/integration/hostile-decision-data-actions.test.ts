import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutoffLineAdminActions } from '@/lib/predictor/admin-actions';
import { hostileFormFrom, hostileInputFrom } from '../support/hostile-values';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 16, hostile input: the back office's decision data (the predictor's cut-off lines, the exam calendar)
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
