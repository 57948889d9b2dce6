import type { CheckValues } from '@/lib/database.types';

/*
 * Which section of a mock test may be opened or answered at a given moment. The server keeps the time: every
 * decision here is made from its timestamps, never from the browser's clock, so a paused or edited page gains
 * nothing.
 *
 * - fixed (CAT): sections one after another in paper order, each with its own minutes, no going back;
 * - candidate (NMAT): the candidate picks which unstarted section to open next, each with its own minutes, no going back;
 * - free (XAT, SNAP, MAT): one clock for the whole test, every section open at once.
 *
 * A section run is open from its start until the first of its deadline and its submission. A run whose time is up
 * is over even when no submit was heard (a closed tab never sends one), and a section ends at its deadline exactly:
 * an answer saved at 40:00 of a 40-minute section is too late.
 */

export type SectionOrder = (typeof CheckValues.public.mock_tests.section_order)[number];

export interface TestTiming {
  order: SectionOrder;
  durationMinutes: number;
  /** In paper order; minutes is null on free tests, which have one clock. */
  sections: ReadonlyArray<{ name: string; minutes: number | null }>;
}

export interface SectionRun {
  section: string;
  startedAt: Date;
  submittedAt: Date | null;
}

export interface AttemptTiming {
  startedAt: Date;
  /** Sections opened so far, in the order opened; free tests have none. */
  runs: readonly SectionRun[];
}

export type StartDecision = { ok: true } | { ok: false; reason: string };

const MINUTE_MS = 60_000;

function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

/** A section's own minutes. Bad test data throws: guessing a limit would run a timed section on the wrong clock. */
function sectionMinutes(test: TestTiming, name: string): number {
  const section = test.sections.find((s) => s.name === name);
  if (!section) throw new Error(`The test has no section called ${name}.`);
  if (section.minutes === null) throw new Error(`Section ${name} of a ${test.order}-order test has no time limit.`);
  return section.minutes;
}

/** When a section run's time is up. */
export function sectionDeadline(test: TestTiming, run: SectionRun): Date {
  return addMinutes(run.startedAt, sectionMinutes(test, run.section));
}

/** When a run stopped or will stop taking answers: its submission or its deadline, whichever comes first. */
export function runEnd(test: TestTiming, run: SectionRun): Date {
  const deadline = sectionDeadline(test, run);
  return run.submittedAt && run.submittedAt < deadline ? run.submittedAt : deadline;
}

function isRunOpen(test: TestTiming, run: SectionRun, at: Date): boolean {
  return run.startedAt <= at && at < runEnd(test, run);
}

function unstartedSections(test: TestTiming, attempt: AttemptTiming): string[] {
  const started = new Set(attempt.runs.map((run) => run.section));
  return test.sections.map((s) => s.name).filter((name) => !started.has(name));
}

/**
 * The latest moment the attempt can last to. Free tests: the start plus the test's duration. Timed sections: the
 * end of the last run opened (its deadline while it is open) plus the minutes of every section not yet started, as
 * if each began the moment the one before ended. Between sections that counts the wait against the sections still
 * to come, so an attempt abandoned between two sections still ends; starting the next section moves this moment
 * later by the time waited, which was never answering time.
 */
export function attemptDeadline(test: TestTiming, attempt: AttemptTiming): Date {
  if (test.order === 'free') return addMinutes(attempt.startedAt, test.durationMinutes);
  const last = attempt.runs.at(-1);
  const from = last ? runEnd(test, last) : attempt.startedAt;
  const remaining = unstartedSections(test, attempt).reduce((sum, name) => sum + sectionMinutes(test, name), 0);
  return addMinutes(from, remaining);
}

function openRun(test: TestTiming, attempt: AttemptTiming, at: Date): SectionRun | undefined {
  return attempt.runs.findLast((run) => isRunOpen(test, run, at));
}

/** The section being answered now, or null: between sections, after the test, or on free tests (all are open). */
export function openSection(test: TestTiming, attempt: AttemptTiming, now: Date): string | null {
  if (test.order === 'free') return null;
  return openRun(test, attempt, now)?.section ?? null;
}

/** Every section run and closed, or the attempt's time up. */
export function isFinished(test: TestTiming, attempt: AttemptTiming, now: Date): boolean {
  if (now >= attemptDeadline(test, attempt)) return true;
  if (test.order === 'free') return false;
  return unstartedSections(test, attempt).length === 0 && attempt.runs.every((run) => now >= runEnd(test, run));
}

/** The sections the candidate may open now; empty while one is open, after the test, and on free tests. */
export function nextSections(test: TestTiming, attempt: AttemptTiming, now: Date): string[] {
  if (test.order === 'free' || isFinished(test, attempt, now) || openRun(test, attempt, now)) return [];
  const unstarted = unstartedSections(test, attempt);
  return test.order === 'fixed' ? unstarted.slice(0, 1) : unstarted;
}

/** Whether the candidate may open a section now, and if not, a reason to show them. */
export function canStartSection(test: TestTiming, attempt: AttemptTiming, name: string, now: Date): StartDecision {
  if (test.order === 'free') return { ok: false, reason: 'Every section of this test is already open.' };
  if (!test.sections.some((s) => s.name === name)) return { ok: false, reason: `This test has no section called ${name}.` };
  const run = attempt.runs.find((r) => r.section === name);
  if (run) {
    return isRunOpen(test, run, now)
      ? { ok: false, reason: 'This section is already open.' }
      : { ok: false, reason: 'This section is already over.' };
  }
  if (isFinished(test, attempt, now)) return { ok: false, reason: 'The time for this test is over.' };
  if (openRun(test, attempt, now)) return { ok: false, reason: 'Finish or submit the current section first.' };
  const first = unstartedSections(test, attempt)[0];
  if (test.order === 'fixed' && name !== first) {
    return { ok: false, reason: `Sections of this test open in order: ${first} first.` };
  }
  return { ok: true };
}

/** Whether an answer to a question of `section` saved at `at` counts. */
export function canAnswer(test: TestTiming, attempt: AttemptTiming, section: string, at: Date): boolean {
  if (!test.sections.some((s) => s.name === section)) return false;
  if (test.order === 'free') return attempt.startedAt <= at && at < attemptDeadline(test, attempt);
  return attempt.runs.some((run) => run.section === section && isRunOpen(test, run, at));
}

/** Whole seconds left on the clock the candidate sees: the open section's, or the test's when free; 0 between sections. */
export function secondsLeft(test: TestTiming, attempt: AttemptTiming, now: Date): number {
  let deadline: Date;
  if (test.order === 'free') {
    deadline = attemptDeadline(test, attempt);
  } else {
    const run = openRun(test, attempt, now);
    if (!run) return 0;
    deadline = sectionDeadline(test, run);
  }
  // Floored, so the clock never shows a second the server will not allow.
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** The five states of the CBT question palette. */
export type PaletteState = 'not_visited' | 'not_answered' | 'answered' | 'marked' | 'answered_marked';

/** A question's palette state; an answered question marked for review is still scored, so it keeps its own state. */
export function paletteState(question: { visited: boolean; answered: boolean; marked: boolean }): PaletteState {
  if (question.answered) return question.marked ? 'answered_marked' : 'answered';
  if (question.marked) return 'marked';
  return question.visited ? 'not_answered' : 'not_visited';
}
