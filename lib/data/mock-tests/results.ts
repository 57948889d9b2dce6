import { z } from 'zod';
import { toDataError } from '@/lib/data/errors';
import { ATTEMPT_MESSAGES, settleAttempt, type AttemptStatus } from '@/lib/data/mock-tests/attempts';
import { readPaper, type MockTestPaper } from '@/lib/data/mock-tests/paper';
import { CheckValues } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { QuestionOutcome } from '@/lib/mock-tests/scoring';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * What a member reads of their own attempts, always with their own client: row-level security is what keeps one
 * user's result from another (a second user's read finds nothing, which is NOT_FOUND), and what keeps answer keys
 * closed until the attempt is submitted, and closed again while the member takes the same test another time
 * (migration 20261203000100). Only a member's first submitted attempt at a test is ranked; later ones are practice.
 */

export const MISS_REASONS = CheckValues.public.mock_test_attempt_answers.miss_reason;
export type MissReason = (typeof MISS_REASONS)[number];
export const MISS_REASON_LABELS: Record<MissReason, string> = {
  concept: 'Concept gap',
  calculation: 'Calculation slip',
  misread: 'Misread the question',
  time: 'Ran out of time',
};

const sectionScoreSchema = z.object({
  score: z.coerce.number(),
  maxScore: z.coerce.number(),
  correct: z.coerce.number(),
  incorrect: z.coerce.number(),
  unattempted: z.coerce.number(),
});

export interface Standing {
  percentile: number;
  attempts: number;
}

export interface ResultQuestion {
  id: string;
  answer: string | null;
  marked: boolean;
  seconds: number;
  outcome: QuestionOutcome;
  marks: number;
  correctAnswer: string | null;
  explanation: string | null;
  missReason: MissReason | null;
}

export interface AttemptResult {
  id: string;
  submittedAt: string;
  endedBy: (typeof CheckValues.public.mock_test_attempts.ended_by)[number] | null;
  score: number;
  maxScore: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  penalty: number;
  seconds: number;
  sections: ({ name: string } & z.infer<typeof sectionScoreSchema>)[];
  standing: Standing | null;
  /** A later attempt at a test the member had already submitted: not ranked (only the first attempt counts). */
  practice: boolean;
  /**
   * The member's attempt at the same test still being taken, if any: until it ends, the database keeps this
   * attempt's solutions closed (questions is then empty), so the page offers the way back to the test instead.
   */
  retakeId: string | null;
  paper: MockTestPaper;
  questions: Record<string, ResultQuestion>;
}

/** Percentiles of the caller's own submitted attempts, by attempt id. */
export async function readStandings(client: TypedClient, attemptIds: string[]): Promise<Map<string, Standing>> {
  if (attemptIds.length === 0) return new Map();
  const { data, error } = await client.rpc('mock_test_percentiles', { attempt_ids: attemptIds });
  if (error) throw toDataError(error, 'Failed to load percentiles');
  return new Map(data.map((r) => [r.attempt_id, { percentile: Number(r.percentile), attempts: r.attempts }]));
}

