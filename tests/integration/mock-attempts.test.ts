import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTEMPT_MESSAGES,
  loadAttempt,
  saveAnswer,
  settleAttempt,
  startAttempt,
  startSection,
  submitAttempt,
  submitSection,
} from '@/lib/data/mock-tests/attempts';
import { listMyAttempts, logMiss, readAttemptResult } from '@/lib/data/mock-tests/results';
import type { Database } from '@/lib/database.types';
import { isDataError } from '@/lib/errors/data-error';
import { startMockTestWorld, type MockTestWorld } from './support/mock-tests';

// Taking a mock test through lib/data against the local stack, with the member's own session for every read and
// write: the database's attempt functions keep the clock, the section rules and the score. Time is moved by back-dating the stored runs, as if minutes had passed.

let world: MockTestWorld;
let stack: MockTestWorld['stack'];
const uniq = (p: string) => world.uniq(p);
const member = () => world.member();

/** A two-section CAT-style test: VARC (2 MCQs) then QA (1 MCQ, 1 TITA), 10 minutes each, fixed order. */
async function catTest() {
  const slug = uniq('cat-mini');
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.mock_tests (slug, title, total_questions, duration_minutes, difficulty, is_published, scoring_scheme,
       section_order, sections)
     values ($1, 'CAT mini', 4, 20, 'High', true, 'cat', 'fixed',
       '[{"name":"VARC","questions":2,"minutes":10},{"name":"QA","questions":2,"minutes":10}]') returning id`,
    [slug],
  );
  const testId = rows[0].id;
  const options = JSON.stringify([
    { key: 'A', text: 'a' },
    { key: 'B', text: 'b' },
    { key: 'C', text: 'c' },
    { key: 'D', text: 'd' },
  ]);
  const q = await stack.db.query<{ id: string; question_number: number }>(
    `insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks)
     values ($1, 'VARC', 1, 'mcq', 'V1', $2, 3, 1), ($1, 'VARC', 2, 'mcq', 'V2', $2, 3, 1),
            ($1, 'QA', 3, 'mcq', 'Q1', $2, 3, 1), ($1, 'QA', 4, 'tita', 'Q2', '[]', 3, 0)
     returning id, question_number`,
    [testId, options],
  );
  const ids = Object.fromEntries(q.rows.map((r) => [r.question_number, r.id])) as Record<1 | 2 | 3 | 4, string>;
  await stack.db.query(
    `insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
     values ($1, 'A', 'Because A.'), ($2, 'B', 'Because B.'), ($3, 'C', 'Because C.'), ($4, '42', 'Six sevens.')`,
    [ids[1], ids[2], ids[3], ids[4]],
  );
  return { slug, testId, q: ids };
}

/** A two-section NMAT-style test the candidate takes in the order they choose: LC (1 MCQ) and QS (1 MCQ), 5 minutes each. */
async function nmatTest() {
  const slug = uniq('nmat-mini');
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.mock_tests (slug, title, total_questions, duration_minutes, is_published, scoring_scheme, section_order, sections)
     values ($1, 'NMAT mini', 2, 10, true, 'nmat', 'candidate',
       '[{"name":"LC","questions":1,"minutes":5},{"name":"QS","questions":1,"minutes":5}]') returning id`,
    [slug],
  );
  const q = await stack.db.query<{ id: string; section: string }>(
    `insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options)
     values ($1, 'LC', 1, 'mcq', 'L1', '[]'), ($1, 'QS', 2, 'mcq', 'S1', '[]') returning id, section`,
    [rows[0].id],
  );
  const ids = Object.fromEntries(q.rows.map((r) => [r.section, r.id])) as Record<'LC' | 'QS', string>;
  await stack.db.query(`insert into public.mock_test_answer_keys (question_id, correct_answer) values ($1, 'A'), ($2, 'B')`, [
    ids.LC,
    ids.QS,
  ]);
  return { slug, q: ids };
}

