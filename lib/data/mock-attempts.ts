import { scoreAttempt } from '@/lib/mock-tests/scoring';
import {
  attemptDeadline,
  canAnswer,
  canStartSection,
  isFinished,
  runEnd,
  type AttemptTiming,
  type SectionRun,
} from '@/lib/mock-tests/sections';
import type { TypedClient } from '@/lib/supabase/types';
import { DataError, toDataError } from './errors';
import { isPaperComplete, readPaper, type MockTestPaper } from './mock-test-paper';

/*
 * An attempt at a mock test, written only through these functions with the service-role client: row-level
 * security gives owners read access alone (migration 20261128000100), so every write here has first checked the
 * owner, the clock and the section rules. Time is the server's: runs and answers carry the database's now().
 */

export const ATTEMPT_MESSAGES = {
  notFound: 'We could not find this attempt.',
  incomplete: 'This mock test is still being written and cannot be taken yet.',
  over: 'The time for this section is over: this answer was not saved.',
  submitted: 'This attempt has already been submitted.',
} as const;

export interface SavedAnswer {
  answer: string | null;
  marked: boolean;
  seconds: number;
}

export interface AttemptState {
  id: string;
  testId: string;
  status: 'in_progress' | 'submitted';
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

async function attemptRow(service: TypedClient, userId: string, attemptId: string): Promise<AttemptRow> {
  const { data, error } = await service
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
export async function loadAttempt(service: TypedClient, userId: string, attemptId: string): Promise<AttemptState> {
  const row = await attemptRow(service, userId, attemptId);
  const [runs, answers] = await Promise.all([
    service
      .from('mock_test_section_runs')
      .select('section, position, started_at, submitted_at')
      .eq('attempt_id', attemptId)
      .order('position'),
    service
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

/** The user's attempt in progress at a test, if any. */
export async function findOpenAttempt(service: TypedClient, userId: string, testId: string): Promise<string | null> {
  const { data, error } = await service
    .from('mock_test_attempts')
    .select('id')
    .eq('user_id', userId)
    .eq('mock_test_id', testId)
    .eq('status', 'in_progress')
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the attempt');
  return data?.id ?? null;
}

/**
 * Starts an attempt (or returns the one in progress: one per user and test). A fixed-order test opens its first
 * section at once; a candidate-order test waits for the candidate's choice; a free test has one clock.
 */
export async function startAttempt(service: TypedClient, userId: string, paper: MockTestPaper): Promise<string> {
  if (!isPaperComplete(paper)) throw new DataError('VALIDATION', ATTEMPT_MESSAGES.incomplete);
  const open = await findOpenAttempt(service, userId, paper.id);
  if (open) return open;
  const { data, error } = await service
    .from('mock_test_attempts')
    .insert({ user_id: userId, mock_test_id: paper.id, scoring_scheme: paper.scheme })
    .select('id')
    .single();
  // Two tabs starting at once: the unique index keeps one; the other resumes it.
  if (error?.code === '23505') {
    const again = await findOpenAttempt(service, userId, paper.id);
    if (again) return again;
  }
  if (error) throw toDataError(error, 'Failed to start the test');
  const first = paper.timing.sections[0];
  if (paper.timing.order === 'fixed' && first) await insertRun(service, data.id, first.name, 1);
  return data.id;
}

async function insertRun(service: TypedClient, attemptId: string, section: string, position: number, startedAt?: Date) {
  const { error } = await service
    .from('mock_test_section_runs')
    .insert({ attempt_id: attemptId, section, position, started_at: startedAt?.toISOString() });
  // Another request opened it first: the same run either way.
  if (error && error.code !== '23505') throw toDataError(error, 'Failed to open the section');
}

async function openAttempt(service: TypedClient, userId: string, attemptId: string) {
  const state = await loadAttempt(service, userId, attemptId);
  if (state.status !== 'in_progress') throw new DataError('CONFLICT', ATTEMPT_MESSAGES.submitted);
  const paper = await readPaper(service, { id: state.testId });
  return { state, paper };
}

/** Opens a section when the test's order rules allow it now. */
export async function startSection(service: TypedClient, userId: string, attemptId: string, section: string) {
  const { state, paper } = await openAttempt(service, userId, attemptId);
  const decision = canStartSection(paper.timing, state.timing, section, new Date());
  if (!decision.ok) throw new DataError('VALIDATION', decision.reason);
  await insertRun(service, attemptId, section, state.timing.runs.length + 1);
}

export interface AnswerInput {
  questionId: string;
  answer: string | null;
  marked: boolean;
  /** Seconds spent on the question since the last save. */
  seconds: number;
}

/** Saves one question's answer and review mark, only while its section is open. */
export async function saveAnswer(service: TypedClient, userId: string, attemptId: string, input: AnswerInput) {
  const { state, paper } = await openAttempt(service, userId, attemptId);
  const question = paper.questions.find((q) => q.id === input.questionId);
  if (!question) throw new DataError('NOT_FOUND', 'This question is not part of the test.');
  if (!canAnswer(paper.timing, state.timing, question.section, new Date())) {
    throw new DataError('VALIDATION', ATTEMPT_MESSAGES.over);
  }
  const previous = state.answers[input.questionId]?.seconds ?? 0;
  const { error } = await service.from('mock_test_attempt_answers').upsert({
    attempt_id: attemptId,
    question_id: input.questionId,
    answer: input.answer,
    marked_for_review: input.marked,
    time_spent_seconds: previous + input.seconds,
    saved_at: new Date().toISOString(),
  });
  if (error) throw toDataError(error, 'Failed to save your answer');
}

/** Ends a section early; the last section's end submits the test. */
export async function submitSection(service: TypedClient, userId: string, attemptId: string, section: string) {
  const { state, paper } = await openAttempt(service, userId, attemptId);
  const run = state.timing.runs.find((r) => r.section === section && r.submittedAt === null);
  if (!run) throw new DataError('VALIDATION', 'This section is not open.');
  const { error } = await service
    .from('mock_test_section_runs')
    .update({ submitted_at: new Date().toISOString() })
    .eq('attempt_id', attemptId)
    .eq('section', section)
    .is('submitted_at', null);
  if (error) throw toDataError(error, 'Failed to submit the section');
  if (state.timing.runs.length === paper.timing.sections.length) {
    await submitAttempt(service, userId, attemptId, 'candidate');
  }
}

/**
 * Scores the attempt on the server and closes it. Only answers saved while their section was open count (a late
 * save is refused when it arrives; this re-checks against the stored times). Each question keeps its outcome,
 * marks and key as they were, so a later edit of the test never changes this result.
 */
export async function submitAttempt(
  service: TypedClient,
  userId: string,
  attemptId: string,
  endedBy: 'candidate' | 'time',
): Promise<void> {
  const state = await loadAttempt(service, userId, attemptId);
  if (state.status !== 'in_progress') return;
  const paper = await readPaper(service, { id: state.testId });
  const [keys, saved] = await Promise.all([
    service
      .from('mock_test_answer_keys')
      .select('question_id, correct_answer')
      .in(
        'question_id',
        paper.questions.map((q) => q.id),
      ),
    service.from('mock_test_attempt_answers').select('question_id, answer, saved_at').eq('attempt_id', attemptId),
  ]);
  if (keys.error) throw toDataError(keys.error, 'Failed to submit the test');
  if (saved.error) throw toDataError(saved.error, 'Failed to submit the test');

  const sectionOf = new Map(paper.questions.map((q) => [q.id, q.section]));
  const inTime = new Map<string, string>();
  for (const a of saved.data) {
    const section = sectionOf.get(a.question_id);
    if (a.answer && section && canAnswer(paper.timing, state.timing, section, new Date(a.saved_at)))
      inTime.set(a.question_id, a.answer);
  }
  const keyOf = new Map(keys.data.map((k) => [k.question_id, k.correct_answer]));
  const score = scoreAttempt({
    scheme: paper.scheme,
    questions: paper.questions.map((q) => ({ id: q.id, section: q.section, type: q.type, correctAnswer: keyOf.get(q.id) ?? '' })),
    answers: inTime,
  });

  const now = new Date();
  const deadline = attemptDeadline(paper.timing, state.timing);
  const end = now < deadline ? now : deadline;
  const { data: closed, error } = await service
    .from('mock_test_attempts')
    .update({
      status: 'submitted',
      submitted_at: now.toISOString(),
      ended_by: endedBy,
      score: score.score,
      max_score: score.maxScore,
      correct_count: score.correct,
      incorrect_count: score.incorrect,
      unattempted_count: score.unattempted,
      unattempted_penalty: score.unattemptedPenalty,
      section_scores: Object.fromEntries(score.sections.map(({ name, ...rest }) => [name, rest])),
      time_spent_seconds: Math.max(0, Math.round((end.getTime() - state.timing.startedAt.getTime()) / 1000)),
    })
    .eq('id', attemptId)
    .eq('status', 'in_progress')
    .select('id');
  if (error) throw toDataError(error, 'Failed to submit the test');
  // Someone else (another tab) closed it first: their result stands.
  if (closed.length === 0) return;

  const byId = new Map(score.questions.map((q) => [q.id, q]));
  const { error: rowsError } = await service.from('mock_test_attempt_answers').upsert(
    paper.questions.map((q) => ({
      attempt_id: attemptId,
      question_id: q.id,
      answer: state.answers[q.id]?.answer ?? null,
      marked_for_review: state.answers[q.id]?.marked ?? false,
      time_spent_seconds: state.answers[q.id]?.seconds ?? 0,
      outcome: byId.get(q.id)?.outcome ?? 'unattempted',
      marks: byId.get(q.id)?.marks ?? 0,
      correct_answer: keyOf.get(q.id) ?? null,
    })),
    { onConflict: 'attempt_id,question_id' },
  );
  if (rowsError) throw toDataError(rowsError, 'Failed to submit the test');
}

/**
 * Brings a loaded attempt up to the server's clock. On a fixed-order test each section opens the moment the one
 * before ends (CAT moves on by itself, so a pause between sections is not free time); then an attempt whose time is
 * up is submitted (a closed laptop never submits). Returns the attempt as it now stands.
 */
async function settle(service: TypedClient, userId: string, state: AttemptState, paper: MockTestPaper): Promise<AttemptState> {
  if (state.status === 'submitted') return state;
  const now = new Date();
  let current = state;
  if (paper.timing.order === 'fixed') {
    const runs = [...current.timing.runs];
    let last = runs.at(-1);
    while (last && runs.length < paper.timing.sections.length) {
      const end = runEnd(paper.timing, last);
      const next = paper.timing.sections[runs.length];
      if (end > now || !next) break;
      await insertRun(service, state.id, next.name, runs.length + 1, end);
      last = { section: next.name, startedAt: end, submittedAt: null };
      runs.push(last);
    }
    if (runs.length !== current.timing.runs.length) current = await loadAttempt(service, userId, state.id);
  }
  if (!isFinished(paper.timing, current.timing, now)) return current;
  await submitAttempt(service, userId, state.id, 'time');
  return loadAttempt(service, userId, state.id);
}

/** Settles the attempt (see settle) and says whether it is submitted, reading the paper only when it is not yet. */
export async function settleAttempt(service: TypedClient, userId: string, attemptId: string): Promise<boolean> {
  const state = await loadAttempt(service, userId, attemptId);
  if (state.status === 'submitted') return true;
  const settled = await settle(service, userId, state, await readPaper(service, { id: state.testId }));
  return settled.status === 'submitted';
}

/** The attempt, settled to the server's clock, with its paper: one read of each for the test screen's clock. */
export async function settledAttempt(
  service: TypedClient,
  userId: string,
  attemptId: string,
): Promise<{ state: AttemptState; paper: MockTestPaper }> {
  const loaded = await loadAttempt(service, userId, attemptId);
  const paper = await readPaper(service, { id: loaded.testId });
  return { state: await settle(service, userId, loaded, paper), paper };
}
