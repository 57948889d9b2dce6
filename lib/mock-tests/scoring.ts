import { CheckValues } from '@/lib/database.types';

/*
 * Marks for a mock-test attempt under the real exam's scheme. Everything is counted in hundredths of a mark, which
 * are whole numbers, so −0.25 seven times is exactly −1.75 and never −1.7500000000000002.
 */

/** The exams whose marking a test follows (mock_tests.scoring_scheme; an attempt keeps its test's, same list). */
export const SCORING_SCHEMES = CheckValues.public.mock_tests.scoring_scheme;
export type ScoringScheme = (typeof SCORING_SCHEMES)[number];
export const QUESTION_TYPES = CheckValues.public.mock_test_questions.question_type;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Hundredths of a mark for a right answer and taken off for a wrong one. */
const MARKS: Record<ScoringScheme, Record<QuestionType, { correct: number; wrong: number }>> = {
  // TITA answers cannot be guessed from options, so CAT does not take marks off for a wrong one.
  cat: { mcq: { correct: 300, wrong: 100 }, tita: { correct: 300, wrong: 0 } },
  xat: { mcq: { correct: 100, wrong: 25 }, tita: { correct: 100, wrong: 25 } },
  nmat: { mcq: { correct: 300, wrong: 0 }, tita: { correct: 300, wrong: 0 } },
  snap: { mcq: { correct: 100, wrong: 25 }, tita: { correct: 100, wrong: 25 } },
  mat: { mcq: { correct: 100, wrong: 25 }, tita: { correct: 100, wrong: 25 } },
};

/** XAT: a run of unattempted questions is free up to this length; each one after it costs the penalty (marks). */
export const XAT_FREE_BLANKS = 8;
export const XAT_BLANK_PENALTY_MARKS = 0.1;
const XAT_BLANK_PENALTY = Math.round(XAT_BLANK_PENALTY_MARKS * 100);

/** Marks for a right answer, and the marks taken off for a wrong one (a positive number). */
export function marksFor(scheme: ScoringScheme, type: QuestionType): { correct: number; wrong: number } {
  const { correct, wrong } = MARKS[scheme][type];
  return { correct: fromHundredths(correct), wrong: fromHundredths(wrong) };
}

// The same pattern as the database's mock_answer_matches(), so the score shown before submitting is the one saved.
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A numeric answer written one way only: no leading zeros, no trailing fractional zeros, no sign on zero. */
function canonicalNumber(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const digits = (whole.replace(/^0+/, '') || '0') + (decimals ? `.${decimals}` : '');
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/**
 * Whether a candidate's answer is the key. TITA numbers compare by value ('042' is 42, '2.50' is 2.5), exactly (as
 * text, not as floating point); '1,000' or '1 000' is not a number, so it never matches a numeric key.
 */
export function answersMatch(type: QuestionType, given: string, correct: string): boolean {
  const answer = given.trim();
  const key = correct.trim();
  if (answer === '' || key === '') return false;
  if (type === 'tita' && NUMBER.test(key)) {
    return NUMBER.test(answer) && canonicalNumber(answer) === canonicalNumber(key);
  }
  return answer.toLowerCase() === key.toLowerCase();
}

export type QuestionOutcome = (typeof CheckValues.public.mock_test_attempt_answers.outcome)[number];

export interface ScoredQuestion {
  id: string;
  outcome: QuestionOutcome;
  marks: number;
}

export interface SectionScore {
  name: string;
  score: number;
  maxScore: number;
  correct: number;
  incorrect: number;
  unattempted: number;
}

export interface AttemptScore {
  score: number;
  maxScore: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  /** XAT's marks taken off for long runs of unattempted questions (a positive number, already in score). */
  unattemptedPenalty: number;
  /** In paper order of each section's first question. */
  sections: SectionScore[];
  /** In paper order. */
  questions: ScoredQuestion[];
}

export interface ScoringQuestion {
  id: string;
  section: string;
  type: QuestionType;
  correctAnswer: string;
}

export interface ScoringInput {
  scheme: ScoringScheme;
  /** In paper order: XAT's penalty depends on which questions are next to each other. */
  questions: readonly ScoringQuestion[];
  /** Question id → answer; a missing or blank answer is unattempted. */
  answers: ReadonlyMap<string, string>;
}

function fromHundredths(hundredths: number): number {
  // 0 rather than −0, which toEqual and JSON consumers would tell apart.
  return hundredths === 0 ? 0 : hundredths / 100;
}

type Tally = Omit<SectionScore, 'name'>;

function emptyTally(): Tally {
  return { score: 0, maxScore: 0, correct: 0, incorrect: 0, unattempted: 0 };
}

export function scoreAttempt(input: ScoringInput): AttemptScore {
  const total = emptyTally();
  const sections = new Map<string, Tally>();
  const questions: ScoredQuestion[] = [];
  let penalty = 0;
  // Runs of blanks cross section boundaries: XAT counts consecutive questions in the paper, not per section.
  let blankRun = 0;

  for (const question of input.questions) {
    const marks = MARKS[input.scheme][question.type];
    const given = input.answers.get(question.id)?.trim() ?? '';
    let outcome: QuestionOutcome;
    let earned: number;
    if (given === '') {
      outcome = 'unattempted';
      blankRun += 1;
      earned = input.scheme === 'xat' && blankRun > XAT_FREE_BLANKS ? -XAT_BLANK_PENALTY : 0;
      penalty -= earned;
    } else {
      blankRun = 0;
      outcome = answersMatch(question.type, given, question.correctAnswer) ? 'correct' : 'incorrect';
      earned = outcome === 'correct' ? marks.correct : -marks.wrong;
    }

    let section = sections.get(question.section);
    if (!section) {
      section = emptyTally();
      sections.set(question.section, section);
    }
    for (const tally of [section, total]) {
      tally.score += earned;
      tally.maxScore += marks.correct;
      tally[outcome] += 1;
    }
    questions.push({ id: question.id, outcome, marks: fromHundredths(earned) });
  }

  return {
    score: fromHundredths(total.score),
    maxScore: fromHundredths(total.maxScore),
    correct: total.correct,
    incorrect: total.incorrect,
    unattempted: total.unattempted,
    unattemptedPenalty: fromHundredths(penalty),
    sections: [...sections].map(([name, tally]) => ({
      name,
      ...tally,
      score: fromHundredths(tally.score),
      maxScore: fromHundredths(tally.maxScore),
    })),
    questions,
  };
}
