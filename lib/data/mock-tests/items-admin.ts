import { z } from 'zod';
import { toDataError } from '@/lib/data/errors';
import { jsonList } from '@/lib/data/json';
import { DELETE_REFUSED_MESSAGE, getMockTestForAdmin, syncMockTestTotals, toScheme } from '@/lib/data/mock-tests/admin';
import type { PassageKind } from '@/lib/data/mock-tests/paper';
import type { Json } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { marksFor, type QuestionType } from '@/lib/mock-tests/scoring';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * A mock test's passages, DI/LR sets and questions with their answer keys, as the back-office reads and writes
 * them with the editor's own client. Every question write ends in syncMockTestTotals, so numbering, marks and
 * the test's totals follow what is written.
 */

export interface AdminPassage {
  id: string;
  section: string;
  kind: PassageKind;
  title: string;
  body: string;
}

export interface AdminQuestion {
  id: string;
  number: number;
  section: string;
  type: QuestionType;
  passageId: string | null;
  text: string;
  options: { key: string; text: string }[];
  marks: number;
  negativeMarks: number;
  topic: string | null;
  difficulty: string | null;
  answer: string | null;
  explanation: string | null;
}

const optionSchema = z.object({ key: z.string(), text: z.string() });

export async function listPassagesForAdmin(client: TypedClient, testId: string): Promise<AdminPassage[]> {
  const { data, error } = await client
    .from('mock_test_passages')
    .select('id, section, kind, title, body')
    .eq('mock_test_id', testId)
    .order('created_at');
  if (error) throw toDataError(error, 'Failed to load the passages');
  return data.map((p) => ({ ...p, kind: p.kind === 'set' ? 'set' : 'passage' }));
}

/** Every question of a test in paper order, each with its answer key (editors may read keys). */
export async function listQuestionsForAdmin(client: TypedClient, testId: string): Promise<AdminQuestion[]> {
  const { data, error } = await client
    .from('mock_test_questions')
    .select(
      'id, question_number, section, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty, key:mock_test_answer_keys(correct_answer, explanation)',
    )
    .eq('mock_test_id', testId)
    .order('question_number');
  if (error) throw toDataError(error, 'Failed to load the questions');
  return data.map((q) => ({
    id: q.id,
    number: q.question_number,
    section: q.section,
    type: q.question_type === 'tita' ? 'tita' : 'mcq',
    passageId: q.passage_id,
    text: q.question_text,
    options: jsonList(q.options, optionSchema),
    marks: Number(q.marks),
    negativeMarks: Number(q.negative_marks),
    topic: q.topic,
    difficulty: q.difficulty,
    answer: q.key?.correct_answer ?? null,
    explanation: q.key?.explanation ?? null,
  }));
}

export interface PassageWrite {
  section: string;
  kind: PassageKind;
  title: string;
  body: string;
}

export async function savePassage(
  client: TypedClient,
  testId: string,
  id: string | undefined,
  row: PassageWrite,
): Promise<string> {
  const request = id
    ? client.from('mock_test_passages').update(row).eq('id', id).eq('mock_test_id', testId)
    : client.from('mock_test_passages').insert({ ...row, mock_test_id: testId });
  const { data, error } = await request.select('id');
  if (error) throw toDataError(error, 'Failed to save the passage');
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to save the passage: it no longer exists.');
  return data[0].id;
}

/** Deletes a passage; its questions stay, standing alone. Returns its title. */
export async function deletePassage(client: TypedClient, id: string): Promise<{ title: string; testId: string }> {
  const { data, error } = await client.from('mock_test_passages').delete().eq('id', id).select('title, mock_test_id');
  if (error) throw toDataError(error, 'Failed to delete the passage');
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to delete the passage: it no longer exists.');
  return { title: data[0].title, testId: data[0].mock_test_id };
}

export interface QuestionWrite {
  section: string;
  question_type: QuestionType;
  passage_id: string | null;
  question_text: string;
  options: { key: string; text: string }[];
  topic: string;
  difficulty: string | null;
  correct_answer: string | null;
  explanation: string | null;
}

/** The test's passages a question may point at: its own test, same section. */
async function checkPassage(client: TypedClient, testId: string, section: string, passageId: string | null) {
  if (!passageId) return;
  const { data, error } = await client
    .from('mock_test_passages')
    .select('section')
    .eq('id', passageId)
    .eq('mock_test_id', testId);
  if (error) throw toDataError(error, 'Failed to load the passage');
  if (!data.length || data[0].section !== section) {
    throw new DataError('VALIDATION', 'Choose a passage or set from the question’s own section, or none.');
  }
}

