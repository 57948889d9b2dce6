import { z } from 'zod';
import { firstFreeSlug } from '@/lib/content/slug';
import { toDataError } from '@/lib/data/errors';
import { jsonList } from '@/lib/data/json';
import type { Json, Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { marksFor, QUESTION_TYPES, SCORING_SCHEMES, type ScoringScheme } from '@/lib/mock-tests/scoring';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's reads and writes of mock tests, with the editor's own client: row-level security lets content
 * managers see drafts and refuses everyone else's writes. Passages and questions live in mock-test-items-admin.ts.
 * Attempts are never read or rescored here: their scores are stored, so editing a test cannot change them.
 */

export type MockTestAdminRow = Tables<'mock_tests'>;
export type MockTestWrite = Omit<
  TablesInsert<'mock_tests'>,
  'id' | 'created_at' | 'updated_at' | 'sections' | 'total_questions' | 'total_marks' | 'is_published'
> & {
  sections: { name: string; minutes: number | null }[];
};

export const DELETE_REFUSED_MESSAGE =
  'This test has submitted attempts, so its questions cannot be deleted (their scores and reviews depend on them). Unpublish the test or edit the question instead.';

export const toScheme = (value: string): ScoringScheme => SCORING_SCHEMES.find((s) => s === value) ?? 'cat';

const sectionSchema = z.object({
  name: z.string(),
  questions: z.number().nullish(),
  minutes: z.number().nullish(),
});
export interface StoredSection {
  name: string;
  questions: number;
  minutes: number | null;
}
export function storedSections(value: Json): StoredSection[] {
  return jsonList(value, sectionSchema).map((s) => ({ name: s.name, questions: s.questions ?? 0, minutes: s.minutes ?? null }));
}

const SLUG_TAKEN = 'Another mock test already uses this slug.';

export interface MockTestListItem {
  id: string;
  title: string;
  slug: string;
  examName: string | null;
  kind: string;
  written: number;
  /** What the exam's pattern gives for this test (all of it, or its sections'), when it says. */
  declared: number | null;
  isPublished: boolean;
  updatedAt: string;
}

const examSectionSchema = z.object({ name: z.string(), questions: z.number().nullish() });

function declaredQuestions(
  kind: string,
  sections: StoredSection[],
  exam: { total_questions: number | null; sections: Json } | null,
) {
  if (!exam) return null;
  if (kind === 'full_length') return exam.total_questions;
  const examSections = jsonList(exam.sections, examSectionSchema);
  const names = new Set(sections.map((s) => s.name.toLowerCase()));
  const matched = examSections.filter((s) => names.has(s.name.toLowerCase()) && s.questions);
  return matched.length ? matched.reduce((sum, s) => sum + (s.questions ?? 0), 0) : null;
}

export async function listMockTestsForAdmin(client: TypedClient): Promise<MockTestListItem[]> {
  const { data, error } = await client
    .from('mock_tests')
    .select(
      'id, title, slug, kind, total_questions, sections, is_published, updated_at, exam:exams(name, total_questions, sections)',
    )
    .order('order_index')
    .order('title');
  if (error) throw toDataError(error, 'Failed to load mock tests');
  return data.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    examName: row.exam?.name ?? null,
    kind: row.kind,
    written: row.total_questions,
    declared: declaredQuestions(row.kind, storedSections(row.sections), row.exam),
    isPublished: row.is_published,
    updatedAt: row.updated_at,
  }));
}

export async function getMockTestForAdmin(client: TypedClient, id: string): Promise<MockTestAdminRow | null> {
  const { data, error } = await client.from('mock_tests').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the mock test');
  return data;
}

export async function listExamChoices(client: TypedClient): Promise<{ id: string; name: string }[]> {
  const { data, error } = await client.from('exams').select('id, name').order('order_index').order('name');
  if (error) throw toDataError(error, 'Failed to load exams');
  return data;
}

/** The first of base, base-2 … that no other mock test uses (drafts included: the editor sees them all). */
export async function availableMockTestSlug(client: TypedClient, base: string, excludeId?: string): Promise<string> {
  let query = client.from('mock_tests').select('slug').like('slug', `${base}%`).limit(1000);
  if (excludeId) query = query.neq('id', excludeId);
  const { data, error } = await query;
  if (error) throw toDataError(error, 'Failed to check the address');
  return firstFreeSlug(base, new Set(data.map((row) => row.slug)));
}

export async function insertMockTest(client: TypedClient, row: MockTestWrite): Promise<{ id: string; slug: string }> {
  const sections = row.sections.map((s) => ({ ...s, questions: 0 }));
  const { data, error } = await client
    .from('mock_tests')
    .insert({ ...row, sections, total_questions: 0, total_marks: null, is_published: false })
    .select('id, slug')
    .single();
  if (error) throw toDataError(error, { failure: 'Failed to create the mock test', CONFLICT: SLUG_TAKEN });
  return data;
}

