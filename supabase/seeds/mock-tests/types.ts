/**
 * The shape of the mock tests the seed ships (issue 14). Content lives in TypeScript so that a unit test can check
 * every question before it reaches the database (option keys, answer keys, counts per section); a script turns it
 * into `supabase/seeds/mock-tests.sql`, which the local stack applies after `seed.sql`.
 *
 * Text fields are Markdown (GFM: tables for DI sets, `**bold**`, lists). Marks are not written here: they follow
 * from the test's exam scheme (CAT +3/−1 and 0 on TITA, XAT +1/−0.25, NMAT +3/0, SNAP +1/−0.25, MAT +1/−0.25).
 */

import type { PassageKind } from '@/lib/data/mock-tests/paper';
import type { ExamDifficulty } from '@/lib/exams/difficulty';
import type { QuestionDifficulty } from '@/lib/mock-tests/admin-schema';
import type { MockTestKind } from '@/lib/mock-tests/catalogue';
import type { QuestionType, ScoringScheme } from '@/lib/mock-tests/scoring';
import type { SectionOrder } from '@/lib/mock-tests/sections';

export interface SeedOption {
  /** 'A', 'B', 'C', 'D' (and 'E' on XAT and NMAT papers). */
  key: string;
  text: string;
}

export interface SeedQuestion {
  /** mcq: choose one option; tita: type in the answer (CAT only). */
  type: QuestionType;
  text: string;
  /** mcq only: four or five options, keys in order from 'A'. */
  options?: SeedOption[];
  /** mcq: the key of the right option; tita: the exact answer, digits only (e.g. '42', '-3', '2.5'). */
  answer: string;
  /** A worked solution a student can learn from: the steps, not only the result. */
  explanation: string;
  /** One of MOCK_TEST_TOPICS (lib/mock-tests/topics.ts). */
  topic: string;
  difficulty: QuestionDifficulty;
}

/** A reading passage or a DI/LR set: one body shown beside each of its questions. */
export interface SeedSet {
  kind: PassageKind;
  title: string;
  body: string;
  questions: SeedQuestion[];
}

export type SeedItem = SeedQuestion | SeedSet;

export interface SeedSection {
  /** 'VARC', 'DILR', 'QA' for CAT; the exam's own section names otherwise. */
  name: string;
  /** The section's own time limit; null when the test has one clock for all sections. */
  minutes: number | null;
  items: SeedItem[];
}

export interface SeedMockTest {
  slug: string;
  title: string;
  description: string;
  /** The exam whose scheme marks the test. */
  exam: ScoringScheme;
  kind: MockTestKind;
  difficulty: ExamDifficulty;
  durationMinutes: number;
  /** fixed: sections in the given order, no going back (CAT); candidate: the candidate picks the order (NMAT); free: one block. */
  sectionOrder: SectionOrder;
  calculator: boolean;
  /** Shown on the instructions screen before the test starts (Markdown). */
  instructions: string;
  sections: SeedSection[];
}

export function isSeedSet(item: SeedItem): item is SeedSet {
  return 'questions' in item;
}
