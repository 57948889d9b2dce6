import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAnswer, startAttempt, submitAttempt } from '@/lib/data/mock-tests/attempts';
import { scoreAttempt, SCORING_SCHEMES, type QuestionType, type ScoringScheme } from '@/lib/mock-tests/scoring';
import { startMockTestWorld, type Client, type MockTestWorld } from './support/mock-tests';

// The database scores a submitted attempt (migration 20261202000100); the test screen and the unit tests use
// lib/mock-tests/scoring.ts. For random papers' worth of answers under every scheme, both must give the same
// score, counts, XAT blank penalty, section scores and per-question outcomes and marks.

const QUESTIONS = 14;

interface Paper {
  slug: string;
  questions: { id: string; section: string; type: QuestionType; key: string }[];
}

let world: MockTestWorld;
let me: { id: string; client: Client };
const papers = new Map<ScoringScheme, Paper>();

/** A free-order test (every section open at once) of `QUESTIONS` questions in two sections, MCQs and TITAs. */
async function makePaper(scheme: ScoringScheme): Promise<Paper> {
  const slug = world.uniq(`score-${scheme}`);
  const { rows } = await world.stack.db.query<{ id: string }>(
    `insert into public.mock_tests (slug, title, total_questions, duration_minutes, is_published, scoring_scheme, section_order, sections)
     values ($1, 'Scoring parity', $2, 60, true, $3, 'free', '[{"name":"Verbal","questions":7},{"name":"Quant","questions":7}]')
     returning id`,
    [slug, QUESTIONS, scheme],
  );
  const questions: Paper['questions'] = [];
  for (let n = 1; n <= QUESTIONS; n += 1) {
    const type: QuestionType = n % 3 === 0 ? 'tita' : 'mcq';
    const section = n <= 7 ? 'Verbal' : 'Quant';
    // TITA keys are numbers written several ways, and one a word, as authors enter them.
    const key = type === 'mcq' ? 'ABCD'[n % 4] : ['42', '2.5', '-3', '0.75', 'Delhi'][n % 5];
    const { rows: q } = await world.stack.db.query<{ id: string }>(
      `insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options)
       values ($1, $2, $3, $4, 'Q', $5) returning id`,
      [rows[0].id, section, n, type, type === 'mcq' ? '[{"key":"A","text":"a"},{"key":"B","text":"b"}]' : '[]'],
    );
    await world.stack.db.query(`insert into public.mock_test_answer_keys (question_id, correct_answer) values ($1, $2)`, [
      q[0].id,
      key,
    ]);
    questions.push({ id: q[0].id, section, type, key });
  }
  return { slug, questions };
}

/** What a candidate might type or pick for a question with `key`; `blanks` weighs leaving it out. */
const answerFor = (key: string, blanks: number) =>
  fc.oneof(
    { weight: blanks, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.constant(key) },
    { weight: 1, arbitrary: fc.constantFrom(` ${key.toLowerCase()} `, `0${key}`, `${key}0`, `${key}.0`, `+${key}`) },
    { weight: 2, arbitrary: fc.constantFrom('A', 'B', 'C', 'D', '42', '042', '2.50', '1,000', '-0', 'delhi') },
  );

beforeAll(async () => {
  world = await startMockTestWorld();
  me = await world.member();
  for (const scheme of SCORING_SCHEMES) papers.set(scheme, await makePaper(scheme));
}, 120_000);
afterAll(() => world?.stack.stop());

describe('scoring in the database', () => {
  it('agrees with lib/mock-tests/scoring.ts on every scheme, mark and count', async () => {
    // Half the papers are mostly left blank, so XAT's penalty for long runs of blanks comes into play.
    const arbitrary = fc
      .tuple(fc.constantFrom(...SCORING_SCHEMES), fc.constantFrom(2, 30))
      .chain(([scheme, blanks]) =>
        fc.tuple(fc.constant(scheme), fc.tuple(...papers.get(scheme)!.questions.map((q) => answerFor(q.key, blanks)))),
      );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([scheme, given]) => {
        const paper = papers.get(scheme)!;
        const attemptId = await startAttempt(me.client, paper.slug);
        for (const [i, answer] of given.entries()) {
          if (answer)
            await saveAnswer(me.client, attemptId, { questionId: paper.questions[i].id, answer, marked: false, seconds: 1 });
        }
        await submitAttempt(me.client, attemptId);

        const expected = scoreAttempt({
          scheme,
          questions: paper.questions.map((q) => ({ id: q.id, section: q.section, type: q.type, correctAnswer: q.key })),
          answers: new Map(paper.questions.map((q, i) => [q.id, given[i].trim()])),
        });
        const { rows } = await world.stack.db.query(
          `select score::float8, max_score::float8, correct_count, incorrect_count, unattempted_count,
                  unattempted_penalty::float8, section_scores from public.mock_test_attempts where id = $1`,
          [attemptId],
        );
        expect(rows[0]).toEqual({
          score: expected.score,
          max_score: expected.maxScore,
          correct_count: expected.correct,
          incorrect_count: expected.incorrect,
          unattempted_count: expected.unattempted,
          unattempted_penalty: expected.unattemptedPenalty,
          section_scores: Object.fromEntries(expected.sections.map(({ name, ...tally }) => [name, tally])),
        });
        const { rows: answers } = await world.stack.db.query<{ question_id: string; outcome: string; marks: number }>(
          `select question_id, outcome, marks::float8 from public.mock_test_attempt_answers where attempt_id = $1`,
          [attemptId],
        );
        const byId = new Map(answers.map((a) => [a.question_id, { outcome: a.outcome, marks: a.marks }]));
        expect(expected.questions.map((q) => byId.get(q.id))).toEqual(
          expected.questions.map(({ outcome, marks }) => ({ outcome, marks })),
        );
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
