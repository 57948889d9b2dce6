import { z } from 'zod';
import type { AttemptStatus } from '@/lib/data/mock-tests/attempts';
import { CheckValues } from '@/lib/database.types';
import { EXAM_DIFFICULTIES, type ExamDifficulty } from '@/lib/exams/difficulty';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

/*
 * The /mock-tests listing's pure side: its filters as they live in the URL, whether a test's question bank is
 * complete enough to be taken, and what a member's own attempts say about each test.
 */

export const MOCK_TEST_KINDS = CheckValues.public.mock_tests.kind;
export type MockTestKind = (typeof MOCK_TEST_KINDS)[number];
export const KIND_LABELS: Record<MockTestKind, string> = { full_length: 'Full-length', sectional: 'Sectional' };
/** How a kind is written in the URL: hyphens read better in a link than underscores. */
const KIND_PARAMS: Record<MockTestKind, string> = { full_length: 'full-length', sectional: 'sectional' };

export interface MockTestFilters {
  /** An exam's slug, lower case ('xat'). */
  exam?: string;
  kind?: MockTestKind;
  difficulty?: ExamDifficulty;
}

// Each field falls back to "no filter" on its own, so one bad value does not throw away the others; case and the
// spelling of a kind are forgiven, so ?exam=XAT&kind=full_length still finds the tests it means.
const schema = z.object({
  exam: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional()
    .catch(undefined),
  kind: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => MOCK_TEST_KINDS.find((k) => k === v.replace(/-/g, '_')))
    .optional()
    .catch(undefined),
  difficulty: z
    .string()
    .trim()
    .transform((v) => EXAM_DIFFICULTIES.find((d) => d.toLowerCase() === v.toLowerCase()))
    .optional()
    .catch(undefined),
});

export function parseMockTestFilters(params: RawSearchParams): MockTestFilters {
  const parsed = schema.parse({
    exam: firstParam(params.exam),
    kind: firstParam(params.kind),
    difficulty: firstParam(params.difficulty),
  });
  const filters: MockTestFilters = {};
  if (parsed.exam) filters.exam = parsed.exam;
  if (parsed.kind) filters.kind = parsed.kind;
  if (parsed.difficulty) filters.difficulty = parsed.difficulty;
  return filters;
}

/** The query string for a set of filters, in a stable order so each filtered list has one URL. */
export function mockTestFiltersToSearch(filters: MockTestFilters): string {
  const params = new URLSearchParams();
  if (filters.exam) params.set('exam', filters.exam);
  if (filters.kind) params.set('kind', KIND_PARAMS[filters.kind]);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function kindParam(kind: MockTestKind): string {
  return KIND_PARAMS[kind];
}

export function hasMockTestFilters(filters: MockTestFilters): boolean {
  return Object.keys(filters).length > 0;
}

export interface FilterableMockTest {
  examSlug: string | null;
  kind: MockTestKind;
  difficulty: ExamDifficulty;
}

/** The tests that pass every filter given; the catalogue is one cached read, so filtering happens here. */
export function filterMockTests<T extends FilterableMockTest>(tests: readonly T[], filters: MockTestFilters): T[] {
  return tests.filter(
    (t) =>
      (!filters.exam || t.examSlug === filters.exam) &&
      (!filters.kind || t.kind === filters.kind) &&
      (!filters.difficulty || t.difficulty === filters.difficulty),
  );
}

export interface BankStatus {
  /** Questions written so far. */
  written: number;
  /** Questions the test declares. */
  declared: number;
  /** Every declared question is written, each in a declared section, and no section is empty. */
  complete: boolean;
}

/**
 * Whether a test's bank holds what it declares: the same rule as isPaperComplete (lib/data/mock-tests/paper.ts),
 * which the server applies again when an attempt starts, computed from the section of each written question.
 */
export function bankStatus(
  declared: number,
  sections: readonly { name: string }[],
  questionSections: readonly string[],
): BankStatus {
  const names = new Set(sections.map((s) => s.name));
  const written = questionSections.length;
  const complete =
    written > 0 &&
    written === declared &&
    questionSections.every((s) => names.has(s)) &&
    sections.every((s) => questionSections.includes(s.name));
  return { written, declared, complete };
}

/** "Questions still being written — 5 of 95 ready." */
export function bankNote(status: BankStatus): string {
  return `Questions still being written — ${Math.min(status.written, status.declared)} of ${status.declared} ready.`;
}

export interface StandingLike {
  percentile: number;
  attempts: number;
}

/** "Percentile 66.67 · from 3 attempts": where the score stands among every submitted attempt at the test. */
export function standingText(standing: StandingLike): string {
  const percentile = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(standing.percentile);
  return `Percentile ${percentile} · from ${standing.attempts} ${standing.attempts === 1 ? 'attempt' : 'attempts'}`;
}

/** A score as people read it: whole marks without decimals, quarter marks with them (−0.25 on XAT). */
export function formatMarks(marks: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(marks).replace('-', '−');
}

export interface AttemptLike {
  id: string;
  testId: string;
  status: AttemptStatus;
  submittedAt: string | null;
  score: number | null;
  maxScore: number | null;
  standing: StandingLike | null;
}

export interface MyTestStatus {
  /** The attempt in progress, to resume. */
  openAttemptId: string | null;
  /** The most recently submitted attempt. */
  last: { attemptId: string; score: number; maxScore: number; standing: StandingLike | null } | null;
  submittedCount: number;
}

/** What a member's attempts say about each test they have tried, by test id. */
export function summariseAttempts(attempts: readonly AttemptLike[]): Map<string, MyTestStatus> {
  const byTest = new Map<string, MyTestStatus>();
  // Newest submission first, so the first submitted attempt met for a test is its last score.
  const newestFirst = [...attempts].sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
  for (const a of newestFirst) {
    const status = byTest.get(a.testId) ?? { openAttemptId: null, last: null, submittedCount: 0 };
    if (a.status === 'in_progress') {
      status.openAttemptId ??= a.id;
    } else if (a.score !== null && a.maxScore !== null) {
      status.submittedCount += 1;
      status.last ??= { attemptId: a.id, score: a.score, maxScore: a.maxScore, standing: a.standing };
    }
    byTest.set(a.testId, status);
  }
  return byTest;
}
