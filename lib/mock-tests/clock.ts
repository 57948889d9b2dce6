import type { AttemptState, AttemptStatus } from '@/lib/data/mock-tests/attempts';
import type { MockTestPaper } from '@/lib/data/mock-tests/paper';
import { isFinished, nextSections, openSection, secondsLeft } from './sections';

/**
 * What the test screen needs to know about time, decided on the server: which section is open (null on a free
 * test, where all are), which the candidate may open next, how long is left, and which sections are over.
 */
export interface AttemptClock {
  status: AttemptStatus;
  openSection: string | null;
  choices: string[];
  secondsLeft: number;
  closedSections: string[];
}

export function attemptClock(paper: MockTestPaper, state: AttemptState, now: Date): AttemptClock {
  const { timing } = paper;
  if (state.status === 'submitted' || isFinished(timing, state.timing, now)) {
    return {
      status: 'submitted',
      openSection: null,
      choices: [],
      secondsLeft: 0,
      closedSections: timing.sections.map((s) => s.name),
    };
  }
  const open = openSection(timing, state.timing, now);
  return {
    status: 'in_progress',
    openSection: open,
    choices: nextSections(timing, state.timing, now),
    secondsLeft: secondsLeft(timing, state.timing, now),
    closedSections: state.timing.runs.map((r) => r.section).filter((s) => s !== open),
  };
}