export async function readAttemptResult(client: TypedClient, attemptId: string): Promise<AttemptResult> {
  const { data: attempt, error } = await client
    .from('mock_test_attempts')
    .select(
      'id, user_id, mock_test_id, status, is_practice, submitted_at, ended_by, score, max_score, correct_count, incorrect_count, unattempted_count, unattempted_penalty, section_scores, time_spent_seconds',
    )
    .eq('id', attemptId)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the result');
  if (!attempt) throw new DataError('NOT_FOUND', ATTEMPT_MESSAGES.notFound);
  if (attempt.status !== 'submitted' || !attempt.submitted_at) {
    throw new DataError('VALIDATION', 'This attempt is still in progress: finish the test to see its result.');
  }

  const [paper, retakeId] = await Promise.all([
    readPaper(client, { id: attempt.mock_test_id }),
    runningRetake(client, attempt.user_id, attempt.mock_test_id),
  ]);
  const [answers, keys, standings] = await Promise.all([
    client
      .from('mock_test_attempt_answers')
      .select('question_id, answer, marked_for_review, time_spent_seconds, outcome, marks, correct_answer, miss_reason')
      .eq('attempt_id', attemptId),
    client
      .from('mock_test_answer_keys')
      .select('question_id, explanation')
      .in(
        'question_id',
        paper.questions.map((q) => q.id),
      ),
    readStandings(client, [attemptId]),
  ]);
  if (answers.error) throw toDataError(answers.error, 'Failed to load the result');
  if (keys.error) throw toDataError(keys.error, 'Failed to load the result');
  const explanations = new Map(keys.data.map((k) => [k.question_id, k.explanation]));

  const sectionScores = z.record(z.string(), sectionScoreSchema).safeParse(attempt.section_scores);
  const order = paper.timing.sections.map((s) => s.name);
  return {
    id: attempt.id,
    submittedAt: attempt.submitted_at,
    endedBy: attempt.ended_by === 'time' || attempt.ended_by === 'candidate' ? attempt.ended_by : null,
    score: Number(attempt.score ?? 0),
    maxScore: Number(attempt.max_score ?? 0),
    correct: attempt.correct_count ?? 0,
    incorrect: attempt.incorrect_count ?? 0,
    unattempted: attempt.unattempted_count ?? 0,
    penalty: Number(attempt.unattempted_penalty),
    seconds: attempt.time_spent_seconds ?? 0,
    sections: sectionScores.success
      ? Object.entries(sectionScores.data)
          .map(([name, s]) => ({ name, ...s }))
          .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
      : [],
    standing: standings.get(attemptId) ?? null,
    practice: attempt.is_practice,
    retakeId,
    paper,
    questions: Object.fromEntries(
      answers.data.map((a) => [
        a.question_id,
        {
          id: a.question_id,
          answer: a.answer,
          marked: a.marked_for_review,
          seconds: a.time_spent_seconds,
          outcome: a.outcome === 'correct' || a.outcome === 'incorrect' ? a.outcome : 'unattempted',
          marks: Number(a.marks ?? 0),
          correctAnswer: a.correct_answer,
          explanation: explanations.get(a.question_id) ?? null,
          missReason: (a.miss_reason as MissReason | null) ?? null,
        },
      ]),
    ),
  };
}

/**
 * The member's attempt at the test that is still being taken, settled to the clock first: one whose time ran out
 * while the tab was closed is submitted now (as practice), which opens the earlier attempts' solutions again.
 */
async function runningRetake(client: TypedClient, userId: string, testId: string): Promise<string | null> {
  const { data, error } = await client
    .from('mock_test_attempts')
    .select('id')
    .eq('user_id', userId)
    .eq('mock_test_id', testId)
    .eq('status', 'in_progress')
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the result');
  if (!data) return null;
  return (await settleAttempt(client, data.id)) ? null : data.id;
}

/** Records why the member missed a question (the error log); null clears it. */
export async function logMiss(client: TypedClient, attemptId: string, questionId: string, reason: MissReason | null) {
  const { data, error } = await client
    .from('mock_test_attempt_answers')
    .update({ miss_reason: reason })
    .eq('attempt_id', attemptId)
    .eq('question_id', questionId)
    .select('question_id');
  if (error) throw toDataError(error, 'Failed to save your note');
  if (data.length === 0) throw new DataError('NOT_FOUND', ATTEMPT_MESSAGES.notFound);
}

export interface AttemptSummary {
  id: string;
  testId: string;
  testSlug: string;
  testTitle: string;
  status: AttemptStatus;
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  maxScore: number | null;
  accuracy: number | null;
  standing: Standing | null;
  /** Not the member's first submitted attempt at the test: shown as practice, never ranked. */
  practice: boolean;
}

/** Every attempt of the signed-in member, newest first, with percentiles for the submitted ones. */
export async function listMyAttempts(client: TypedClient, userId: string): Promise<AttemptSummary[]> {
  const { data, error } = await client
    .from('mock_test_attempts')
    .select(
      'id, mock_test_id, status, is_practice, started_at, submitted_at, score, max_score, correct_count, incorrect_count, test:mock_tests(slug, title)',
    )
    .eq('user_id', userId)
    .order('started_at', { ascending: false })
    .limit(200);
  if (error) throw toDataError(error, 'Failed to load your attempts');
  const standings = await readStandings(
    client,
    data.filter((a) => a.status === 'submitted').map((a) => a.id),
  );
  return data.map((a) => {
    const attempted = (a.correct_count ?? 0) + (a.incorrect_count ?? 0);
    return {
      id: a.id,
      testId: a.mock_test_id,
      testSlug: a.test?.slug ?? '',
      testTitle: a.test?.title ?? 'A mock test no longer listed',
      status: a.status === 'submitted' ? 'submitted' : 'in_progress',
      startedAt: a.started_at,
      submittedAt: a.submitted_at,
      score: a.score === null ? null : Number(a.score),
      maxScore: a.max_score === null ? null : Number(a.max_score),
      accuracy: attempted ? Math.round((1000 * (a.correct_count ?? 0)) / attempted) / 10 : null,
      standing: standings.get(a.id) ?? null,
      practice: a.status === 'submitted' && a.is_practice,
    };
  });
}
