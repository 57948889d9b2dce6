import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAnswer, startAttempt, submitAttempt } from '@/lib/data/mock-tests/attempts';
import { listMissLog, listTopicStats, readSectionRuns } from '@/lib/data/mock-tests/history';
import { logMiss } from '@/lib/data/mock-tests/results';
import { startMockTestWorld, type Client, type MockTestWorld } from './support/mock-tests';

// A member's history across attempts, read through lib/data with their own session: accuracy by topic adds up
// over every submitted attempt, the error log lists what they noted, and nothing of another member's shows.

let world: MockTestWorld;
let stack: MockTestWorld['stack'];
const uniq = (p: string) => world.uniq(p);
const member = () => world.member();

/** A one-clock test of three MCQs: two on Algebra, one on Geometry; every key is A. */
async function quantTest() {
  const slug = uniq('quant-mini');
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.mock_tests (slug, title, total_questions, duration_minutes, difficulty, is_published, scoring_scheme,
       section_order, sections)
     values ($1, 'Quant mini', 3, 30, 'Medium', true, 'cat', 'free', '[{"name":"QA","questions":3}]') returning id`,
    [slug],
  );
  const options = JSON.stringify(['A', 'B', 'C', 'D'].map((key) => ({ key, text: key.toLowerCase() })));
  const q = await stack.db.query<{ id: string; question_number: number }>(
    `insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic)
     values ($1, 'QA', 1, 'mcq', 'Solve **x**.', $2, 3, 1, 'Algebra'), ($1, 'QA', 2, 'mcq', 'Solve y.', $2, 3, 1, 'Algebra'),
            ($1, 'QA', 3, 'mcq', 'Find the angle.', $2, 3, 1, 'Geometry')
     returning id, question_number`,
    [rows[0].id, options],
  );
  const ids = Object.fromEntries(q.rows.map((r) => [r.question_number, r.id])) as Record<1 | 2 | 3, string>;
  await stack.db.query(
    `insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values ($1, 'A', 'x'), ($2, 'A', 'y'), ($3, 'A', 'z')`,
    [ids[1], ids[2], ids[3]],
  );
  return { slug, q: ids };
}

/** Takes the test as `who` with the given answers (question number → option) and submits it. */
async function take(
  who: { client: Client },
  slug: string,
  q: Record<1 | 2 | 3, string>,
  answers: Partial<Record<1 | 2 | 3, string>>,
) {
  const attemptId = await startAttempt(who.client, slug);
  for (const [number, answer] of Object.entries(answers)) {
    await saveAnswer(who.client, attemptId, {
      questionId: q[Number(number) as 1 | 2 | 3],
      answer,
      marked: false,
      seconds: 40,
    });
  }
  await submitAttempt(who.client, attemptId);
  return attemptId;
}

beforeAll(async () => {
  world = await startMockTestWorld();
  ({ stack } = world);
}, 120_000);
afterAll(() => stack?.stop());

describe('mock test history', () => {
  it('adds accuracy by topic across attempts and lists the error log, only ever the member’s own', async () => {
    const { slug, q } = await quantTest();
    const me = await member();
    const other = await member();

    // Attempt 1: Algebra right and wrong, Geometry blank. Attempt 2: Algebra right twice, Geometry wrong.
    const first = await take(me, slug, q, { 1: 'A', 2: 'B' });
    const second = await take(me, slug, q, { 1: 'A', 2: 'A', 3: 'C' });
    // Another member gets everything wrong and logs a reason: none of it may reach my history.
    const theirs = await take(other, slug, q, { 1: 'D', 2: 'D', 3: 'D' });
    await logMiss(other.client, theirs, q[1], 'concept');
    // An attempt still in progress does not count. (At another test: while a member retakes this one, its earlier
    // scored rows are closed to them, migration 20261203000100; tests/integration/mock-test-integrity.test.ts.)
    const another = await quantTest();
    const open = await startAttempt(me.client, another.slug);
    await saveAnswer(me.client, open, { questionId: another.q[1], answer: 'A', marked: false, seconds: 40 });

    expect(await listTopicStats(me.client, me.id)).toEqual([
      { topic: 'Algebra', questions: 4, correct: 3, incorrect: 1, unattempted: 0, accuracy: 75, averageSeconds: 40 },
      { topic: 'Geometry', questions: 2, correct: 0, incorrect: 1, unattempted: 1, accuracy: 0, averageSeconds: 20 },
    ]);

    await logMiss(me.client, first, q[2], 'calculation');
    await logMiss(me.client, first, q[3], 'time');
    await logMiss(me.client, second, q[3], 'concept');
    const log = await listMissLog(me.client, me.id);
    expect(log.map((m) => [m.attemptId, m.questionNumber, m.reason, m.outcome])).toEqual([
      [second, 3, 'concept', 'incorrect'],
      [first, 2, 'calculation', 'incorrect'],
      [first, 3, 'time', 'unattempted'],
    ]);
    expect(log[1]).toMatchObject({ section: 'QA', topic: 'Algebra', excerpt: 'Solve y.', testTitle: 'Quant mini' });
    expect(log.some((m) => m.attemptId === theirs)).toBe(false);

    // Passing someone else's id reads nothing of theirs: row-level security, not the filter, keeps it out.
    expect(await listMissLog(me.client, other.id)).toEqual([]);
    expect(await listTopicStats(me.client, other.id)).toEqual([]);
    expect(await readSectionRuns(me.client, theirs)).toEqual([]);

    // The other member sees only their own.
    expect((await listMissLog(other.client, other.id)).map((m) => [m.attemptId, m.reason])).toEqual([[theirs, 'concept']]);
    expect((await listTopicStats(other.client, other.id)).map((t) => [t.topic, t.accuracy])).toEqual([
      ['Algebra', 0],
      ['Geometry', 0],
    ]);
  });
});
