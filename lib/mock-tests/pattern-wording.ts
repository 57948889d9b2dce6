import { marksFor, XAT_BLANK_PENALTY_MARKS, XAT_FREE_BLANKS, type QuestionType, type ScoringScheme } from './scoring';
import type { SectionOrder } from './sections';

/*
 * A test's rules in words for its instructions page, from the same tables the server scores and times it by
 * (lib/mock-tests/scoring.ts, lib/mock-tests/sections.ts), so the page cannot promise one thing and mark another.
 */

export const SECTION_ORDER_LABELS: Record<SectionOrder, string> = {
  fixed: 'Fixed order',
  candidate: 'You choose the order',
  free: 'One clock for all sections',
};

/** How the sections are timed and in which order they open (after its label: "Fixed order. …"). */
export function sectionOrderWording(order: SectionOrder, durationMinutes: number): string {
  switch (order) {
    case 'fixed':
      return 'The sections open one after another in the order listed, each on its own clock. When a section’s time ends it is submitted and the next one opens; you cannot go back.';
    case 'candidate':
      return 'Pick which section to take next; each has its own clock, and once a section is submitted you cannot go back to it.';
    case 'free':
      return `${durationMinutes} minutes for the whole test, every section open at once; answer in any order and return to any question until the time ends.`;
  }
}

function marks(value: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);
}

function plural(value: number): string {
  return value === 1 ? 'mark' : 'marks';
}

/**
 * The marking scheme as sentences, for the question types the test actually has: "+3 for a right answer", the
 * deduction for a wrong one, and XAT's penalty for long runs of unattempted questions.
 */
export function markingWording(scheme: ScoringScheme, types: readonly QuestionType[]): string[] {
  const present = types.length > 0 ? [...new Set(types)] : (['mcq'] as QuestionType[]);
  const mcq = marksFor(scheme, 'mcq');
  const tita = marksFor(scheme, 'tita');
  const lines: string[] = [];
  const sameForBoth =
    !present.includes('tita') || !present.includes('mcq') || (mcq.correct === tita.correct && mcq.wrong === tita.wrong);

  if (sameForBoth) {
    const only = marksFor(scheme, present[0]);
    lines.push(`+${marks(only.correct)} ${plural(only.correct)} for a right answer.`);
    lines.push(only.wrong > 0 ? `−${marks(only.wrong)} for a wrong answer.` : 'No marks taken off for a wrong answer.');
  } else {
    lines.push(`+${marks(mcq.correct)} ${plural(mcq.correct)} for a right answer.`);
    lines.push(
      mcq.wrong > 0
        ? `−${marks(mcq.wrong)} for a wrong multiple-choice answer.`
        : 'No marks taken off for a wrong multiple-choice answer.',
    );
    lines.push(
      tita.wrong > 0
        ? `−${marks(tita.wrong)} for a wrong type-in-the-answer (TITA) answer.`
        : 'No marks taken off for a wrong type-in-the-answer (TITA) answer.',
    );
  }
  lines.push(
    scheme === 'xat'
      ? `Unattempted questions cost nothing up to ${XAT_FREE_BLANKS} in a row; each one after that costs −${marks(XAT_BLANK_PENALTY_MARKS)}.`
      : 'No marks taken off for a question left unanswered.',
  );
  return lines;
}
