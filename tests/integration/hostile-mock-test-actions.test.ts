import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTestAdminActions } from '@/lib/mock-tests/mock-tests-admin.handlers';
import { hostileFormFrom, hostileFreshFormFrom, hostileInputFrom } from '../support/hostile-values';
import { uniq } from './support/enquiries';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 14, hostile input: the mock-test authoring actions answer any input with a success or a refusal a person
// can read — for the editor, who reaches the handlers, and for a visitor, a member and a counsellor, who must be
// refused first.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS: Caller[] = ['editor', 'editor', 'editor', 'anon', 'member', 'counselor'];
const RUNS = 30;

const testForm = () => ({
  title: uniq('Hostile mock'),
  kind: 'sectional',
  scoring_scheme: 'cat',
  section_order: 'fixed',
  difficulty: 'Medium',
  duration_minutes: '40',
  is_free: 'on',
  section_name_0: 'QA',
  section_minutes_0: '40',
});

async function created(): Promise<string> {
  world.as('editor');
  const result = await mockTestAdminActions(world.chain).create(testForm());
  if (!result.ok || !result.data.id) throw new Error(JSON.stringify(result));
  return result.data.id;
}

describe('mock-test authoring', () => {
  it("'mockTestAdminActions.create', 'mockTestAdminActions.update', 'mockTestAdminActions.publish' and 'mockTestAdminActions.unpublish'", async () => {
    const actions = mockTestAdminActions(world.chain);
    const tally = await checkAction(world, 'mockTests.create', CALLERS, actions.create, hostileFreshFormFrom(testForm), RUNS);
    expect(tally.ok, JSON.stringify(tally)).toBeGreaterThan(0);
    const id = await created();
    await checkAction(world, 'mockTests.update', CALLERS, actions.update, hostileFormFrom({ ...testForm(), id }), RUNS);
    await checkAction(world, 'mockTests.publish', CALLERS, actions.publish, hostileInputFrom({ id }), 15);
    await checkAction(world, 'mockTests.unpublish', CALLERS, actions.unpublish, hostileInputFrom({ id }), 15);
  });

  it("'mockTestAdminActions.savePassage', 'mockTestAdminActions.removePassage', 'mockTestAdminActions.saveQuestion' and 'mockTestAdminActions.removeQuestion'", async () => {
    const actions = mockTestAdminActions(world.chain);
    const testId = await created();
    const passage = { mock_test_id: testId, section: 'QA', kind: 'set', title: 'Table', body: '| a | b |\n| - | - |\n| 1 | 2 |' };
    await checkAction(world, 'mockTests.savePassage', CALLERS, actions.savePassage, hostileFormFrom(passage), RUNS);
    const question = {
      mock_test_id: testId,
      section: 'QA',
      question_type: 'mcq',
      question_text: 'What is 2 + 3?',
      option_A: '4',
      option_B: '5',
      correct_answer: 'B',
      explanation: 'Add the two numbers.',
      topic: 'Arithmetic',
    };
    await checkAction(world, 'mockTests.saveQuestion', CALLERS, actions.saveQuestion, hostileFormFrom(question), RUNS);

    world.as('editor');
    const savedPassage = await actions.savePassage(passage);
    const savedQuestion = await actions.saveQuestion(question);
    if (!savedPassage.ok || !savedQuestion.ok) throw new Error('could not create rows to aim at');
    await checkAction(
      world,
      'mockTests.removePassage',
      CALLERS,
      actions.removePassage,
      hostileInputFrom({ id: savedPassage.data.id }),
      10,
    );
    await checkAction(
      world,
      'mockTests.removeQuestion',
      CALLERS,
      actions.removeQuestion,
      hostileInputFrom({ id: savedQuestion.data.id }),
      10,
    );
  });
});
