import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadAttempt,
  saveAnswer,
  settleAttempt,
  startAttempt,
  submitAttempt,
  submitSection,
} from '@/lib/data/mock-tests/attempts';
import { listMyAttempts, readAttemptResult } from '@/lib/data/mock-tests/results';
import { startMockTestWorld, type Client, type MockTestWorld } from './support/mock-tests';

// Issue 34, mock-test integrity: a member who submitted a test blank started it again and read its answer keys
// while answering, for a perfect score that counted in everyone's percentiles. Written as the attacker's requests
// through supabase-js with the member's own session: while the second attempt is being taken every way to the
// keys and explanations comes back empty; once it is submitted it is practice, outside the percentile pool.

let world: MockTestWorld;
let stack: MockTestWorld['stack'];

type Q = Record<1 | 2 | 3 | 4, string>;
const KEYS: Record<1 | 2 | 3 | 4, string> = { 1: 'A', 2: 'B', 3: 'C', 4: '42' };

/** CAT-style, fixed order: VARC (2 MCQs) then QA (1 MCQ, 1 TITA), 10 minutes each. Keys A, B, C, 42. */
async function catTest(): Promise<{ slug: string; testId: string; q: Q }> {
  const slug = world.uniq('cat-integrity');
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.mock_tests (slug, title, total_questions, duration_minutes, is_published, scoring_scheme, section_order, sections)
     values ($1, 'CAT integrity', 4, 20, true, 'cat', 'fixed',
       '[{"name":"VARC","questions":2,"minutes":10},{"name":"QA","questions":2,"minutes":10}]') returning id`,
    [slug],
  );
  const testId = rows[0].id;
  const options = JSON.stringify(['A', 'B', 'C', 'D'].map((key) => ({ key, text: key })));
  const q = await stack.db.query<{ id: string; question_number: number }>(
    `insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks)
     values ($1, 'VARC', 1, 'mcq', 'V1', $2, 3, 1), ($1, 'VARC', 2, 'mcq', 'V2', $2, 3, 1),
            ($1, 'QA', 3, 'mcq', 'Q1', $2, 3, 1), ($1, 'QA', 4, 'tita', 'Q2', '[]', 3, 0)
     returning id, question_number`,
    [testId, options],
  );
  const ids = Object.fromEntries(q.rows.map((r) => [r.question_number, r.id])) as Q;
  await stack.db.query(
    `insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
     values ($1, 'A', 'Because A.'), ($2, 'B', 'Because B.'), ($3, 'C', 'Because C.'), ($4, '42', 'Six sevens.')`,
    [ids[1], ids[2], ids[3], ids[4]],
  );
  return { slug, testId, q: ids };
}

/** Moves the attempt and its runs `minutes` into the past, as if that long had passed. */
async function age(attemptId: string, minutes: number) {
  await stack.db.query(
    `update public.mock_test_section_runs set started_at = started_at - make_interval(mins => $2) where attempt_id = $1`,
    [attemptId, minutes],
  );
  await stack.db.query(`update public.mock_test_attempts set started_at = started_at - make_interval(mins => $2) where id = $1`, [
    attemptId,
    minutes,
  ]);
}

/** Everything the member's own session can read of the test's keys and explanations, by every path tried. */
async function whatLeaks(client: Client, testId: string, q: Q, earlier: string) {
  const ids = Object.values(q);
  const keys = await client.from('mock_test_answer_keys').select('question_id, correct_answer, explanation');
  const keysByQuestion = await client.from('mock_test_answer_keys').select('*').in('question_id', ids);
  const scored = await client.from('mock_test_attempt_answers').select('*').eq('attempt_id', earlier);
  const allScored = await client
    .from('mock_test_attempt_answers')
    .select('question_id, correct_answer, outcome, marks')
    .not('correct_answer', 'is', null);
  const viaQuestions = await client
    .from('mock_test_questions')
    .select('id, mock_test_answer_keys(correct_answer, explanation), mock_test_attempt_answers(correct_answer, outcome)')
    .eq('mock_test_id', testId);
  const viaAttempt = await client
    .from('mock_test_attempts')
    .select('id, mock_test_attempt_answers(question_id, correct_answer, outcome)')
    .eq('id', earlier)
    .single();
  for (const r of [keys, keysByQuestion, scored, allScored, viaQuestions, viaAttempt]) expect(r.error).toBeNull();
  const embedded = (viaQuestions.data ?? []).flatMap((row) => [
    ...(row.mock_test_answer_keys ? [row.mock_test_answer_keys] : []),
    ...row.mock_test_attempt_answers.filter((a) => a.correct_answer !== null || a.outcome !== null),
  ]);
  return {
    keys: keys.data,
    keysByQuestion: keysByQuestion.data,
    scored: scored.data,
    allScored: allScored.data,
    embedded,
    viaAttempt: viaAttempt.data?.mock_test_attempt_answers,
  };
}

const NOTHING = { keys: [], keysByQuestion: [], scored: [], allScored: [], embedded: [], viaAttempt: [] };

beforeAll(async () => {
  world = await startMockTestWorld();
  ({ stack } = world);
}, 120_000);
afterAll(() => stack?.stop());

describe('mock-test integrity (issue 34)', () => {
  it('keeps the keys closed while the member retakes a test, and ranks only their first attempt', async () => {
    const { slug, testId, q } = await catTest();
    const me = await world.member();

    // One blank submission opens the review, as it should.
    const first = await startAttempt(me.client, slug);
    await submitAttempt(me.client, first);
    expect((await readAttemptResult(me.client, first)).questions[q[4]]).toMatchObject({
      correctAnswer: '42',
      explanation: 'Six sevens.',
    });
    expect((await me.client.from('mock_test_answer_keys').select('question_id')).data).toHaveLength(4);

    // The attack: start again and look the answers up while answering.
    const second = await startAttempt(me.client, slug);
    expect(second).not.toBe(first);
    expect(await whatLeaks(me.client, testId, q, first)).toEqual(NOTHING);
    const closed = await readAttemptResult(me.client, first);
    expect(closed).toMatchObject({ retakeId: second, questions: {}, score: 0, practice: false });
    // The attempt being taken still reads its own saved answers.
    await saveAnswer(me.client, second, { questionId: q[1], answer: KEYS[1], marked: false, seconds: 5 });
    expect((await loadAttempt(me.client, me.id, second)).answers[q[1]]).toEqual({ answer: 'A', marked: false, seconds: 5 });
    // And cannot promote itself out of practice.
    const forged = await me.client.from('mock_test_attempts').update({ is_practice: false }).eq('id', second);
    expect(forged.error?.code).toBe('42501');

    // A perfect second attempt (the answers remembered from the first review), VARC then QA.
    await saveAnswer(me.client, second, { questionId: q[2], answer: KEYS[2], marked: false, seconds: 5 });
    await submitSection(me.client, second, 'VARC');
    expect(await settleAttempt(me.client, second)).toBe(false);
    expect(await whatLeaks(me.client, testId, q, first)).toEqual(NOTHING);
    await saveAnswer(me.client, second, { questionId: q[3], answer: KEYS[3], marked: false, seconds: 5 });
    await saveAnswer(me.client, second, { questionId: q[4], answer: KEYS[4], marked: false, seconds: 5 });
    await submitAttempt(me.client, second);

    // Keys open again; the perfect score is practice and ranks nowhere.
    expect((await me.client.from('mock_test_answer_keys').select('question_id')).data).toHaveLength(4);
    const practice = await readAttemptResult(me.client, second);
    expect(practice).toMatchObject({ score: 12, maxScore: 12, practice: true, standing: null, retakeId: null });
    expect((await readAttemptResult(me.client, first)).questions[q[1]]).toMatchObject({ correctAnswer: 'A' });
    const percentiles = await me.client.rpc('mock_test_percentiles', { attempt_ids: [first, second] });
    expect(percentiles.data?.map((r) => [r.attempt_id, Number(r.percentile), r.attempts])).toEqual([[first, 100, 1]]);

    // Another member's first attempt (one right, 3 marks) is ranked against first attempts only: mine scored 0.
    const other = await world.member();
    const theirs = await startAttempt(other.client, slug);
    await saveAnswer(other.client, theirs, { questionId: q[1], answer: 'A', marked: false, seconds: 5 });
    await submitAttempt(other.client, theirs);
    expect((await readAttemptResult(other.client, theirs)).standing).toEqual({ percentile: 100, attempts: 2 });

    // The history marks it practice.
    const history = await listMyAttempts(me.client, me.id);
    expect(history.map((a) => [a.id, a.practice, a.standing])).toEqual([
      [second, true, null],
      [first, false, { percentile: 50, attempts: 2 }],
    ]);
  });

  it('opens the keys again when the retake’s time runs out unsubmitted, settling it as practice', async () => {
    const { slug, testId, q } = await catTest();
    const me = await world.member();
    const first = await startAttempt(me.client, slug);
    await submitAttempt(me.client, first);
    const second = await startAttempt(me.client, slug);
    expect(await whatLeaks(me.client, testId, q, first)).toEqual(NOTHING);

    // The laptop closes for an hour: no answer can be saved any more, so nothing is left to protect.
    await age(second, 60);
    expect((await me.client.from('mock_test_answer_keys').select('question_id')).data).toHaveLength(4);
    // Opening the first result settles the abandoned one (submitted by the clock, as practice) and shows the review.
    const result = await readAttemptResult(me.client, first);
    expect(result.retakeId).toBeNull();
    expect(result.questions[q[3]]).toMatchObject({ correctAnswer: 'C', explanation: 'Because C.' });
    expect(await readAttemptResult(me.client, second)).toMatchObject({ endedBy: 'time', practice: true, standing: null });
  });

  it('marks practice at submission whoever writes the row, and keeps another member’s retake from closing my keys', async () => {
    const { slug, testId, q } = await catTest();
    const me = await world.member();
    const other = await world.member();
    const mine = await startAttempt(me.client, slug);
    await submitAttempt(me.client, mine);
    // Someone else taking the test changes nothing of what I may read.
    await startAttempt(other.client, slug);
    expect((await whatLeaks(me.client, testId, q, mine)).keys).toHaveLength(4);

    // Rows the service role writes directly follow the same rule.
    const { data, error } = await world.service
      .from('mock_test_attempts')
      .insert({
        user_id: me.id,
        mock_test_id: testId,
        status: 'submitted',
        submitted_at: new Date().toISOString(),
        score: 12,
        is_practice: false,
      })
      .select('id, is_practice')
      .single();
    expect(error).toBeNull();
    expect(data?.is_practice).toBe(true);
  });
});
