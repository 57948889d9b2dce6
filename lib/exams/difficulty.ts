/** Exam and mock-test difficulty (spec §9). */
export const EXAM_DIFFICULTIES = ['High', 'Medium', 'Easy'] as const;
export type ExamDifficulty = (typeof EXAM_DIFFICULTIES)[number];

/**
 * Narrows a stored difficulty: the columns are text with a check constraint, so the generated type says string.
 * Anything else (a row from before the constraint) reads as "not rated".
 */
export function toExamDifficulty(value: string | null): ExamDifficulty | null {
  return EXAM_DIFFICULTIES.find((d) => d === value) ?? null;
}