/** Moves a section run `minutes` into the past, as if that long had passed since it opened. */
async function age(attemptId: string, section: string, minutes: number) {
  await stack.db.query(
    `update public.mock_test_section_runs set started_at = started_at - make_interval(mins => $3) where attempt_id = $1 and section = $2`,
    [attemptId, section, minutes],
  );
  await stack.db.query(`update public.mock_test_attempts set started_at = started_at - make_interval(mins => $2) where id = $1`, [
    attemptId,
    minutes,
  ]);
  await stack.db.query(
    `update public.mock_test_attempt_answers a set saved_at = saved_at - make_interval(mins => $2)
      from public.mock_test_questions q where q.id = a.question_id and a.attempt_id = $1 and q.section = $3`,
    [attemptId, minutes, section],
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    if (isDataError(e)) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  world = await startMockTestWorld();
  ({ stack } = world);
}, 120_000);
afterAll(() => stack?.stop());

describe('taking a mock test', () => {
  it('keeps the section order, refuses late answers, scores on the server and opens the answers only after', async () => {
    const { slug, q } = await catTest();
    const me = await member();
    const attemptId = await startAttempt(me.client, slug);
    expect(await startAttempt(me.client, slug)).toBe(attemptId);

    // VARC is open; QA may not be answered or opened yet.
    await saveAnswer(me.client, attemptId, { questionId: q[1], answer: 'A', marked: false, seconds: 30 });
    await saveAnswer(me.client, attemptId, { questionId: q[2], answer: 'C', marked: true, seconds: 20 });
    expect(await refusal(saveAnswer(me.client, attemptId, { questionId: q[3], answer: 'C', marked: false, seconds: 5 }))).toBe(
      ATTEMPT_MESSAGES.over,
    );
    expect(await refusal(startSection(me.client, attemptId, 'QA'))).toBe('Finish or submit the current section first.');

    // Answer keys stay closed to a started attempt.
    expect((await me.client.from('mock_test_answer_keys').select('question_id')).data).toEqual([]);

    // VARC's ten minutes pass: QA opens by itself, VARC takes no more answers.
    await age(attemptId, 'VARC', 11);
    await settleAttempt(me.client, attemptId);
    expect(await refusal(saveAnswer(me.client, attemptId, { questionId: q[2], answer: 'B', marked: false, seconds: 5 }))).toBe(
      ATTEMPT_MESSAGES.over,
    );
    await saveAnswer(me.client, attemptId, { questionId: q[4], answer: '42.0', marked: false, seconds: 60 });
    const state = await loadAttempt(me.client, me.id, attemptId);
    expect(state.timing.runs.map((r) => r.section)).toEqual(['VARC', 'QA']);
    expect(state.answers[q[2]]).toEqual({ answer: 'C', marked: true, seconds: 20 });

    await submitSection(me.client, attemptId, 'QA');
    const result = await readAttemptResult(me.client, attemptId);
    // V1 right (+3), V2 wrong (−1, marked but answered still counts), Q1 blank, Q2 TITA right (+3).
    expect(result).toMatchObject({ score: 5, maxScore: 12, correct: 2, incorrect: 1, unattempted: 1, endedBy: 'candidate' });
    expect(result.sections.map((s) => [s.name, s.score])).toEqual([
      ['VARC', 2],
      ['QA', 3],
    ]);
    expect(result.questions[q[4]]).toMatchObject({ outcome: 'correct', correctAnswer: '42', explanation: 'Six sevens.' });
    expect(result.standing).toEqual({ percentile: 100, attempts: 1 });

    // Editing the test afterwards changes nothing of this result.
    await stack.db.query(`update public.mock_test_answer_keys set correct_answer = 'D' where question_id = $1`, [q[1]]);
    expect((await readAttemptResult(me.client, attemptId)).score).toBe(5);

    // The error log, on the member's own result only.
    await logMiss(me.client, attemptId, q[2], 'misread');
    expect((await readAttemptResult(me.client, attemptId)).questions[q[2]].missReason).toBe('misread');
    const stranger = await member();
    expect(await refusal(readAttemptResult(stranger.client, attemptId))).toBe(ATTEMPT_MESSAGES.notFound);
    expect(await refusal(logMiss(stranger.client, attemptId, q[2], 'time'))).toBe(ATTEMPT_MESSAGES.notFound);
    expect(
      await refusal(saveAnswer(stranger.client, attemptId, { questionId: q[3], answer: 'C', marked: false, seconds: 1 })),
    ).toBe(ATTEMPT_MESSAGES.notFound);
  });

  it('ends an abandoned attempt when its time is up, counting only what was saved in time', async () => {
    const { slug, q } = await catTest();
    const me = await member();
    const attemptId = await startAttempt(me.client, slug);
    await saveAnswer(me.client, attemptId, { questionId: q[1], answer: 'A', marked: false, seconds: 10 });
    // The laptop closes for an hour: both sections are long over.
    await age(attemptId, 'VARC', 60);
    expect(await settleAttempt(me.client, attemptId)).toBe(true);
    const result = await readAttemptResult(me.client, attemptId);
    expect(result).toMatchObject({ score: 3, correct: 1, unattempted: 3, endedBy: 'time' });
    expect(result.seconds).toBe(20 * 60);
  });

  it('ranks attempts by percentile among everyone who took the test', async () => {
    const { slug, q } = await catTest();
    const scores: number[] = [];
    const people = [];
    for (const answers of [['A'], ['A', 'B'], []]) {
      const person = await member();
      const attemptId = await startAttempt(person.client, slug);
      for (const [i, answer] of answers.entries()) {
        await saveAnswer(person.client, attemptId, { questionId: q[(i + 1) as 1 | 2], answer, marked: false, seconds: 5 });
      }
      await submitAttempt(person.client, attemptId);
      const result = await readAttemptResult(person.client, attemptId);
      scores.push(result.score);
      people.push(person);
    }
    expect(scores).toEqual([3, 6, 0]);
    const standings = await Promise.all(people.map(async (p) => (await listMyAttempts(p.client, p.id))[0].standing));
    expect(standings).toEqual([
      { percentile: 66.67, attempts: 3 },
      { percentile: 100, attempts: 3 },
      { percentile: 33.33, attempts: 3 },
    ]);
  });
});