/** Questions and passages per section name, to know which sections still hold something. */
async function sectionsInUse(client: TypedClient, testId: string): Promise<Set<string>> {
  const [questions, passages] = await Promise.all([
    client.from('mock_test_questions').select('section').eq('mock_test_id', testId),
    client.from('mock_test_passages').select('section').eq('mock_test_id', testId),
  ]);
  if (questions.error) throw toDataError(questions.error, 'Failed to load the questions');
  if (passages.error) throw toDataError(passages.error, 'Failed to load the passages');
  return new Set([...questions.data, ...passages.data].map((r) => r.section));
}

/**
 * Saves a test's own fields. A section renamed in place (same position, a name neither list had) takes its
 * questions and passages with it; a section removed while it still holds any is refused. Then the counts, marks
 * and numbering are brought in step.
 */
export async function updateMockTest(client: TypedClient, id: string, row: MockTestWrite): Promise<{ id: string; slug: string }> {
  const current = await getMockTestForAdmin(client, id);
  if (!current) throw new DataError('NOT_FOUND', 'Failed to update the mock test: it no longer exists.');
  const before = storedSections(current.sections).map((s) => s.name);
  const after = row.sections.map((s) => s.name);
  const renames =
    before.length === after.length
      ? before.flatMap((name, i) => (!after.includes(name) && !before.includes(after[i]) ? [[name, after[i]] as const] : []))
      : [];
  const used = await sectionsInUse(client, id);
  const lost = before.filter((name) => !after.includes(name) && used.has(name) && !renames.some(([from]) => from === name));
  if (lost.length) {
    throw new DataError(
      'VALIDATION',
      `Section “${lost[0]}” still has questions or passages: move or delete them before removing the section.`,
    );
  }
  for (const [from, to] of renames) {
    for (const table of ['mock_test_questions', 'mock_test_passages'] as const) {
      const { error } = await client.from(table).update({ section: to }).eq('mock_test_id', id).eq('section', from);
      if (error) throw toDataError(error, 'Failed to rename the section');
    }
  }
  const { data, error } = await client
    .from('mock_tests')
    .update({ ...row, sections: row.sections.map((s) => ({ ...s, questions: 0 })) })
    .eq('id', id)
    .select('id, slug');
  if (error) throw toDataError(error, { failure: 'Failed to update the mock test', CONFLICT: SLUG_TAKEN });
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to update the mock test: it no longer exists.');
  await syncMockTestTotals(client, id);
  return data[0];
}

/**
 * Brings what the test says about its questions in step with what is written: each question's marks by the
 * test's scheme (marksFor, never typed), question numbers in paper order, and sections[].questions,
 * total_questions and total_marks. Stored attempt scores are not touched.
 */
export async function syncMockTestTotals(client: TypedClient, testId: string): Promise<void> {
  const test = await getMockTestForAdmin(client, testId);
  if (!test) throw new DataError('NOT_FOUND', 'The mock test no longer exists.');
  const scheme = toScheme(test.scoring_scheme);
  for (const type of QUESTION_TYPES) {
    const { correct, wrong } = marksFor(scheme, type);
    const { error } = await client
      .from('mock_test_questions')
      .update({ marks: correct, negative_marks: wrong })
      .eq('mock_test_id', testId)
      .eq('question_type', type)
      .or(`marks.neq.${correct},negative_marks.neq.${wrong}`);
    if (error) throw toDataError(error, 'Failed to update the marks');
  }
  const renumbered = await client.rpc('renumber_mock_test_questions', { test_id: testId });
  if (renumbered.error) throw toDataError(renumbered.error, 'Failed to number the questions');
  const { data, error } = await client.from('mock_test_questions').select('section, marks').eq('mock_test_id', testId);
  if (error) throw toDataError(error, 'Failed to load the questions');
  const sections = storedSections(test.sections).map((s) => ({
    name: s.name,
    questions: data.filter((q) => q.section === s.name).length,
    minutes: s.minutes,
  }));
  const totalMarks = data.reduce((sum, q) => sum + Number(q.marks), 0);
  const saved = await client
    .from('mock_tests')
    .update({ sections, total_questions: data.length, total_marks: totalMarks > 0 ? totalMarks : null })
    .eq('id', testId);
  if (saved.error) throw toDataError(saved.error, 'Failed to update the test’s totals');
}

export async function setMockTestPublished(client: TypedClient, id: string, published: boolean): Promise<string> {
  const { data, error } = await client.from('mock_tests').update({ is_published: published }).eq('id', id).select('title');
  if (error) throw toDataError(error, published ? 'Failed to publish the test' : 'Failed to unpublish the test');
  if (!data.length) throw new DataError('NOT_FOUND', 'The mock test no longer exists.');
  return data[0].title;
}
