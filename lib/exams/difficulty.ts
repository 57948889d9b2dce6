import { CheckValues } from '@/lib/database.types';

/** Exam and mock-test difficulty (spec §9): exams.difficulty's list, which mock_tests.difficulty shares. */
export const EXAM_DIFFICULTIES = CheckValues.public.exams.difficulty;
export type ExamDifficulty = (typeof EXAM_DIFFICULTIES)[number];

/**
 * Narrows a stored difficulty: the columns are text with a check constraint, so the generated type says string.
 * Anything else (a row from before the constraint) reads as "not rated".
 */
export function toExamDifficulty(value: string | null): ExamDifficulty | null {
  return EXAM_DIFFICULTIES.find((d) => d === value) ?? null;
}