describe('the attempt functions, called by the member with their own session', () => {
  it('let the candidate choose the order of an NMAT-style test, one section at a time, never going back', async () => {
    const { slug, q } = await nmatTest();
    const me = await member();
    const attemptId = await startAttempt(me.client, slug);
    expect((await loadAttempt(me.client, me.id, attemptId)).timing.runs).toEqual([]);
    expect(await refusal(saveAnswer(me.client, attemptId, { questionId: q.QS, answer: 'B', marked: false, seconds: 5 }))).toBe(
      ATTEMPT_MESSAGES.over,
    );
    expect(await refusal(startSection(me.client, attemptId, 'DI'))).toBe('This test has no section called DI.');

    await startSection(me.client, attemptId, 'QS');
    expect(await refusal(startSection(me.client, attemptId, 'LC'))).toBe('Finish or submit the current section first.');
    expect(await refusal(startSection(me.client, attemptId, 'QS'))).toBe('This section is already open.');
    await saveAnswer(me.client, attemptId, { questionId: q.QS, answer: 'B', marked: false, seconds: 5 });
    await submitSection(me.client, attemptId, 'QS');
    expect(await refusal(startSection(me.client, attemptId, 'QS'))).toBe('This section is already over.');
    expect(await refusal(submitSection(me.client, attemptId, 'QS'))).toBe('This section is not open.');

    await startSection(me.client, attemptId, 'LC');
    await saveAnswer(me.client, attemptId, { questionId: q.LC, answer: 'C', marked: false, seconds: 5 });
    await submitSection(me.client, attemptId, 'LC');
    // The last section's end submits the test: NMAT gives +3 and takes nothing off a wrong answer.
    expect(await readAttemptResult(me.client, attemptId)).toMatchObject({
      score: 3,
      correct: 1,
      incorrect: 1,
      endedBy: 'candidate',
    });
    expect(await refusal(saveAnswer(me.client, attemptId, { questionId: q.LC, answer: 'A', marked: false, seconds: 1 }))).toBe(
      ATTEMPT_MESSAGES.submitted,
    );
  });

  it("refuse every call on someone else's attempt as if it did not exist, and a visitor who is not signed in", async () => {
    const { slug, q } = await catTest();
    const owner = await member();
    const stranger = await member();
    const attemptId = await startAttempt(owner.client, slug);
    for (const call of [
      () => startSection(stranger.client, attemptId, 'QA'),
      () => saveAnswer(stranger.client, attemptId, { questionId: q[1], answer: 'A', marked: false, seconds: 1 }),
      () => submitSection(stranger.client, attemptId, 'VARC'),
      () => submitAttempt(stranger.client, attemptId),
      () => settleAttempt(stranger.client, attemptId),
    ]) {
      expect(await refusal(call())).toBe(ATTEMPT_MESSAGES.notFound);
    }
    expect(await refusal(loadAttempt(stranger.client, owner.id, attemptId))).toBe(ATTEMPT_MESSAGES.notFound);
    expect((await loadAttempt(owner.client, owner.id, attemptId)).status).toBe('in_progress');

    const visitor = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const anonymous = await visitor.rpc('start_mock_attempt', { test_slug: slug });
    expect(anonymous.data).toBeNull();
    expect(anonymous.error?.code).toBe('42501');
    const settle = await visitor.rpc('settle_mock_attempt', { attempt_id: attemptId });
    expect(settle.error?.code).toBe('42501');
  });

  it('keep one attempt per member and test when two tabs start at once, and refuse a test still being written', async () => {
    const { slug } = await catTest();
    const me = await member();
    const [a, b] = await Promise.all([startAttempt(me.client, slug), startAttempt(me.client, slug)]);
    expect(a).toBe(b);
    const { rows } = await stack.db.query('select count(*)::int as n from public.mock_test_section_runs where attempt_id = $1', [
      a,
    ]);
    expect(rows[0].n).toBe(1);

    await stack.db.query(`update public.mock_tests set total_questions = 5 where slug = $1`, [slug]);
    const other = await member();
    expect(await refusal(startAttempt(other.client, slug))).toBe(ATTEMPT_MESSAGES.incomplete);
    expect(await refusal(startAttempt(other.client, uniq('no-such-test')))).toBe(ATTEMPT_MESSAGES.testNotFound);
  });

  it('refuse an answer to a question of another test', async () => {
    const first = await catTest();
    const second = await catTest();
    const me = await member();
    const attemptId = await startAttempt(me.client, first.slug);
    expect(
      await refusal(saveAnswer(me.client, attemptId, { questionId: second.q[1], answer: 'A', marked: false, seconds: 1 })),
    ).toBe(ATTEMPT_MESSAGES.noQuestion);

    // Called over REST without the server action's checks: the database refuses what the action's schema would.
    for (const [answer, seconds] of [
      ['A', 99_999],
      ['A', -1],
      ['x'.repeat(51), 5],
    ] as const) {
      const direct = await me.client.rpc('save_mock_answer', {
        attempt_id: attemptId,
        question_id: first.q[1],
        answer,
        marked: false,
        seconds,
      });
      expect({ code: direct.error?.code, hint: direct.error?.hint }).toEqual({ code: '22023', hint: 'invalid' });
    }
    expect((await loadAttempt(me.client, me.id, attemptId)).answers).toEqual({});
  });
});
