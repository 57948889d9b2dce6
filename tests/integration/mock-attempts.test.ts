import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataError } from '@/lib/data/errors';
import {
  ATTEMPT_MESSAGES,
  loadAttempt,
  saveAnswer,
  settleAttempt,
  startAttempt,
  startSection,
  submitAttempt,
  submitSection,
} from '@/lib/data/mock-attempts';
import { listMyAttempts, logMiss, readAttemptResult } from '@/lib/data/mock-results';
import { readPaper } from '@/lib/data/mock-test-paper';
import { startMockTestWorld, type MockTestWorld } from './support/mock-tests';

// Taking a mock test through lib/data against the local stack: the server's writes with the service role, the
// member's reads with their own session. Time is moved by back-dating the stored runs, as if minutes had passed.

let world: MockTestWorld;
let stack: MockTestWorld['stack'];
let service: MockTestWorld['service'];
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
  ({ stack, service } = world);
}, 120_000);
afterAll(() => stack?.stop());

describe('taking a mock test', () => {
  it('keeps the section order, refuses late answers, scores on the server and opens the answers only after', async () => {
    const { slug, q } = await catTest();
    const me = await member();
    const paper = await readPaper(service, { slug });
    const attemptId = await startAttempt(service, me.id, paper);
    expect(await startAttempt(service, me.id, paper)).toBe(attemptId);

    // VARC is open; QA may not be answered or opened yet.
    await saveAnswer(service, me.id, attemptId, { questionId: q[1], answer: 'A', marked: false, seconds: 30 });
    await saveAnswer(service, me.id, attemptId, { questionId: q[2], answer: 'C', marked: true, seconds: 20 });
    expect(
      await refusal(saveAnswer(service, me.id, attemptId, { questionId: q[3], answer: 'C', marked: false, seconds: 5 })),
    ).toBe(ATTEMPT_MESSAGES.over);
    expect(await refusal(startSection(service, me.id, attemptId, 'QA'))).toBe('Finish or submit the current section first.');

    // Answer keys stay closed to a started attempt.
    expect((await me.client.from('mock_test_answer_keys').select('question_id')).data).toEqual([]);

    // VARC's ten minutes pass: QA opens by itself, VARC takes no more answers.
    await age(attemptId, 'VARC', 11);
    await settleAttempt(service, me.id, attemptId);
    expect(
      await refusal(saveAnswer(service, me.id, attemptId, { questionId: q[2], answer: 'B', marked: false, seconds: 5 })),
    ).toBe(ATTEMPT_MESSAGES.over);
    await saveAnswer(service, me.id, attemptId, { questionId: q[4], answer: '42.0', marked: false, seconds: 60 });
    const state = await loadAttempt(service, me.id, attemptId);
    expect(state.timing.runs.map((r) => r.section)).toEqual(['VARC', 'QA']);
    expect(state.answers[q[2]]).toEqual({ answer: 'C', marked: true, seconds: 20 });

    await submitSection(service, me.id, attemptId, 'QA');
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
      await refusal(saveAnswer(service, stranger.id, attemptId, { questionId: q[3], answer: 'C', marked: false, seconds: 1 })),
    ).toBe(ATTEMPT_MESSAGES.notFound);
  });

  it('ends an abandoned attempt when its time is up, counting only what was saved in time', async () => {
    const { slug, q } = await catTest();
    const me = await member();
    const attemptId = await startAttempt(service, me.id, await readPaper(service, { slug }));
    await saveAnswer(service, me.id, attemptId, { questionId: q[1], answer: 'A', marked: false, seconds: 10 });
    // The laptop closes for an hour: both sections are long over.
    await age(attemptId, 'VARC', 60);
    expect(await settleAttempt(service, me.id, attemptId)).toBe(true);
    const result = await readAttemptResult(me.client, attemptId);
    expect(result).toMatchObject({ score: 3, correct: 1, unattempted: 3, endedBy: 'time' });
    expect(result.seconds).toBe(20 * 60);
  });

  it('ranks attempts by percentile among everyone who took the test', async () => {
    const { slug, q } = await catTest();
    const paper = await readPaper(service, { slug });
    const scores: number[] = [];
    const people = [];
    for (const answers of [['A'], ['A', 'B'], []]) {
      const person = await member();
      const attemptId = await startAttempt(service, person.id, paper);
      for (const [i, answer] of answers.entries()) {
        await saveAnswer(service, person.id, attemptId, { questionId: q[(i + 1) as 1 | 2], answer, marked: false, seconds: 5 });
      }
      await submitAttempt(service, person.id, attemptId, 'candidate');
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
