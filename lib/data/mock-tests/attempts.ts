import { RAISED, toDataError, type ErrorWording } from '@/lib/data/errors';
import { readPaper, type MockTestPaper } from '@/lib/data/mock-tests/paper';
import type { CheckValues } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { AttemptTiming, SectionRun } from '@/lib/mock-tests/sections';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * An attempt at a mock test, with the member's own client. Row-level security lets owners read their attempt and
 * nothing more; every write is a database function (migration 20261202000100) that locks the caller's attempt and
 * checks the owner, the clock and the section rules itself, and scores the attempt on submission. So nothing a
 * member sends to the REST API can forge a time or a score, and no public path needs the service role. Time is
 * the database's: runs and answers carry its now().
 */

export const ATTEMPT_MESSAGES = {
  notFound: 'We could not find this attempt.',
  incomplete: 'This mock test is still being written and cannot be taken yet.',
  over: 'The time for this section is over: this answer was not saved.',
  submitted: 'This attempt has already been submitted.',
  testNotFound: 'This mock test does not exist or is not published.',
  noQuestion: 'This question is not part of the test.',
  sectionNotOpen: 'This section is not open.',
  invalid: 'This answer could not be saved: reload the test and try again.',
} as const;

export interface SavedAnswer {
  answer: string | null;
  marked: boolean;
  seconds: number;
}

/** An attempt is in progress until it is submitted (mock_test_attempts.status). */
export type AttemptStatus = (typeof CheckValues.public.mock_test_attempts.status)[number];

export interface AttemptState {
  id: string;
  testId: string;
  status: AttemptStatus;
  timing: AttemptTiming;
  answers: Record<string, SavedAnswer>;
}

interface AttemptRow {
  id: string;
  mock_test_id: string;
  user_id: string;
  status: string;
  started_at: string;
}

async function attemptRow(client: TypedClient, userId: string, attemptId: string): Promise<AttemptRow> {
  const { data, error } = await client
    .from('mock_test_attempts')
    .select('id, mock_test_id, user_id, status, started_at')
    .eq('id', attemptId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the attempt');
  if (!data) throw new DataError('NOT_FOUND', ATTEMPT_MESSAGES.notFound);
  return data;
}

/** The attempt as the test screen resumes it: runs, answers, status. Only the owner's. */
export async function loadAttempt(client: TypedClient, userId: string, attemptId: string): Promise<AttemptState> {
  const row = await attemptRow(client, userId, attemptId);
  const [runs, answers] = await Promise.all([
    client
      .from('mock_test_section_runs')
      .select('section, position, started_at, submitted_at')
      .eq('attempt_id', attemptId)
      .order('position'),
    client
      .from('mock_test_attempt_answers')
      .select('question_id, answer, marked_for_review, time_spent_seconds')
      .eq('attempt_id', attemptId),
  ]);
  if (runs.error) throw toDataError(runs.error, 'Failed to load the attempt');
  if (answers.error) throw toDataError(answers.error, 'Failed to load the attempt');
  return {
    id: row.id,
    testId: row.mock_test_id,
    status: row.status === 'submitted' ? 'submitted' : 'in_progress',
    timing: {
      startedAt: new Date(row.started_at),
      runs: runs.data.map((r): SectionRun => ({
        section: r.section,
        startedAt: new Date(r.started_at),
        submittedAt: r.submitted_at ? new Date(r.submitted_at) : null,
      })),
    },
    answers: Object.fromEntries(
      answers.data.map((a) => [a.question_id, { answer: a.answer, marked: a.marked_for_review, seconds: a.time_spent_seconds }]),
    ),
  };
}

/** What each hint of the attempt functions' refusals means to the candidate; the section rules are worded by the database. */
const REFUSALS = {
  NOT_FOUND: {
    not_found: ATTEMPT_MESSAGES.notFound,
    test_not_found: ATTEMPT_MESSAGES.testNotFound,
    no_question: ATTEMPT_MESSAGES.noQuestion,
  },
  VALIDATION: {
    incomplete: ATTEMPT_MESSAGES.incomplete,
    over: ATTEMPT_MESSAGES.over,
    section_not_open: ATTEMPT_MESSAGES.sectionNotOpen,
    invalid: ATTEMPT_MESSAGES.invalid,
    section_rule: RAISED,
  },
  CONFLICT: { submitted: ATTEMPT_MESSAGES.submitted },
} as const satisfies ErrorWording;

async function call<T>(request: PromiseLike<{ data: T; error: unknown }>, failure: string): Promise<T> {
  const { data, error } = await request;
  if (error) throw toDataError(error, { ...REFUSALS, failure });
  return data;
}

/**
 * Starts an attempt at the published test `slug` (or returns the one in progress: one per member and test). A
 * fixed-order test opens its first section at once; a candidate-order test waits for the candidate's choice.
 */
export async function startAttempt(client: TypedClient, slug: string): Promise<string> {
  const id = await call(client.rpc('start_mock_attempt', { test_slug: slug }), 'Failed to start the test');
  if (!id) throw new DataError('UNKNOWN', 'Failed to start the test');
  return id;
}

/** Opens a section when the test's order rules allow it now (settling the attempt to the clock first). */
export async function startSection(client: TypedClient, attemptId: string, section: string): Promise<void> {
  await call(client.rpc('start_mock_section', { attempt_id: attemptId, section_name: section }), 'Failed to open the section');
}

export interface AnswerInput {
  questionId: string;
  answer: string | null;
  marked: boolean;
  /** Seconds spent on the question since the last save. */
  seconds: number;
}

/** Saves one question's answer and review mark, only while its section is open. */
export async function saveAnswer(client: TypedClient, attemptId: string, input: AnswerInput): Promise<void> {
  await call(
    client.rpc('save_mock_answer', {
      attempt_id: attemptId,
      question_id: input.questionId,
      // The database stores a blank answer as none.
      answer: input.answer ?? '',
      marked: input.marked,
      seconds: input.seconds,
    }),
    'Failed to save your answer',
  );
}

/** Ends a section early; the last section's end submits the test. */
export async function submitSection(client: TypedClient, attemptId: string, section: string): Promise<void> {
  await call(client.rpc('submit_mock_section', { attempt_id: attemptId, section_name: section }), 'Failed to submit the section');
}

/**
 * Scores the attempt in the database and closes it. Only answers saved while their section was open count, and
 * each question keeps its outcome, marks and key as they were, so a later edit of the test never changes this
 * result. An attempt already submitted stays as it is.
 */
export async function submitAttempt(client: TypedClient, attemptId: string): Promise<void> {
  await call(client.rpc('submit_mock_attempt', { attempt_id: attemptId }), 'Failed to submit the test');
}

/**
 * Brings the attempt up to the database's clock and says whether it is submitted. On a fixed-order test each
 * section opens the moment the one before ends (CAT moves on by itself); an attempt whose time is up is submitted
 * (a closed laptop never submits).
 */
export async function settleAttempt(client: TypedClient, attemptId: string): Promise<boolean> {
  return (await call(client.rpc('settle_mock_attempt', { attempt_id: attemptId }), 'Failed to load the attempt')) === true;
}

/** The attempt, settled to the clock, with its paper: what the test screen's clock is computed from. */
export async function settledAttempt(
  client: TypedClient,
  userId: string,
  attemptId: string,
): Promise<{ state: AttemptState; paper: MockTestPaper }> {
  await settleAttempt(client, attemptId);
  const state = await loadAttempt(client, userId, attemptId);
  return { state, paper: await readPaper(client, { id: state.testId }) };
}