/**
 * Creates or edits a question and its answer key. A new question goes last in its section (the numbering
 * follows); a blank answer and explanation leave no key, which publishing then asks for.
 */
export async function saveQuestion(
  client: TypedClient,
  testId: string,
  id: string | undefined,
  row: QuestionWrite,
): Promise<string> {
  const test = await getMockTestForAdmin(client, testId);
  if (!test) throw new DataError('NOT_FOUND', 'The mock test no longer exists.');
  await checkPassage(client, testId, row.section, row.passage_id);
  const { correct, wrong } = marksFor(toScheme(test.scoring_scheme), row.question_type);
  const columns = {
    section: row.section,
    question_type: row.question_type,
    passage_id: row.passage_id,
    question_text: row.question_text,
    options: (row.question_type === 'mcq' ? row.options : []) as unknown as Json,
    topic: row.topic,
    difficulty: row.difficulty,
    marks: correct,
    negative_marks: wrong,
  };
  let questionId = id;
  if (id) {
    const { data, error } = await client
      .from('mock_test_questions')
      .update(columns)
      .eq('id', id)
      .eq('mock_test_id', testId)
      .select('id');
    if (error) throw toDataError(error, 'Failed to save the question');
    if (!data.length) throw new DataError('NOT_FOUND', 'Failed to save the question: it no longer exists.');
  } else {
    const last = await client
      .from('mock_test_questions')
      .select('question_number')
      .eq('mock_test_id', testId)
      .order('question_number', { ascending: false })
      .limit(1);
    if (last.error) throw toDataError(last.error, 'Failed to number the question');
    const number = (last.data[0]?.question_number ?? 0) + 1;
    const { data, error } = await client
      .from('mock_test_questions')
      .insert({ ...columns, mock_test_id: testId, question_number: number })
      .select('id')
      .single();
    if (error) throw toDataError(error, 'Failed to add the question');
    questionId = data.id;
  }
  await saveAnswerKey(
    client,
    questionId!,
    row.question_type === 'mcq' ? (row.correct_answer?.toUpperCase() ?? null) : row.correct_answer,
    row.explanation,
  );
  await syncMockTestTotals(client, testId);
  return questionId!;
}

async function saveAnswerKey(client: TypedClient, questionId: string, answer: string | null, explanation: string | null) {
  if (!answer && !explanation) {
    const { error } = await client.from('mock_test_answer_keys').delete().eq('question_id', questionId);
    if (error) throw toDataError(error, 'Failed to save the answer');
    return;
  }
  const { error } = await client
    .from('mock_test_answer_keys')
    .upsert({ question_id: questionId, correct_answer: answer ?? '', explanation }, { onConflict: 'question_id' });
  if (error) throw toDataError(error, 'Failed to save the answer');
}

/**
 * Deletes a question (its key goes with it) and renumbers the rest. The database refuses it when the test has
 * submitted attempts (20261128000200_mock_test_authoring.sql); the refusal reads DELETE_REFUSED_MESSAGE.
 */
export async function deleteQuestion(client: TypedClient, id: string): Promise<{ number: number; testId: string }> {
  const { data, error } = await client.from('mock_test_questions').delete().eq('id', id).select('question_number, mock_test_id');
  if (error) throw toDataError(error, { failure: 'Failed to delete the question', CONFLICT: DELETE_REFUSED_MESSAGE });
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to delete the question: it no longer exists.');
  await syncMockTestTotals(client, data[0].mock_test_id);
  return { number: data[0].question_number, testId: data[0].mock_test_id };
}

/** Whether anyone has submitted an attempt at the test (count only: the editor cannot read the attempts). */
export async function hasSubmittedAttempts(client: TypedClient, testId: string): Promise<boolean> {
  const { data, error } = await client.rpc('mock_test_has_submitted_attempts', { test_id: testId });
  if (error) throw toDataError(error, 'Failed to check the test’s attempts');
  return data === true;
}

/** The test and section a question belongs to, or null when it no longer exists. */
export async function questionPlace(client: TypedClient, id: string): Promise<{ testId: string; section: string } | null> {
  const { data, error } = await client.from('mock_test_questions').select('mock_test_id, section').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the question');
  return data ? { testId: data.mock_test_id, section: data.section } : null;
}
