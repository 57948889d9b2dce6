import { storedSections } from '@/lib/data/mock-tests/admin';
import type { AdminPassage, AdminQuestion } from '@/lib/data/mock-tests/items-admin';
import type { Tables } from '@/lib/database.types';
import { collectRows, rowFields, type RowCells } from '@/lib/exams/admin-rows';

/*
 * The mock-test forms' fields as strings, from stored rows (editing) or from a refused submission (so nothing
 * typed is lost). Checkboxes are 'on' when ticked, as a browser posts them.
 */

export type MockTestFormValues = Record<string, string>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const tick = (value: boolean) => (value ? 'on' : '');

/** A new test starts as a free, fixed-order CAT-style full-length mock with nothing else filled in. */
export const NEW_MOCK_TEST_VALUES: MockTestFormValues = {
  kind: 'full_length',
  scoring_scheme: 'cat',
  section_order: 'fixed',
  difficulty: 'Medium',
  is_free: 'on',
  price: '0',
};

export function mockTestFormValues(row: Tables<'mock_tests'>): MockTestFormValues {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: text(row.description),
    exam_id: text(row.exam_id),
    kind: row.kind,
    scoring_scheme: row.scoring_scheme,
    section_order: row.section_order,
    has_calculator: tick(row.has_calculator),
    difficulty: row.difficulty,
    duration_minutes: text(row.duration_minutes),
    instructions: text(row.instructions),
    is_free: tick(row.is_free),
    price: text(row.price),
    ...rowFields(
      'section',
      storedSections(row.sections).map((s) => ({ name: s.name, minutes: s.minutes })),
    ),
  };
}

export function mockTestSectionRows(values: MockTestFormValues): RowCells<'name' | 'minutes'>[] {
  return collectRows(values, 'section', ['name', 'minutes'] as const);
}

export function passageFormValues(testId: string, passage: AdminPassage | null, section?: string): Record<string, string> {
  if (!passage) return { mock_test_id: testId, kind: 'passage', section: section ?? '' };
  return {
    mock_test_id: testId,
    id: passage.id,
    section: passage.section,
    kind: passage.kind,
    title: passage.title,
    body: passage.body,
  };
}

export function questionFormValues(testId: string, question: AdminQuestion | null, section?: string): Record<string, string> {
  if (!question) return { mock_test_id: testId, question_type: 'mcq', section: section ?? '' };
  const options = Object.fromEntries(question.options.map((o) => [`option_${o.key}`, o.text]));
  return {
    mock_test_id: testId,
    id: question.id,
    section: question.section,
    question_type: question.type,
    passage_id: text(question.passageId),
    question_text: question.text,
    ...options,
    correct_answer: text(question.answer),
    explanation: text(question.explanation),
    topic: text(question.topic),
    difficulty: text(question.difficulty),
  };
}
