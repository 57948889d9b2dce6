import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { DELETE_REFUSED_MESSAGE } from '@/lib/data/mock-tests/admin';
import { MOCK_TEST_MESSAGES } from '@/lib/mock-tests/admin-schema';
import { mockTestAdminActions } from '@/lib/mock-tests/mock-tests-admin.handlers';
import type { LocalStack } from '@/supabase/local';
import { startFormsStack, uniq, visitor, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// Issue 14, authoring: editors write mock tests through the actions (numbering, marks by the scheme and the
// test's totals follow what is written; publishing waits for every answer and explanation); counsellors,
// members and visitors are refused by the actions and by row-level security; and a question of a test with
// submitted attempts cannot be deleted, by the action or straight through the REST API.

let stack: LocalStack;
let editor: Client;
let counselor: Client;
let member: Client;
let memberId: string;
let anon: Client;
let caller: Client;

const actions = () =>
  mockTestAdminActions(
    createActionChain({
      visitor: async () => ({ ip: '192.0.2.1', userAgent: 'Mozilla/5.0 (integration)' }),
      client: async () => caller,
      user: userFromClaims,
      report: vi.fn(),
    }),
  );

async function query(sql: string, params: unknown[] = []): Promise<Row[]> {
  return (await stack.db.query<Row>(sql, params)).rows;
}

const testForm = (over: Row = {}): Row => ({
  title: uniq('Integration CAT Mock'),
  kind: 'full_length',
  scoring_scheme: 'cat',
  section_order: 'fixed',
  has_calculator: 'on',
  difficulty: 'High',
  duration_minutes: '80',
  instructions: 'Answer every question you can.',
  is_free: 'on',
  section_name_0: 'VARC',
  section_minutes_0: '40',
  section_name_1: 'QA',
  section_minutes_1: '40',
  ...over,
});

const mcq = (testId: string, over: Row = {}): Row => ({
  mock_test_id: testId,
  section: 'VARC',
  question_type: 'mcq',
  question_text: 'Which word is closest in meaning to *frugal*?',
  option_A: 'Thrifty',
  option_B: 'Lavish',
  option_C: 'Careless',
  option_D: 'Generous',
  correct_answer: 'A',
  explanation: 'Frugal means sparing with money, which is what thrifty means.',
  topic: 'Vocabulary',
  difficulty: 'Easy',
  ...over,
});

const tita = (testId: string, over: Row = {}): Row => ({
  mock_test_id: testId,
  section: 'QA',
  question_type: 'tita',
  question_text: 'What is 15% of ₹2,400?',
  correct_answer: '360',
  explanation: '10% of 2,400 is 240 and 5% is 120, so 15% is 360.',
  topic: 'Percentages and profit',
  ...over,
});

async function createdTest(over: Row = {}): Promise<string> {
  caller = editor;
  const result = await actions().create(testForm(over));
  if (!result.ok || !result.data.id) throw new Error(JSON.stringify(result));
  return result.data.id;
}

async function addQuestion(form: Row): Promise<string> {
  caller = editor;
  const result = await actions().saveQuestion(form);
  if (!result.ok || !result.data.id) throw new Error(JSON.stringify(result));
  return result.data.id;
}

const testRow = async (id: string) => (await query('select * from public.mock_tests where id = $1', [id]))[0];
const questions = (id: string) =>
  query(
    'select id, section, question_number, question_type, marks::float, negative_marks::float from public.mock_test_questions where mock_test_id = $1 order by question_number',
    [id],
  );

beforeAll(async () => {
  stack = await startFormsStack();
  editor = (await staff(stack, 'editor', 'Ananya Iyer')).client;
  counselor = (await staff(stack, 'counselor', 'Priya Nair')).client;
  const m = await staff(stack, 'member', 'Aditya Verma');
  member = m.client;
  memberId = m.id;
  anon = visitor(stack, '192.0.2.9');
}, 120_000);
afterAll(() => stack?.stop());

describe('writing a mock test', () => {
  it('numbers questions in paper order and keeps marks and totals in step with the scheme', async () => {
    const id = await createdTest();
    expect(await testRow(id)).toMatchObject({ total_questions: 0, total_marks: null, is_published: false });
    await addQuestion(tita(id));
    await addQuestion(mcq(id));
    expect(await questions(id)).toMatchObject([
      { section: 'VARC', question_number: 1, question_type: 'mcq', marks: 3, negative_marks: 1 },
      { section: 'QA', question_number: 2, question_type: 'tita', marks: 3, negative_marks: 0 },
    ]);
    expect(await testRow(id)).toMatchObject({
      total_questions: 2,
      total_marks: '6.00',
      sections: [
        { name: 'VARC', questions: 1, minutes: 40 },
        { name: 'QA', questions: 1, minutes: 40 },
      ],
    });

    // The scheme decides the marks, never the editor: XAT is +1 / −0.25 for both kinds.
    caller = editor;
    const row = await testRow(id);
    const changed = await actions().update(testForm({ id, title: row.title, slug: row.slug, scoring_scheme: 'xat' }));
    expect(changed).toMatchObject({ ok: true });
    expect(await questions(id)).toMatchObject([
      { marks: 1, negative_marks: 0.25 },
      { marks: 1, negative_marks: 0.25 },
    ]);
    expect(await testRow(id)).toMatchObject({ total_marks: '2.00' });

    // A section renamed in place takes its questions; a section removed while it holds one is refused.
    const renamed = await actions().update(testForm({ id, title: row.title, slug: row.slug, section_name_1: 'Quant' }));
    expect(renamed).toMatchObject({ ok: true });
    expect((await questions(id)).map((q) => q.section)).toEqual(['VARC', 'Quant']);
    const removed = await actions().update(
      testForm({ id, title: row.title, slug: row.slug, section_name_1: '', section_minutes_1: '', section_minutes_0: '80' }),
    );
    expect(removed).toMatchObject({ ok: false, code: 'VALIDATION' });
  });

  it('refuses a form with field messages: minutes with one clock, minutes that do not add up, a wrong MCQ key', async () => {
    caller = editor;
    expect(await actions().create(testForm({ section_order: 'free' }))).toMatchObject({
      ok: false,
      fieldErrors: { section: [MOCK_TEST_MESSAGES.sectionFreeMinutes] },
    });
    expect(await actions().create(testForm({ duration_minutes: '90' }))).toMatchObject({
      ok: false,
      fieldErrors: { section: [MOCK_TEST_MESSAGES.sectionTotal(80, 90)] },
    });
    const id = await createdTest();
    expect(await actions().saveQuestion(mcq(id, { correct_answer: 'E' }))).toMatchObject({
      ok: false,
      fieldErrors: { correct_answer: [MOCK_TEST_MESSAGES.mcqAnswer] },
    });
    expect(await actions().saveQuestion(mcq(id, { topic: 'Astrology' }))).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(await questions(id)).toEqual([]);
  });

  it('publishes only when every section has a question with its answer and explanation', async () => {
    const id = await createdTest();
    const q1 = await addQuestion(mcq(id, { correct_answer: '', explanation: '' }));
    let refused = await actions().publish({ id });
    expect(refused).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(!refused.ok && refused.message).toContain('No questions yet in “QA”');
    expect(!refused.ok && refused.message).toContain('No answer for Q1');
    expect(!refused.ok && refused.message).toContain('No explanation for Q1');

    await addQuestion(tita(id));
    await addQuestion(mcq(id, { id: q1 }));
    const passage = await actions().savePassage({
      mock_test_id: id,
      section: 'VARC',
      kind: 'passage',
      title: 'Monsoon',
      body: 'The monsoon reaches Kerala first.',
    });
    expect(passage).toMatchObject({ ok: true });
    refused = await actions().publish({ id });
    expect(refused).toMatchObject({ ok: true });
    expect(await testRow(id)).toMatchObject({ is_published: true });
    const seen = await anon.from('mock_test_questions').select('question_number').eq('mock_test_id', id);
    expect(seen.data).toHaveLength(2);
    // A published test's question cannot lose its answer.
    expect(await actions().saveQuestion(mcq(id, { id: q1, correct_answer: '' }))).toMatchObject({
      ok: false,
      message: MOCK_TEST_MESSAGES.answerRequired,
    });
    expect(await actions().unpublish({ id })).toMatchObject({ ok: true });
    expect(await testRow(id)).toMatchObject({ is_published: false });
  });

  it('files passages and sets by section: a question may use one of its own section only; deleting one keeps its questions', async () => {
    const id = await createdTest();
    const saved = await actions().savePassage({
      mock_test_id: id,
      section: 'QA',
      kind: 'set',
      title: 'Metro',
      body: '| Line | Riders |\n| - | - |\n| Blue | 40 |',
    });
    if (!saved.ok || !saved.data.id) throw new Error(JSON.stringify(saved));
    const setId = saved.data.id;
    expect(await actions().saveQuestion(mcq(id, { passage_id: setId }))).toMatchObject({ ok: false, code: 'VALIDATION' });
    const q = await addQuestion(tita(id, { passage_id: setId }));
    expect(
      await actions().savePassage({ id: setId, mock_test_id: id, section: 'Nowhere', kind: 'set', title: 'X', body: 'Y' }),
    ).toMatchObject({
      ok: false,
      message: MOCK_TEST_MESSAGES.section,
    });
    expect(await actions().removePassage({ id: setId })).toMatchObject({ ok: true });
    expect(await query('select passage_id from public.mock_test_questions where id = $1', [q])).toEqual([{ passage_id: null }]);
  });

  it('renumbers the questions after one is deleted', async () => {
    const id = await createdTest();
    const first = await addQuestion(mcq(id));
    await addQuestion(mcq(id, { question_text: 'Second' }));
    await addQuestion(tita(id));
    expect(await actions().removeQuestion({ id: first })).toMatchObject({ ok: true });
    expect((await questions(id)).map((q) => q.question_number)).toEqual([1, 2]);
    expect(await testRow(id)).toMatchObject({ total_questions: 2 });
  });
});

describe('a test with submitted attempts', () => {
  it('keeps its questions and its stored scores: the action and the database refuse a deletion', async () => {
    const id = await createdTest();
    const q1 = await addQuestion(mcq(id));
    await addQuestion(tita(id));
    expect(await actions().publish({ id })).toMatchObject({ ok: true });
    const [attempt] = await query(
      `insert into public.mock_test_attempts (user_id, mock_test_id, status, submitted_at, score, max_score, scoring_scheme)
       values ($1, $2, 'submitted', now(), 3, 6, 'cat') returning id`,
      [memberId, id],
    );
    await query(
      `insert into public.mock_test_attempt_answers (attempt_id, question_id, answer, outcome, marks, correct_answer)
       values ($1, $2, 'A', 'correct', 3, 'A')`,
      [attempt.id, q1],
    );

    expect(await actions().removeQuestion({ id: q1 })).toEqual({ ok: false, code: 'CONFLICT', message: DELETE_REFUSED_MESSAGE });
    const direct = await editor.from('mock_test_questions').delete().eq('id', q1).select('id');
    expect(direct.error?.code).toBe('P0409');
    const whole = await editor.from('mock_tests').delete().eq('id', id).select('id');
    expect(whole.error?.code).toBe('P0409');

    // Editing the question (even its key) and the scheme never rescores what was submitted.
    expect(await actions().saveQuestion(mcq(id, { id: q1, correct_answer: 'B' }))).toMatchObject({ ok: true });
    const row = await testRow(id);
    expect(await actions().update(testForm({ id, title: row.title, slug: row.slug, scoring_scheme: 'nmat' }))).toMatchObject({
      ok: true,
    });
    expect(
      await query('select score::float, max_score::float from public.mock_test_attempts where id = $1', [attempt.id]),
    ).toEqual([{ score: 3, max_score: 6 }]);
    expect(
      await query('select outcome, marks::float, correct_answer from public.mock_test_attempt_answers where attempt_id = $1', [
        attempt.id,
      ]),
    ).toEqual([{ outcome: 'correct', marks: 3, correct_answer: 'A' }]);
    expect(await questions(id)).toHaveLength(2);
  });
});

describe('other roles', () => {
  it('are FORBIDDEN by every action, and nothing is written', async () => {
    const id = await createdTest();
    const q = await addQuestion(mcq(id));
    for (const client of [counselor, member]) {
      caller = client;
      const refused = { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
      const a = actions();
      expect(await a.create(testForm())).toEqual(refused);
      expect(await a.update(testForm({ id }))).toEqual(refused);
      expect(await a.publish({ id })).toEqual(refused);
      expect(await a.unpublish({ id })).toEqual(refused);
      expect(await a.saveQuestion(mcq(id))).toEqual(refused);
      expect(await a.removeQuestion({ id: q })).toEqual(refused);
      expect(await a.savePassage({ mock_test_id: id, section: 'VARC', kind: 'set', title: 'T', body: 'B' })).toEqual(refused);
    }
    expect(await questions(id)).toHaveLength(1);
  });

  for (const [who, client] of [
    ['counselor', () => counselor],
    ['member', () => member],
    ['anon', () => anon],
  ] as const) {
    it(`refuses every ${who} write through row-level security, and hides drafts`, async () => {
      const id = await createdTest();
      const q = await addQuestion(mcq(id));
      const c = client();
      expect((await c.from('mock_tests').select('id').eq('id', id)).data ?? []).toEqual([]);
      expect((await c.from('mock_test_questions').select('id').eq('id', q)).data ?? []).toEqual([]);
      const insert = await c
        .from('mock_tests')
        .insert({ slug: uniq('rls'), title: 'X', total_questions: 0, duration_minutes: 10 });
      expect(insert.error?.code).toBe('42501');
      const passage = await c.from('mock_test_passages').insert({ mock_test_id: id, section: 'VARC', title: 'T', body: 'B' });
      expect(passage.error?.code).toBe('42501');
      const question = await c
        .from('mock_test_questions')
        .insert({ mock_test_id: id, section: 'VARC', question_number: 9, question_text: 'Q' });
      expect(question.error?.code).toBe('42501');
      const key = await c.from('mock_test_answer_keys').insert({ question_id: q, correct_answer: 'B' });
      expect(key.error?.code).toBe('42501');
      expect((await c.from('mock_tests').update({ is_published: true }).eq('id', id).select('id')).data ?? []).toEqual([]);
      expect((await c.from('mock_test_questions').delete().eq('id', q).select('id')).data ?? []).toEqual([]);
      expect(
        (await c.from('mock_test_answer_keys').update({ correct_answer: 'C' }).eq('question_id', q).select()).data ?? [],
      ).toEqual([]);
      expect(await testRow(id)).toMatchObject({ is_published: false });
      expect(await query('select correct_answer from public.mock_test_answer_keys where question_id = $1', [q])).toEqual([
        { correct_answer: 'A' },
      ]);
    });
  }
});
